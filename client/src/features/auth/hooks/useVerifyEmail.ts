import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { getSession, updateSessionUser } from '../../../lib/session';

export const VerifyEmailDocument = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      id
      emailVerified
    }
  }
`);

/**
 * Confirms the address with the one-time token of the e-mailed link. The answer updates the cached
 * account; when the link's account is the one signed in here, the session learns it too (no reload).
 */
export function useVerifyEmail() {
  const [mutate, { loading }] = useMutation(VerifyEmailDocument);
  const verifyEmail = async (token: string) => {
    const { data } = await mutate({ variables: { token } });
    const session = getSession();
    if (data && session?.user.id === data.verifyEmail.id) updateSessionUser({ ...session.user, emailVerified: true });
  };
  return [verifyEmail, { loading }] as const;
}
