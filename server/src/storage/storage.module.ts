import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import { BACKUP_ARCHIVE_STORAGE, FILE_STORAGE } from './file-storage.js';
import { LeftoverFilesSweeper } from './leftover-files.js';
import { openStorageAreas, type StorageAreas } from './storage-areas.js';

/** Both areas, for what looks at storage as a whole (the readiness check). */
export const STORAGE_AREAS = Symbol('STORAGE_AREAS');

/**
 * The one storage of uploaded files (attachments, receipts, service images, logo and favicon), injected as
 * FILE_STORAGE, with its leftover sweep; and the storage of backup archives beside it (BACKUP_ARCHIVE_STORAGE).
 */
@Global()
@Module({
  providers: [
    { provide: STORAGE_AREAS, inject: [APP_CONFIG], useFactory: openStorageAreas },
    { provide: FILE_STORAGE, inject: [STORAGE_AREAS], useFactory: (areas: StorageAreas) => areas.files },
    { provide: BACKUP_ARCHIVE_STORAGE, inject: [STORAGE_AREAS], useFactory: (areas: StorageAreas) => areas.backups },
    LeftoverFilesSweeper,
  ],
  exports: [FILE_STORAGE, BACKUP_ARCHIVE_STORAGE, STORAGE_AREAS],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(STORAGE_AREAS) private readonly areas: StorageAreas) {}

  onApplicationShutdown() {
    this.areas.close();
  }
}
