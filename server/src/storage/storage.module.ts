import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, LocalDiskStorage } from './file-storage.js';

/** The one storage of uploaded files (attachments, receipts, service images), injected as FILE_STORAGE. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(path.join(config.dataDir, 'files')),
    },
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
