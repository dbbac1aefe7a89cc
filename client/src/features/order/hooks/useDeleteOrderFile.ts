import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const DeleteOrderFileDocument = graphql(`
  mutation DeleteOrderFile($orderId: Int!, $fileId: Int!) {
    deleteOrderFile(orderId: $orderId, fileId: $fileId) {
      id
      updatedAt
      files {
        id
        ...OrderFileRow
      }
      receipt {
        id
        ...OrderFileRow
      }
    }
  }
`);

/** Removes a file: the answer is the order with its remaining files; the removed file is evicted from the cache. */
export function useDeleteOrderFile() {
  const [mutate, { loading }] = useMutation(DeleteOrderFileDocument);
  const remove = (orderId: number, fileId: number) =>
    mutate({
      variables: { orderId, fileId },
      update(cache) {
        cache.evict({ id: cache.identify({ __typename: 'OrderFile', id: fileId }) });
        cache.gc();
      },
    });
  return [remove, { loading }] as const;
}
