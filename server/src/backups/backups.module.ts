import { Module } from '@nestjs/common';
import { BackupsController } from './backups.controller.js';
import { BackupsResolver } from './backups.resolver.js';
import { BackupScheduler } from './backup-scheduler.js';
import { BackupsService } from './backups.service.js';

/** "Create now", the schedule, download, delete and restore of whole-office backups (admin only). */
@Module({ controllers: [BackupsController], providers: [BackupsService, BackupsResolver, BackupScheduler] })
export class BackupsModule {}
