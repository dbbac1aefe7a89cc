import { Global, Module } from '@nestjs/common';
import { SettingsController } from './settings.controller.js';
import { SettingsResolver } from './settings.resolver.js';
import { SettingsService } from './settings.service.js';

@Global()
@Module({ controllers: [SettingsController], providers: [SettingsService, SettingsResolver], exports: [SettingsService] })
export class SettingsModule {}
