import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';

export const CreateBackupDocument = graphql(`
  mutation CreateBackup {
    createBackup {
      id
      ...BackupRow
    }
  }
`);

/** "Create now": the finished backup goes to the top of the cached list. */
export function useCreateBackup() {
  const [mutate, { loading }] = useMutation(CreateBackupDocument, {
    update(cache, { data }) {
      if (!data) return;
      const created = cache.identify(data.createBackup);
      cache.modify({
        fields: {
          backups: (existing: readonly { __ref: string }[] = [], { toReference }) => {
            const ref = toReference(data.createBackup);
            return ref ? [ref, ...existing.filter((item) => item.__ref !== created)] : existing;
          },
        },
      });
    },
  });
  return [async () => (await mutate()).data!.createBackup, { loading }] as const;
}
