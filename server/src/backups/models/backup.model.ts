import { Float, Int, ObjectType } from '@nestjs/graphql';
import { OutputField, RestField } from '../../common/output/output-field.js';
import { BackupFailureReason, BackupStatus, BackupTrigger } from '../../generated/prisma/enums.js';

@ObjectType('Backup', { description: 'One archive of every table and every uploaded file.' })
export class BackupModel {
  @OutputField(() => Int)
  id: number;

  @OutputField({
    description: "The archive's file name (`.tar.gz`).",
    openApi: { example: 'backup-2026-11-24T02-00-00Z.tar.gz' },
  })
  fileName: string;

  @OutputField(() => Float, { nullable: true, description: "The archive's size in bytes once completed." })
  sizeBytes: number | null;

  @OutputField(() => BackupStatus)
  status: BackupStatus;

  @OutputField(() => BackupTrigger)
  trigger: BackupTrigger;

  @OutputField(() => String, { nullable: true, description: 'Why a failed backup failed, as the technical message.' })
  error: string | null;

  @OutputField(() => BackupFailureReason, {
    nullable: true,
    description: "Why a failed backup failed, as a code to show in the reader's language.",
  })
  failureReason: BackupFailureReason | null;

  @OutputField()
  createdAt: Date;

  @OutputField(() => Date, { nullable: true })
  completedAt: Date | null;
}

@ObjectType('BackupRestoreResult', { description: 'What a restore brought back.' })
export class BackupRestoreResultModel {
  @OutputField()
  restoredAt: Date;

  @OutputField(() => Int)
  tables: number;

  @OutputField(() => Int)
  rows: number;

  @OutputField(() => Int)
  files: number;
}

@ObjectType('CreateBackupPayload', {
  description: 'The new backup, and the older ones deleted to keep `keep_backups`.',
})
export class CreateBackupPayloadModel {
  @OutputField(() => BackupModel)
  backup: BackupModel;

  @OutputField(() => [Int], { description: 'Ids of the backups pruned after this one was made.' })
  prunedIds: number[];
}

/** What REST answers beside a new backup (GraphQL: `CreateBackupPayload.prunedIds`). */
export class BackupCreatedMetaModel {
  @RestField(() => [Int], { description: 'Older backups removed to keep backup.keep_backups.' }) prunedIds: number[];
}

/** REST's answer of deleting a backup. */
export class DeletedBackupModel {
  @RestField(() => Int) id: number;
}
