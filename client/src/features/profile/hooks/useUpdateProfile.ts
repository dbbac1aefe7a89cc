import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ProfileInput } from '../../../gql/graphql';
import { getSession, updateSessionUser } from '../../../lib/session';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      fullName
      phone
      language
    }
  }
`);

/** Saves name, phone and language: the cached account updates from the answer, and the header's name from the session. */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileDocument);
  const update = async (input: ProfileInput) => {
    const { data } = await mutate({ variables: { input } });
    const session = getSession();
    if (data && session) updateSessionUser({ ...session.user, fullName: data.updateProfile.fullName });
    return data?.updateProfile;
  };
  return [update, { loading }] as const;
}
