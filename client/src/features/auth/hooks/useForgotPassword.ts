import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const ForgotPasswordDocument = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

/** Asks for a reset link; the server answers the same whether or not the account exists. */
export function useForgotPassword() {
  const [mutate, { loading }] = useMutation(ForgotPasswordDocument);
  const forgotPassword = async (email: string) => {
    await mutate({ variables: { email } });
  };
  return [forgotPassword, { loading }] as const;
}
