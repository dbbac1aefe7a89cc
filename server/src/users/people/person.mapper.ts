import type { SavedPerson } from '../../generated/prisma/client.js';
import type { PersonModel, SavedPersonModel } from './models/person.model.js';

/** The stored person's data as the answers show it (the birth date as `YYYY-MM-DD`). */
export type PersonRow = Pick<
  SavedPerson,
  | 'kind'
  | 'fullNameAr'
  | 'fullNameLatin'
  | 'relation'
  | 'fatherName'
  | 'motherName'
  | 'birthDate'
  | 'birthPlace'
  | 'nationalNumber'
>;

/** A calendar date column (midnight UTC) as `YYYY-MM-DD`. */
export const dateText = (date: Date) => date.toISOString().slice(0, 10);

export const toPersonModel = (row: PersonRow): PersonModel => ({
  kind: row.kind,
  fullNameAr: row.fullNameAr,
  fullNameLatin: row.fullNameLatin,
  relation: row.relation,
  fatherName: row.fatherName,
  motherName: row.motherName,
  birthDate: dateText(row.birthDate),
  birthPlace: row.birthPlace,
  nationalNumber: row.nationalNumber,
});

export const toSavedPersonModel = (row: SavedPerson): SavedPersonModel => ({
  id: row.id,
  ...toPersonModel(row),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
