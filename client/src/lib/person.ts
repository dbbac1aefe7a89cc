import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import type { ApplicantKind, ApplicantRelation } from '../gql/graphql';

/**
 * A person's registry data as the forms hold it (the wizard's applicant, a saved person), with the server's rules
 * (server/src/users/people/person-rules.ts): the same patterns and limits, the messages from the `person` catalogue.
 */
export type PersonValues = {
  kind: ApplicantKind;
  fullNameAr: string;
  fullNameLatin: string;
  relation: ApplicantRelation | '';
  fatherName: string;
  motherName: string;
  birthDate: string;
  birthPlace: string;
  nationalNumber: string;
};

export const RELATIONS: ApplicantRelation[] = [
  'father',
  'mother',
  'spouse',
  'son',
  'daughter',
  'brother',
  'sister',
  'other',
];

export const emptyPerson = (kind: ApplicantKind = 'self'): PersonValues => ({
  kind,
  fullNameAr: '',
  fullNameLatin: '',
  relation: '',
  fatherName: '',
  motherName: '',
  birthDate: '',
  birthPlace: '',
  nationalNumber: '',
});

export const ARABIC_NAME = /^(?=(?:.*\p{Script=Arabic}){2})[\p{Script=Arabic}\s'-]+$/u;
export const LATIN_NAME = /^(?=(?:.*[A-Za-z]){2})[A-Za-z][A-Za-z\s'.-]*$/;
const NATIONAL_NUMBER = /^[A-Z0-9]{5,20}$/;
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Arabic-Indic digits read as Latin ones, spaces and dashes dropped, letters in capitals: as the server stores it. */
export const normalNationalNumber = (text: string) =>
  text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/[\s-]/g, '')
    .toUpperCase();

/** Today in the office's calendar (Istanbul), `YYYY-MM-DD`: the latest birth date. */
export const officeToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);

function isBirthDate(value: string, today = officeToday()) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST_BIRTH_DATE && value <= today;
}

type PersonMessage =
  | 'kind'
  | 'fullNameAr'
  | 'fullNameArLetters'
  | 'fullNameLatin'
  | 'fullNameLatinLetters'
  | 'relation'
  | 'fatherName'
  | 'motherName'
  | 'birthDate'
  | 'birthDateInvalid'
  | 'birthPlace'
  | 'nationalNumber'
  | 'tooLong';

/** The person's rules; someone other than the account holder must give every field (the relation for a relative only). */
export function personSchema(intl: IntlShape) {
  const message = (id: PersonMessage) => intl.formatMessage({ id: `person.error.${id}` });
  return z
    .object({
      kind: z.enum(['self', 'relative', 'power_of_attorney'], { message: message('kind') }),
      fullNameAr: z.string(),
      fullNameLatin: z.string(),
      relation: z.string(),
      fatherName: z.string(),
      motherName: z.string(),
      birthDate: z.string(),
      birthPlace: z.string(),
      nationalNumber: z.string(),
    })
    .superRefine((person, context) => {
      if (person.kind === 'self') return;
      const fail = (path: keyof PersonValues, id: PersonMessage) =>
        context.addIssue({ code: 'custom', path: [path], message: message(id) });
      const text = (
        path: keyof PersonValues,
        missing: PersonMessage,
        max: number,
        pattern?: [RegExp, PersonMessage],
      ) => {
        const value = person[path].trim();
        if (!value) fail(path, missing);
        else if (value.length > max) fail(path, 'tooLong');
        else if (pattern && !pattern[0].test(value)) fail(path, pattern[1]);
      };
      text('fullNameAr', 'fullNameAr', 120, [ARABIC_NAME, 'fullNameArLetters']);
      text('fullNameLatin', 'fullNameLatin', 120, [LATIN_NAME, 'fullNameLatinLetters']);
      if (person.kind === 'relative' && !RELATIONS.includes(person.relation as ApplicantRelation))
        fail('relation', 'relation');
      text('fatherName', 'fatherName', 80);
      text('motherName', 'motherName', 80);
      if (!person.birthDate) fail('birthDate', 'birthDate');
      else if (!isBirthDate(person.birthDate)) fail('birthDate', 'birthDateInvalid');
      text('birthPlace', 'birthPlace', 100);
      if (!NATIONAL_NUMBER.test(normalNationalNumber(person.nationalNumber))) fail('nationalNumber', 'nationalNumber');
    });
}

/** The person as both APIs take it (trimmed; no relation unless a relative); null fields for the account holder. */
export function personInput(person: PersonValues) {
  const someoneElse = person.kind !== 'self';
  const text = (value: string) => (someoneElse ? value.trim().replace(/\s+/g, ' ') : null);
  return {
    kind: person.kind,
    fullNameAr: text(person.fullNameAr),
    fullNameLatin: text(person.fullNameLatin),
    relation: person.kind === 'relative' ? (person.relation as ApplicantRelation) : null,
    fatherName: text(person.fatherName),
    motherName: text(person.motherName),
    birthDate: someoneElse ? person.birthDate : null,
    birthPlace: text(person.birthPlace),
    nationalNumber: someoneElse ? normalNationalNumber(person.nationalNumber) : null,
  };
}

/** A stored person (saved, or an order's applicant) back into the form's values. */
export function personValues(person: {
  kind: ApplicantKind;
  fullNameAr?: string | null;
  fullNameLatin?: string | null;
  relation?: ApplicantRelation | null;
  fatherName?: string | null;
  motherName?: string | null;
  birthDate?: string | null;
  birthPlace?: string | null;
  nationalNumber?: string | null;
}): PersonValues {
  return {
    kind: person.kind,
    fullNameAr: person.fullNameAr ?? '',
    fullNameLatin: person.fullNameLatin ?? '',
    relation: person.relation ?? '',
    fatherName: person.fatherName ?? '',
    motherName: person.motherName ?? '',
    birthDate: person.birthDate ?? '',
    birthPlace: person.birthPlace ?? '',
    nationalNumber: person.nationalNumber ?? '',
  };
}

/** The same field names as the server's `applicant.<field>` and saved person errors. */
export const PERSON_FIELDS = [
  'kind',
  'fullNameAr',
  'fullNameLatin',
  'relation',
  'fatherName',
  'motherName',
  'birthDate',
  'birthPlace',
  'nationalNumber',
] as const satisfies readonly (keyof PersonValues)[];
