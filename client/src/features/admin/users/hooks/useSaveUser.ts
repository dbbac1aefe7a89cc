import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { CreateUserInput, UpdateUserInput } from '../../../../gql/graphql';
import { placeUser, type CachedUser } from './user-cache';

export const CreateUserDocument = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      ...AdminUser
    }
  }
`);

export const UpdateUserDocument = graphql(`
  mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      ...AdminUser
    }
  }
`);

/** Adds a user to the lists they belong in (from the answer), or updates one in place; never refetches. */
export function useSaveUser() {
  const [create, createState] = useMutation(CreateUserDocument);
  const [update, updateState] = useMutation(UpdateUserDocument);
  const save = async (before: CachedUser | null, input: CreateUserInput | UpdateUserInput) => {
    if (!before) {
      const created = input as CreateUserInput;
      await create({
        variables: { input: created },
        update: (cache, { data }) => {
          if (data)
            placeUser(
              cache,
              {
                id: data.createUser.id,
                fullName: created.fullName,
                email: created.email,
                phone: created.phone,
                role: created.role ?? 'client',
              },
              null,
            );
        },
      });
      return;
    }
    await update({
      variables: { id: before.id, input },
      update: (cache, { data }) => {
        if (!data) return;
        const after: CachedUser = {
          id: before.id,
          fullName: input.fullName ?? before.fullName,
          email: input.email ?? before.email,
          phone: input.phone === undefined ? before.phone : input.phone || null,
          role: input.role ?? before.role,
        };
        placeUser(cache, after, before);
      },
    });
  };
  return [save, { loading: createState.loading || updateState.loading }] as const;
}
