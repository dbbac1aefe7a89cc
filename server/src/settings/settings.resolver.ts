import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { SettingsService } from './settings.service.js';
import { SettingsInput, SystemSettingsModel } from './models/settings.model.js';
import { fromSettingsInput, toSystemSettingsModel } from './settings.mapper.js';

@Resolver(() => SystemSettingsModel)
export class SettingsResolver {
  constructor(private readonly settingsService: SettingsService) {}

  @Query(() => SystemSettingsModel, { description: 'All system settings (admin only).' })
  @Auth('admin')
  async settings() {
    return toSystemSettingsModel(await this.settingsService.getAll());
  }

  @Mutation(() => SystemSettingsModel, {
    description: 'Saves the given groups; they take effect at once (admin only).',
  })
  @Auth('admin')
  async updateSettings(@CurrentUser() caller: AuthUser, @Args('input') input: SettingsInput) {
    return toSystemSettingsModel(await this.settingsService.update(caller, fromSettingsInput(input)));
  }
}
