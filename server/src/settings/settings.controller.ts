import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { SettingsService } from './settings.service.js';
import { SettingsBody } from './dto/settings.body.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { SettingsResponse } from './dto/settings.response.js';

@ApiTags('admin')
@Controller('admin/settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @ApiData(SettingsResponse)
  @Auth('admin')
  async get() {
    return { data: await this.settings.getAll() };
  }

  @Put()
  @ApiData(SettingsResponse, { description: 'Every group after the change.' })
  @Auth('admin')
  async update(@CurrentUser() caller: AuthUser, @Body() body: SettingsBody) {
    return { data: await this.settings.update(caller, { ...body }) };
  }
}
