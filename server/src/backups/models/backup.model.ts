import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { BackupFailureReason, BackupStatus, BackupTrigger } from '../../generated/prisma/enums.js';


@ObjectType('Backup', { description: 'One archive of every table and every uploaded file.' })
export class BackupModel {
  @Field(() => Int)
  id: number;

  @Field({ description: 'The archive\'s file name (`.tar.gz`).' })
  fileName: string;

  @Field(() => Float, { nullable: true, description: 'The archive\'s size in bytes once completed.' })
  sizeBytes: number | null;

  @Field(() => BackupStatus)
  status: BackupStatus;

  @Field(() => BackupTrigger)
  trigger: BackupTrigger;

  @Field(() => String, { nullable: true, description: 'Why a failed backup failed, as the technical message.' })
  error: string | null;

  @Field(() => BackupFailureReason, { nullable: true, description: 'Why a failed backup failed, as a code to show in the reader\'s language.' })
  failureReason: BackupFailureReason | null;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  completedAt: Date | null;
}

@ObjectType('BackupRestoreResult', { description: 'What a restore brought back.' })
export class BackupRestoreResultModel {
  @Field()
  restoredAt: Date;

  @Field(() => Int)
  tables: number;

  @Field(() => Int)
  rows: number;

  @Field(() => Int)
  files: number;
}

@ObjectType('CreateBackupPayload', { description: 'The new backup, and the older ones deleted to keep `keep_backups`.' })
export class CreateBackupPayloadModel {
  @Field(() => BackupModel)
  backup: BackupModel;

  @Field(() => [Int], { description: 'Ids of the backups pruned after this one was made.' })
  prunedIds: number[];
}
