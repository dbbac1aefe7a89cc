import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { BackupsService } from './backups.service.js';
import { BackupModel, BackupRestoreResultModel, CreateBackupPayloadModel } from './models/backup.model.js';
import { toBackupModel, toRestoreModel } from './backup.mapper.js';
import { BackupIdPipe } from './dto/backup-upload.js';

@Resolver(() => BackupModel)
export class BackupsResolver {
  constructor(private readonly service: BackupsService) {}

  @Query(() => [BackupModel], { description: 'Every backup, newest first (admin only).' })
  @Auth('admin')
  async backups() {
    return (await this.service.list()).map(toBackupModel);
  }

  @Mutation(() => CreateBackupPayloadModel, {
    description:
      '"Create now": archives every table and uploaded file; answers the finished backup and the pruned ones (admin only).',
  })
  @Auth('admin')
  async createBackup(@CurrentUser() caller: AuthUser): Promise<CreateBackupPayloadModel> {
    const { backup, prunedIds } = await this.service.createNow(caller);
    return { backup: toBackupModel(backup), prunedIds };
  }

  @Mutation(() => Boolean, { description: 'Deletes the backup and its archive (admin only).' })
  @Auth('admin')
  async deleteBackup(@CurrentUser() caller: AuthUser, @Args('id', { type: () => Int }, BackupIdPipe) id: number) {
    await this.service.remove(caller, id);
    return true;
  }

  @Mutation(() => BackupRestoreResultModel, {
    description:
      "Replaces every table and uploaded file with the backup's (admin only; recorded in the audit log). Upload an archive through REST.",
  })
  @Auth('admin')
  async restoreBackup(@CurrentUser() caller: AuthUser, @Args('id', { type: () => Int }, BackupIdPipe) id: number) {
    return toRestoreModel(await this.service.restoreFromList(caller, id));
  }
}
