import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../gql';
import { AuthSessionFragmentDoc, REFRESH_KEY, signIn } from '../../../lib/session';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      ...AuthSession
    }
  }
`);

/**
 * Changes the password. The server ends every session and answers a fresh one, which replaces this tab's
 * (kept in the same storage, so a remembered sign-in stays remembered).
 */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordDocument);
  const change = async (currentPassword: string, newPassword: string) => {
    const remembered = Boolean(localStorage.getItem(REFRESH_KEY));
    const { data } = await mutate({ variables: { currentPassword, newPassword } });
    if (data) signIn(getFragmentData(AuthSessionFragmentDoc, data.changePassword), { remember: remembered });
  };
  return [change, { loading }] as const;
}
