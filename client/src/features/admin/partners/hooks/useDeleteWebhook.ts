import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { dropWebhook } from './partner-cache';

export const DeleteWebhookDocument = graphql(`
  mutation DeleteWebhook($id: Int!) {
    deleteWebhookEndpoint(id: $id) {
      id
    }
  }
`);

/** Deletes an endpoint: out of the cached lists and the cache with its log; nothing is refetched. */
export function useDeleteWebhook() {
  const [mutate, { loading }] = useMutation(DeleteWebhookDocument);
  const remove = (id: number) =>
    mutate({
      variables: { id },
      update: (cache, { data }) => {
        if (data) dropWebhook(cache, { id });
      },
    });
  return [remove, { loading }] as const;
}
