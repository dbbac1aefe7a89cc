import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

/** Sets a new password with the one-time token from the e-mailed link. */
export function useResetPassword() {
  const [mutate, { loading }] = useMutation(ResetPasswordDocument);
  const resetPassword = async (token: string, newPassword: string) => {
    await mutate({ variables: { token, newPassword } });
  };
  return [resetPassword, { loading }] as const;
}
