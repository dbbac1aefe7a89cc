import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../gql';
import type { RegisterInput } from '../../../gql/graphql';
import { AuthSessionFragmentDoc, signIn } from '../../../lib/session';

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...AuthSession
    }
  }
`);

/** Creates a client account and signs it in for this tab (registration has no "remember me": a new account stays signed in until the tab closes). */
export function useRegister() {
  const [mutate, { loading }] = useMutation(RegisterDocument);
  const register = async (input: RegisterInput) => {
    const { data } = await mutate({ variables: { input } });
    signIn(getFragmentData(AuthSessionFragmentDoc, data!.register), { remember: false });
  };
  return [register, { loading }] as const;
}
