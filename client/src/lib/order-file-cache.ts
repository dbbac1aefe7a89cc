import type { ApolloCache, Reference } from '@apollo/client';
import { OrderFileRowFragment } from './order-file-row';
import type { OrderFileKind, OrderFileRowFragment as OrderFileRow } from '../gql/graphql';

/** A file as the REST upload routes answer it (`{ data: file }` or `{ data: [file] }`). */
export type RestOrderFile = {
  id: number;
  kind: OrderFileKind;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  download_url: string;
};

const orderId = (cache: ApolloCache, id: number) => cache.identify({ __typename: 'Order', id });

/** Writes an uploaded file into the normalized cache as the GraphQL `OrderFile` it is, and answers its reference. */
function writeFile(cache: ApolloCache, file: RestOrderFile): Reference | undefined {
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

/** A new receipt replaces the previous one on its order (its `receipt` and in `files`); the old one leaves the cache. */
export function setReceiptInCache(cache: ApolloCache, order: number, file: RestOrderFile) {
  const ref = writeFile(cache, file);
  if (!ref) return;
  const replaced: Reference[] = [];
  cache.modify<{ files: Reference[]; receipt: Reference | null }>({
    id: orderId(cache, order),
    fields: {
      receipt: (existing, { readField }) => {
        if (existing && readField('id', existing as Reference) !== file.id) replaced.push(existing as Reference);
        return ref;
      },
      files: (existing = [], { readField }) => [
        ...existing.filter((item) => readField('kind', item) !== 'receipt'),
        ref,
      ],
    },
  });
  for (const old of replaced) cache.evict({ id: cache.identify(old) });
  if (replaced.length > 0) cache.gc();
}
