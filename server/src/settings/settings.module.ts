import { Global, Module } from '@nestjs/common';
import { SettingsController } from './settings.controller.js';
import { SettingsResolver } from './settings.resolver.js';
import { SettingsService } from './settings.service.js';
import { ExchangeRatesModule } from './exchange-rates/exchange-rates.module.js';
import { BACK_OFFICE_TWO_FACTOR_RULE, type BackOfficeTwoFactorRule } from '../common/auth/two-factor-rule.js';

/** The setting security.two_factor_enabled, as the rule the shared auth guard applies. */
const twoFactorRule = {
  provide: BACK_OFFICE_TWO_FACTOR_RULE,
  inject: [SettingsService],
  useFactory: (settings: SettingsService): BackOfficeTwoFactorRule => ({
    required: async () => (await settings.get('security')).two_factor_enabled,
  }),
};

@Global()
@Module({
  imports: [ExchangeRatesModule],
  controllers: [SettingsController],
  providers: [SettingsService, SettingsResolver, twoFactorRule],
  exports: [SettingsService, BACK_OFFICE_TWO_FACTOR_RULE],
})
export class SettingsModule {}
