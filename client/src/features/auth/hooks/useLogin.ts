import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { getFragmentData, graphql } from '../../../gql';
import { AuthSessionFragmentDoc, signIn, toSessionUser, type SessionUser } from '../../../lib/session';

export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!, $remember: Boolean) {
    login(email: $email, password: $password, remember: $remember) {
      ...AuthSession
    }
  }
`);

export const LoginTwoFactorDocument = graphql(`
  mutation LoginTwoFactor($challengeToken: String!, $code: String!) {
    loginTwoFactor(challengeToken: $challengeToken, code: $code) {
      ...AuthSession
    }
  }
`);

/** Signed in, or the password was right and the account asks for its second factor. */
export type LoginOutcome = { user: SessionUser } | { challengeToken: string };

/** The challenge of a TWO_FACTOR_REQUIRED answer, if that is what the error is. */
function challengeIn(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const extensions = error.errors[0]?.extensions;
  return extensions?.code === 'TWO_FACTOR_REQUIRED' && typeof extensions.challengeToken === 'string'
    ? extensions.challengeToken
    : undefined;
}

/** Signs in with e-mail and password; "remember me" keeps the session beyond the tab. */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginDocument);
  const login = async (variables: { email: string; password: string; remember: boolean }): Promise<LoginOutcome> => {
    try {
      const { data } = await mutate({ variables });
      const session = getFragmentData(AuthSessionFragmentDoc, data!.login);
      signIn(session, { remember: variables.remember });
      return { user: toSessionUser(session.user) };
    } catch (error) {
      const challengeToken = challengeIn(error);
      if (challengeToken) return { challengeToken };
      throw error;
    }
  };
  return [login, { loading }] as const;
}

/** The second step: a code from the authenticator app or a recovery code, for the challenge of the first. */
export function useLoginTwoFactor() {
  const [mutate, { loading }] = useMutation(LoginTwoFactorDocument);
  const complete = async (challengeToken: string, code: string, remember: boolean) => {
    const { data } = await mutate({ variables: { challengeToken, code } });
    const session = getFragmentData(AuthSessionFragmentDoc, data!.loginTwoFactor);
    signIn(session, { remember });
    return toSessionUser(session.user);
  };
  return [complete, { loading }] as const;
}
