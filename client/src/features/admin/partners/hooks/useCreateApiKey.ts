import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { CreateApiKeyInput } from '../../../../gql/graphql';
import { placeApiKey } from './partner-cache';

export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        id
        ...PartnerApiKey
      }
    }
  }
`);

/** Makes a key: it goes first in the partner's cached list; the answer holds the secret, shown once. */
export function useCreateApiKey() {
  const [mutate, { loading }] = useMutation(CreateApiKeyDocument);
  const create = async (input: CreateApiKeyInput) => {
    const { data } = await mutate({
      variables: { input },
      update: (cache, { data: answer }) => {
        if (answer) placeApiKey(cache, { id: answer.createApiKey.apiKey.id, partnerId: input.partnerId });
      },
    });
    return data!.createApiKey;
  };
  return [create, { loading }] as const;
}
