import type { ApolloCache, Reference } from '@apollo/client';
import { graphql } from '../gql';
import { OrderFileRowFragment } from './order-file-row';
import type {
  OrderFileKind,
  OrderFileReceiptStateFragment as OrderFileReceiptState,
  OrderFileRowFragment as OrderFileRow,
  ReceiptStatus,
} from '../gql/graphql';

/** A receipt's review as the order page shows it (written beside the row from the upload's answer). */
const OrderFileReceiptStateFragment = graphql(`
  fragment OrderFileReceiptState on OrderFile {
    id
    receiptStatus
    receiptReason
    receiptReviewedAt
  }
`);

/** A file as the REST upload routes answer it (`{ data: file }` or `{ data: [file] }`). */
export type RestOrderFile = {
  id: number;
  kind: OrderFileKind;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  download_url: string;
  receipt_status?: ReceiptStatus | null;
  receipt_reason?: string | null;
  receipt_reviewed_at?: string | null;
};

const orderId = (cache: ApolloCache, id: number) => cache.identify({ __typename: 'Order', id });

/** Writes an uploaded file into the normalized cache as the GraphQL `OrderFile` it is, and answers its reference. */
function writeFile(cache: ApolloCache, file: RestOrderFile): Reference | undefined {
  cache.writeFragment({
    fragment: OrderFileReceiptStateFragment,
    id: cache.identify({ __typename: 'OrderFile', id: file.id }),
    data: {
      __typename: 'OrderFile',
      id: file.id,
      receiptStatus: file.receipt_status ?? null,
      receiptReason: file.receipt_reason ?? null,
      receiptReviewedAt: file.receipt_reviewed_at ?? null,
    } as OrderFileReceiptState,
  });
  return cache.writeFragment({
    fragment: OrderFileRowFragment,
    id: cache.identify({ __typename: 'OrderFile', id: file.id }),
    // The same object a GraphQL answer would have written, typename included.
    data: {
      __typename: 'OrderFile',
      id: file.id,
      kind: file.kind,
      originalName: file.original_name,
      mimeType: file.mime_type,
      sizeBytes: file.size_bytes,
      createdAt: file.created_at,
      downloadUrl: file.download_url,
    } as OrderFileRow,
  });
}

/** New attachments join their order's file list, from the upload's answer (no refetch). */
export function addAttachmentsToCache(cache: ApolloCache, order: number, files: RestOrderFile[]) {
  const refs = files.map((file) => writeFile(cache, file)).filter((ref): ref is Reference => Boolean(ref));
  cache.modify<{ files: Reference[] }>({
    id: orderId(cache, order),
    fields: {
      files: (existing = [], { readField }) => [
        ...existing.filter((ref) => !refs.some((added) => readField('id', added) === readField('id', ref))),
        ...refs,
      ],
    },
  });
}

/**
 * A new receipt replaces the one still waiting for review on its order (its `receipt` and in `files`; reviewed
 * receipts stay listed with their state); the replaced one leaves the cache.
 */
export function setReceiptInCache(cache: ApolloCache, order: number, file: RestOrderFile) {
  const ref = writeFile(cache, file);
  if (!ref) return;
  const replaced = new Map<string, Reference>();
  cache.modify<{ files: Reference[]; receipt: Reference | null }>({
    id: orderId(cache, order),
    fields: {
      receipt: (existing, { readField }) => {
        const old = existing as Reference | null;
        if (old && readField('id', old) !== file.id && (readField('receiptStatus', old) ?? 'submitted') === 'submitted')
          replaced.set(old.__ref, old);
        return ref;
      },
      files: (existing = [], { readField }) => {
        const waiting = (item: Reference) =>
          readField('kind', item) === 'receipt' &&
          readField('id', item) !== file.id &&
          (readField('receiptStatus', item) ?? 'submitted') === 'submitted';
        for (const item of existing) if (waiting(item)) replaced.set(item.__ref, item);
        return [...existing.filter((item) => !waiting(item) && readField('id', item) !== file.id), ref];
      },
    },
  });
  for (const old of replaced.values()) cache.evict({ id: cache.identify(old) });
  if (replaced.size > 0) cache.gc();
}
