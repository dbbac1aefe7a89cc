import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { uploadFile } from '../../../lib/transfer';
import { addAttachmentsToCache, type RestOrderFile } from '../../../lib/order-file-cache';

export type AttachmentProgress = { name: string; index: number; count: number; fraction: number };

/**
 * Sends attachments one after the other, each with its progress; each stored file joins the order in the cache
 * as soon as the server answers, so a failure part-way keeps the files already sent.
 */
export function useUploadAttachments(orderId: number) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<AttachmentProgress | null>(null);

  const upload = useCallback(
    async (files: File[]) => {
      try {
        for (const [index, file] of files.entries()) {
          setProgress({ name: file.name, index, count: files.length, fraction: 0 });
          const stored = await uploadFile<RestOrderFile[]>(`/api/v1/orders/${orderId}/files`, file, {
            field: 'files',
            onProgress: ({ loaded, total }) =>
              setProgress({ name: file.name, index, count: files.length, fraction: total > 0 ? loaded / total : 0 }),
          });
          addAttachmentsToCache(client.cache, orderId, stored);
        }
      } finally {
        setProgress(null);
      }
    },
    [client, orderId],
  );

  return { upload, progress, uploading: progress !== null };
}
