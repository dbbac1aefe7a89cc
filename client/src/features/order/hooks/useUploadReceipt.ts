import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { uploadFile } from '../../../lib/transfer';
import { type RestOrderFile, setReceiptInCache } from '../../../lib/order-file-cache';

/** Sends the payment receipt with its progress (0 to 1, null when idle); the order's receipt is updated from the answer. */
export function useUploadReceipt(orderId: number) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File) => {
      setProgress(0);
      try {
        const stored = await uploadFile<RestOrderFile>(`/api/v1/orders/${orderId}/receipt`, file, {
          field: 'file',
          onProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
        });
        setReceiptInCache(client.cache, orderId, stored);
        return stored;
      } finally {
        setProgress(null);
      }
    },
    [client, orderId],
  );

  return { upload, progress, uploading: progress !== null };
}
