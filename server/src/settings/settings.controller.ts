import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { SettingsService } from './settings.service.js';
import { SettingsBody } from './dto/settings.body.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { SystemSettingsModel } from './models/settings.model.js';
import { toSystemSettingsModel } from './settings.mapper.js';

@ApiTags('admin')
@Controller('admin/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiData(RestOutput(SystemSettingsModel))
  @Auth('admin')
  async get() {
    return { data: toRest(SystemSettingsModel, toSystemSettingsModel(await this.settings.getAll())) };
  }

  @Put()
  @ApiData(RestOutput(SystemSettingsModel), { description: 'Every group after the change.' })
  @Auth('admin')
  async update(@CurrentUser() caller: AuthUser, @Body() body: SettingsBody) {
    return {
      data: toRest(SystemSettingsModel, toSystemSettingsModel(await this.settings.update(caller, { ...body }))),
    };
  }
}
