import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../gql';
import { AuthSessionFragmentDoc, signIn, toSessionUser } from '../../../lib/session';

export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!, $remember: Boolean) {
    login(email: $email, password: $password, remember: $remember) {
      ...AuthSession
    }
  }
`);

/** Signs in with e-mail and password; "remember me" keeps the session beyond the tab. Answers the signed-in user. */
export function useLogin() {
  const [mutate, { loading }] = useMutation(LoginDocument);
  const login = async (variables: { email: string; password: string; remember: boolean }) => {
    const { data } = await mutate({ variables });
    const session = getFragmentData(AuthSessionFragmentDoc, data!.login);
    signIn(session, { remember: variables.remember });
    return toSessionUser(session.user);
  };
  return [login, { loading }] as const;
}
