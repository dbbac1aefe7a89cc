import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const ResendVerificationDocument = graphql(`
  mutation ResendVerification {
    resendVerificationEmail
  }
`);

/** Mails the signed-in account a new verification link; the earlier ones stop working. */
export function useResendVerification() {
  const [mutate, { loading }] = useMutation(ResendVerificationDocument);
  const resend = async () => {
    await mutate();
  };
  return [resend, { loading }] as const;
}
