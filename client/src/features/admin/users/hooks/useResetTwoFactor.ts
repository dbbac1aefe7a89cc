import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const ResetTwoFactorDocument = graphql(`
  mutation ResetUserTwoFactor($id: Int!) {
    resetUserTwoFactor(id: $id) {
      id
      twoFactorEnabled
    }
  }
`);

/** Turns a user's second factor off (a lost phone); the card follows the answer. */
export function useResetTwoFactor() {
  const [mutate, { loading }] = useMutation(ResetTwoFactorDocument);
  const reset = async (user: { id: number }) => {
    await mutate({ variables: { id: user.id } });
  };
  return [reset, { loading }] as const;
}
