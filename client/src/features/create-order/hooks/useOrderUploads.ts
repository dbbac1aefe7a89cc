import { useCallback, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { uploadFile } from '../../../lib/transfer';
import { addAttachmentsToCache, type RestOrderFile } from '../../../lib/order-file-cache';

export type UploadStatus = 'waiting' | 'sending' | 'done' | 'failed';
export type UploadItem = { key: string; file: File; loaded: number; status: UploadStatus; error: string | null };

const sizeOf = (item: UploadItem) => Math.max(item.file.size, 1);

/** Bytes sent of bytes to send, over every file (a finished file counts whole). */
export function overallFraction(items: UploadItem[]) {
  const total = items.reduce((sum, item) => sum + sizeOf(item), 0);
  const sent = items.reduce(
    (sum, item) => sum + (item.status === 'done' ? sizeOf(item) : Math.min(item.loaded, sizeOf(item))),
    0,
  );
  return total > 0 ? sent / total : 0;
}

export const fileFraction = (item: UploadItem) =>
  item.status === 'done' ? 1 : Math.min(item.loaded / sizeOf(item), 1);

/**
 * Sends a placed order's attachments one request per file, with the bytes sent as they go. A failed file keeps
 * its place and can be sent again; each stored file joins its order's `files` in the cache.
 */
export function useOrderUploads() {
  const client = useApolloClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef<UploadItem[]>([]);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    itemsRef.current = itemsRef.current.map((item) => (item.key === key ? { ...item, ...change } : item));
    setItems(itemsRef.current);
  }, []);

  const sendOne = useCallback(
    async (orderId: number, item: UploadItem) => {
      patch(item.key, { status: 'sending', loaded: 0, error: null });
      try {
        const stored = await uploadFile<RestOrderFile[] | RestOrderFile>(`/api/v1/orders/${orderId}/files`, item.file, {
          field: 'files',
          onProgress: ({ loaded }) => patch(item.key, { loaded }),
        });
        addAttachmentsToCache(client.cache, orderId, Array.isArray(stored) ? stored : [stored]);
        patch(item.key, { status: 'done', loaded: item.file.size });
        return true;
      } catch (error) {
        patch(item.key, { status: 'failed', error: (error as { detail?: string | null }).detail ?? null });
        return false;
      }
    },
    [client, patch],
  );

  /** Sends every file in turn; answers whether all of them arrived. */
  const start = useCallback(
    async (orderId: number, files: { key: string; file: File }[]) => {
      itemsRef.current = files.map(({ key, file }) => ({ key, file, loaded: 0, status: 'waiting', error: null }));
      setItems(itemsRef.current);
      let allSent = true;
      for (const item of itemsRef.current.slice()) allSent = (await sendOne(orderId, item)) && allSent;
      return allSent;
    },
    [sendOne],
  );

  /** Sends one failed file again; answers whether every file has now arrived. */
  const retry = useCallback(
    async (orderId: number, key: string) => {
      const item = itemsRef.current.find((entry) => entry.key === key);
      if (!item) return false;
      await sendOne(orderId, item);
      return itemsRef.current.every((entry) => entry.status === 'done');
    },
    [sendOne],
  );

  return { items, start, retry };
}
