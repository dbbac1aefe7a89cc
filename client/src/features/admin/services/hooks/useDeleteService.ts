import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { evictEntity } from '../../../../lib/list-cache';

export const DeleteServiceDocument = graphql(`
  mutation DeleteService($id: Int!) {
    deleteService(id: $id)
  }
`);

/** Deletes a service and evicts it (every list drops it, totals follow); nothing is refetched. */
export function useDeleteService() {
  const [mutate, { loading }] = useMutation(DeleteServiceDocument);
  const remove = (id: number) =>
    mutate({
      variables: { id },
      update: (cache, { data }) => {
        if (data?.deleteService)
          evictEntity(cache, cache.identify({ __typename: 'Service', id }), ['adminServices', 'services']);
      },
    });
  return [remove, { loading }] as const;
}
