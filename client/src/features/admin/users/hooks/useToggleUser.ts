import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const ToggleUserDocument = graphql(`
  mutation ToggleUser($id: Int!, $isActive: Boolean!) {
    updateUser(id: $id, input: { isActive: $isActive }) {
      id
      isActive
    }
  }
`);

/** Flips a user's active flag (id and the flipped is_active); the card follows the answer. */
export function useToggleUser() {
  const [mutate] = useMutation(ToggleUserDocument);
  return (user: { id: number; isActive: boolean }) => mutate({ variables: { id: user.id, isActive: !user.isActive } });
}
