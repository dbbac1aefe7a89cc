import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const DeleteBackupDocument = graphql(`
  mutation DeleteBackup($id: Int!) {
    deleteBackup(id: $id)
  }
`);

/** Deletes a backup and drops it from every cached list. */
export function useDeleteBackup() {
  const [mutate, { loading }] = useMutation(DeleteBackupDocument);
  const remove = async (id: number) => {
    await mutate({
      variables: { id },
      update(cache) {
        cache.evict({ id: cache.identify({ __typename: 'Backup', id }) });
        cache.gc();
      },
    });
  };
  return [remove, { loading }] as const;
}
