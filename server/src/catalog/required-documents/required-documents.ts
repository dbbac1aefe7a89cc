import type { Prisma, ServiceRequiredDocument } from '../../generated/prisma/client.js';
import { AppError } from '../../common/errors/app-error.js';
import { DOCUMENT_FILE_TYPES, type DocumentFileType } from './document-file-types.js';
import type { RequiredDocumentInput } from './required-document.input.js';
import type { RequiredDocumentModel } from './required-document.model.js';

/** A service read with its current (not archived) requirements, in the office's order. */
export const WITH_REQUIRED_DOCUMENTS = {
  requiredDocuments: { where: { archivedAt: null }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] },
} as const satisfies Prisma.ServiceInclude;

export type WithRequiredDocuments = { requiredDocuments: ServiceRequiredDocument[] };

export function toRequiredDocumentModel(row: ServiceRequiredDocument): RequiredDocumentModel {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameTr: row.nameTr,
    nameEn: row.nameEn,
    descriptionAr: row.descriptionAr,
    descriptionTr: row.descriptionTr,
    descriptionEn: row.descriptionEn,
    isRequired: row.isRequired,
    acceptedTypes: row.acceptedTypes.filter((type): type is DocumentFileType =>
      (DOCUMENT_FILE_TYPES as string[]).includes(type),
    ),
    maxFiles: row.maxFiles,
    maxAgeDays: row.maxAgeDays,
    originalByPost: row.originalByPost,
    onlyForSomeoneElse: row.onlyForSomeoneElse,
  };
}

const fieldsOf = (input: RequiredDocumentInput, sortOrder: number) => ({
  nameAr: input.nameAr,
  nameTr: input.nameTr ?? null,
  nameEn: input.nameEn ?? null,
  descriptionAr: input.descriptionAr ?? null,
  descriptionTr: input.descriptionTr ?? null,
  descriptionEn: input.descriptionEn ?? null,
  isRequired: input.isRequired ?? true,
  acceptedTypes: [...new Set(input.acceptedTypes ?? DOCUMENT_FILE_TYPES)],
  maxFiles: input.maxFiles ?? 1,
  maxAgeDays: input.maxAgeDays ?? null,
  originalByPost: input.originalByPost ?? false,
  onlyForSomeoneElse: input.onlyForSomeoneElse ?? false,
  sortOrder,
});

/**
 * Makes the given list the service's requirements, in its order: entries with an `id` edit that requirement
 * of this service (another service's id is refused), the others are added, and the current ones left out are
 * archived, so orders keep the versions uploaded for them. Runs inside the catalogue's transaction.
 */
export async function replaceRequiredDocuments(
  tx: Prisma.TransactionClient,
  serviceId: number,
  list: RequiredDocumentInput[],
) {
  const current = await tx.serviceRequiredDocument.findMany({ where: { serviceId, archivedAt: null } });
  const known = new Set(current.map((row) => row.id));
  list.forEach((input, index) => {
    if (input.id !== undefined && !known.has(input.id))
      throw AppError.validation([
        {
          field: ['requiredDocuments', index, 'id'],
          msg: 'هذا المستند المطلوب ليس من مستندات هذه الخدمة',
          type: 'unknown_id',
        },
      ]);
  });
  const kept = new Set(list.map((input) => input.id).filter((id) => id !== undefined));
  await tx.serviceRequiredDocument.updateMany({
    where: { serviceId, archivedAt: null, id: { notIn: [...kept] } },
    data: { archivedAt: new Date() },
  });
  for (const [index, input] of list.entries()) {
    const data = fieldsOf(input, index + 1);
    if (input.id === undefined) await tx.serviceRequiredDocument.create({ data: { ...data, serviceId } });
    else await tx.serviceRequiredDocument.update({ where: { id: input.id }, data });
  }
}
