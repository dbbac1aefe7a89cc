import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { getFragmentData, graphql } from '../gql';
import type { DocumentSlotFieldsFragment as SlotFields } from '../gql/graphql';

type RejectionReason = { ar: string; tr: string; en: string };
import { type Language, localized } from './i18n';
import { fileToBase64 } from './transfer';

/** A slot of an order's required documents as the order page and the back office show it. */
export const DocumentSlotFieldsFragment = graphql(`
  fragment DocumentSlotFields on DocumentSlot {
    requirementId
    state
    rejectionReason
    requirement {
      id
      nameAr
      nameTr
      nameEn
      descriptionAr
      descriptionTr
      descriptionEn
      isRequired
      acceptedTypes
      maxFiles
      maxAgeDays
      originalByPost
    }
    versions {
      id
      status
      issuedOn
      reviewReason
      reviewedByName
      reviewedAt
      uploadedByName
      createdAt
      file {
        ...OrderFileRow
      }
    }
  }
`);

export const OrderDocumentSlotsDocument = graphql(`
  query OrderDocumentSlots($orderId: Int!) {
    orderDocuments(orderId: $orderId) {
      ...DocumentSlotFields
    }
    documentRejectionReasons {
      ar
      tr
      en
    }
  }
`);

export const UploadOrderDocumentDocument = graphql(`
  mutation UploadOrderDocument($orderId: Int!, $requirementId: Int!, $file: FileUpload!, $issuedOn: String) {
    uploadOrderDocument(orderId: $orderId, requirementId: $requirementId, file: $file, issuedOn: $issuedOn) {
      ...DocumentSlotFields
    }
  }
`);

/** The MIME types a requirement's type names stand for, for the file picker and the check before sending. */
const MIME_TYPES: Record<string, string[]> = {
  pdf: ['application/pdf'],
  jpg: ['image/jpeg'],
  png: ['image/png'],
};
const EXTENSIONS: Record<string, string[]> = { pdf: ['.pdf'], jpg: ['.jpg', '.jpeg'], png: ['.png'] };

export const acceptAttribute = (types: readonly string[]) =>
  types.flatMap((type) => [...(EXTENSIONS[type] ?? []), ...(MIME_TYPES[type] ?? [])]).join(',');

/** Whether a chosen file is of a type the requirement takes (by its declared type, else its name). */
export function fileFitsTypes(file: File, types: readonly string[]) {
  if (file.type) return types.some((type) => MIME_TYPES[type]?.includes(file.type));
  const name = file.name.toLowerCase();
  return types.some((type) => EXTENSIONS[type]?.some((extension) => name.endsWith(extension)));
}

/** The requirement's name and description in the interface language (Arabic when not translated). */
export const requirementName = (requirement: SlotFields['requirement'], language: Language) =>
  localized(language, { ar: requirement.nameAr, tr: requirement.nameTr, en: requirement.nameEn });
export const requirementDescription = (requirement: SlotFields['requirement'], language: Language) =>
  localized(language, { ar: requirement.descriptionAr, tr: requirement.descriptionTr, en: requirement.descriptionEn });

/** A rejection reason in the interface language when it is one of the office's reasons, else as written. */
export function reasonText(reason: string, reasons: readonly RejectionReason[] | undefined, language: Language) {
  const known = reasons?.find((entry) => entry.ar === reason.trim());
  return known ? localized(language, known) : reason;
}

/** The slots still keeping the order from processing: required and not accepted. */
export const outstandingSlots = (slots: readonly Pick<SlotFields, 'state' | 'requirement'>[]) =>
  slots.filter((slot) => slot.requirement.isRequired && slot.state !== 'accepted');

/** Sends one file into a slot of an order and puts the answered slot in the cached list of its slots. */
export async function sendToSlot(
  client: ReturnType<typeof useApolloClient>,
  orderId: number,
  requirementId: number,
  file: File,
  issuedOn?: string,
) {
  const { data } = await client.mutate({
    mutation: UploadOrderDocumentDocument,
    variables: {
      orderId,
      requirementId,
      file: { fileName: file.name, contentBase64: await fileToBase64(file) },
      issuedOn: issuedOn || null,
    },
  });
  const slot = data?.uploadOrderDocument;
  if (slot) replaceSlotInCache(client.cache, orderId, requirementId, slot);
  return slot;
}

/** sendToSlot for one order. */
export function useUploadOrderDocument(orderId: number) {
  const client = useApolloClient();
  return useCallback(
    (requirementId: number, file: File, issuedOn?: string) =>
      sendToSlot(client, orderId, requirementId, file, issuedOn),
    [client, orderId],
  );
}

/** The order's cached slot list with one slot replaced by its new answer (no refetch). */
export function replaceSlotInCache<Slot>(
  cache: ReturnType<typeof useApolloClient>['cache'],
  orderId: number,
  requirementId: number,
  slot: Slot,
) {
  cache.updateQuery({ query: OrderDocumentSlotsDocument, variables: { orderId } }, (current) =>
    current
      ? {
          ...current,
          orderDocuments: current.orderDocuments.map((one) =>
            getFragmentData(DocumentSlotFieldsFragment, one).requirementId === requirementId
              ? (slot as unknown as typeof one)
              : one,
          ),
        }
      : current,
  );
}
