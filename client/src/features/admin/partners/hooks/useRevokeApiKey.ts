import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: Int!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

/** Revokes a key; the answer's revokedAt updates the cached key (it stays in the list, marked revoked). */
export function useRevokeApiKey() {
  const [mutate, { loading }] = useMutation(RevokeApiKeyDocument);
  return [(id: number) => mutate({ variables: { id } }), { loading }] as const;
}
