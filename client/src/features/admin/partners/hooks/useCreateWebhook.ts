import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { placeWebhook } from './partner-cache';

export const CreateWebhookDocument = graphql(`
  mutation CreateWebhook($url: String!, $events: [String!]!, $ownerId: Int) {
    createWebhookEndpoint(url: $url, events: $events, ownerId: $ownerId) {
      secret
      endpoint {
        id
        ...PartnerWebhook
      }
    }
  }
`);

/** Registers an endpoint for a partner: it joins the cached list; the answer holds the signing secret, shown once. */
export function useCreateWebhook() {
  const [mutate, { loading }] = useMutation(CreateWebhookDocument);
  const create = async (ownerId: number, url: string, events: string[]) => {
    const { data } = await mutate({
      variables: { url, events, ownerId },
      update: (cache, { data: answer }) => {
        if (answer) placeWebhook(cache, { id: answer.createWebhookEndpoint.endpoint.id, ownerId });
      },
    });
    return data!.createWebhookEndpoint;
  };
  return [create, { loading }] as const;
}
