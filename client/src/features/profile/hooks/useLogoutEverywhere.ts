import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { signOut } from '../../../lib/session';

export const LogoutEverywhereDocument = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere
  }
`);

/** Ends every session of the account on the server, then this one here (its tokens no longer work). */
export function useLogoutEverywhere() {
  const [mutate, { loading }] = useMutation(LogoutEverywhereDocument);
  const logoutEverywhere = async () => {
    await mutate();
    signOut();
  };
  return [logoutEverywhere, { loading }] as const;
}
