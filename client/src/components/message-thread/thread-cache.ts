import type { ApolloCache } from '@apollo/client';
import { getFragmentData, type FragmentType } from '../../gql';
import { OrderMessageItemFragment, OrderMessagesDocument, threadVariables } from './documents';

/**
 * Adds a message to the cached thread of its order, once (the sender's answer and the live event bring the same
 * message): the thread on screen grows without being read again.
 */
export function appendToThread(
  cache: ApolloCache,
  orderId: number,
  message: FragmentType<typeof OrderMessageItemFragment>,
) {
  const added = getFragmentData(OrderMessageItemFragment, message);
  cache.updateQuery({ query: OrderMessagesDocument, variables: threadVariables(orderId) }, (thread) => {
    if (
      !thread ||
      thread.orderMessages.items.some((item) => getFragmentData(OrderMessageItemFragment, item).id === added.id)
    )
      return thread;
    return {
      orderMessages: {
        ...thread.orderMessages,
        total: thread.orderMessages.total + 1,
        items: [...thread.orderMessages.items, message],
      },
    };
  });
}
