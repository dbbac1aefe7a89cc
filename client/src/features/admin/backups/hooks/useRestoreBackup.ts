import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../../gql';
import { uploadFile } from '../../../../lib/transfer';
import { forgetRestoredData } from './forget-restored-data';

export const RestoreBackupDocument = graphql(`
  mutation RestoreBackup($id: Int!) {
    restoreBackup(id: $id) {
      restoredAt
      tables
      rows
      files
    }
  }
`);

export const RESTORE_UPLOAD_URL = '/api/v1/admin/backups/restore';

/** Restore from the list (GraphQL) or from an uploaded archive (REST multipart, with the share sent so far). */
export function useRestoreBackup() {
  const client = useApolloClient();
  const [mutate] = useMutation(RestoreBackupDocument);
  /** null while the server works, a share from 0 to 1 while the file is sent; undefined when idle. */
  const [progress, setProgress] = useState<number | null | undefined>(undefined);

  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      forgetRestoredData(client.cache);
    } finally {
      setProgress(undefined);
    }
  };

  const restoreFromList = (id: number) =>
    run(async () => {
      setProgress(null);
      await mutate({ variables: { id } });
    });

  const restoreFromFile = (file: File) =>
    run(async () => {
      setProgress(0);
      await uploadFile(RESTORE_UPLOAD_URL, file, {
        field: 'file',
        onProgress: ({ loaded, total }) => setProgress(total > 0 && loaded < total ? loaded / total : null),
      });
    });

  return { restoreFromList, restoreFromFile, progress, restoring: progress !== undefined };
}
