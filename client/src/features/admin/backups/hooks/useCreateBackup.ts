import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const CreateBackupDocument = graphql(`
  mutation CreateBackup {
    createBackup {
      backup {
        id
        ...BackupRow
      }
      prunedIds
    }
  }
`);

/** "Create now": the finished backup goes to the top of the cached list; the ones the server pruned leave it. */
export function useCreateBackup() {
  const [mutate, { loading }] = useMutation(CreateBackupDocument, {
    update(cache, { data }) {
      if (!data) return;
      const { backup, prunedIds } = data.createBackup;
      const created = cache.identify(backup);
      cache.modify({
        fields: {
          backups: (existing: readonly { __ref: string }[] = [], { toReference }) => {
            const ref = toReference(backup);
            return ref ? [ref, ...existing.filter((item) => item.__ref !== created)] : existing;
          },
        },
      });
      for (const id of prunedIds) cache.evict({ id: cache.identify({ __typename: 'Backup', id }) });
      cache.gc();
    },
  });
  return [async () => (await mutate()).data!.createBackup.backup, { loading }] as const;
}
