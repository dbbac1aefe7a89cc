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

/**
 * Saves name, phone and language: the cached account updates from the answer, the header's name and the
 * interface's language from the session.
 */
export function useUpdateProfile() {
  const [mutate, { loading }] = useMutation(UpdateProfileDocument);
  const update = async (input: ProfileInput) => {
    const { data } = await mutate({ variables: { input } });
    const session = getSession();
    if (data && session) {
      const { fullName, language } = data.updateProfile;
      updateSessionUser({ ...session.user, fullName, language });
    }
    return data?.updateProfile;
  };
  return [update, { loading }] as const;
}
