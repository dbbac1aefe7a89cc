import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, LocalDiskStorage } from './file-storage.js';
import { LeftoverFilesSweeper } from './leftover-files.js';

/** The one storage of uploaded files (attachments, receipts, service images), injected as FILE_STORAGE, and its leftover sweep. */
@Global()
@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(path.join(config.dataDir, 'files')),
    },
    LeftoverFilesSweeper,
  ],
  exports: [FILE_STORAGE],
})
export class StorageModule {}
