import { useCallback } from 'react';
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { MarkOrderMessagesReadDocument } from './documents';

/**
 * The viewer's side has read the thread: the order's unread count drops to 0 and the viewer's total
 * (the header's or the sidebar's badge) by as many, in the cache.
 */
export function useMarkOrderMessagesRead(orderId: number) {
  const [mutate] = useMutation(MarkOrderMessagesReadDocument);
  return useCallback(
    (unread: number) =>
      mutate({
        variables: { orderId },
        update(cache) {
          cache.modify({
            id: cache.identify({ __typename: 'Order', id: orderId }),
            fields: { unreadMessages: () => 0 },
          });
          if (unread <= 0) return;
          const less = (count: number) => Math.max(0, count - unread);
          let account: string | undefined;
          cache.modify({
            fields: {
              me(reference: Reference | null) {
                account = reference?.__ref;
                return reference;
              },
              // The sidebar's counters are not normalized (no id): an object in the root query.
              backOfficeCounters(counters) {
                const figures = counters as { unreadMessages?: number } | null;
                return figures && typeof figures.unreadMessages === 'number'
                  ? ({ ...figures, unreadMessages: less(figures.unreadMessages) } as typeof counters)
                  : counters;
              },
            },
          });
          if (account) cache.modify({ id: account, fields: { unreadMessages: less } });
        },
      }),
    [mutate, orderId],
  );
}
