import { useMutation } from '@apollo/client/react';
import { fileToBase64 } from '../../lib/transfer';
import { SendOrderMessageDocument } from './documents';
import { appendToThread } from './thread-cache';

/**
 * Sends a message with its files (base64, as GraphQL takes them). The answer joins the thread in the cache and
 * the sender's side has read the order's thread (the server moved its read mark): nothing is refetched.
 */
export function useSendOrderMessage(orderId: number) {
  const [mutate, { loading }] = useMutation(SendOrderMessageDocument, {
    update(cache, { data }) {
      if (!data) return;
      appendToThread(cache, orderId, data.sendOrderMessage);
      cache.modify({ id: cache.identify({ __typename: 'Order', id: orderId }), fields: { unreadMessages: () => 0 } });
    },
  });
  const send = async (body: string, files: File[]) => {
    const uploads = await Promise.all(
      files.map(async (file) => ({ fileName: file.name, contentBase64: await fileToBase64(file) })),
    );
    return mutate({ variables: { orderId, body: body.trim(), files: uploads.length > 0 ? uploads : undefined } });
  };
  return { send, sending: loading };
}
