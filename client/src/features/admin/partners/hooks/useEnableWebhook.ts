import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const EnableWebhookDocument = graphql(`
  mutation EnableWebhook($id: Int!) {
    enableWebhookEndpoint(id: $id) {
      id
      ...PartnerWebhook
    }
  }
`);

/** Enables a disabled endpoint again; the cached endpoint follows the answer. */
export function useEnableWebhook() {
  const [mutate, { loading }] = useMutation(EnableWebhookDocument);
  return [(id: number) => mutate({ variables: { id } }), { loading }] as const;
}
