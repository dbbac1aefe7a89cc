import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { dropUser, type CachedUser } from './user-cache';

export const DeleteUserDocument = graphql(`
  mutation DeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);

/** Deletes a user: evicted from the cache, dropped from the lists and the role counts; nothing is refetched. */
export function useDeleteUser() {
  const [mutate, { loading }] = useMutation(DeleteUserDocument);
  const remove = (user: CachedUser) =>
    mutate({
      variables: { id: user.id },
      update: (cache, { data }) => {
        if (data?.deleteUser) dropUser(cache, user);
      },
    });
  return [remove, { loading }] as const;
}
