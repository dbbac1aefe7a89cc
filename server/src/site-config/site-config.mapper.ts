import { camelFields } from '../common/json-sections.js';
import type { PublicConfig } from './site-config.service.js';
import type { PublicConfigModel } from './models/public-config.model.js';
import type { PublicConfigResponse } from './dto/public-config.response.js';

/** The public configuration as the GraphQL `PublicConfig`: the stored sections under camelCase names. */
export const toPublicConfigModel = (config: PublicConfig): PublicConfigModel => ({
  ...config,
  contact: camelFields(config.contact),
  languages: camelFields(config.languages),
});

/** The public configuration in the REST vocabulary (snake_case); the stored sections as they are. */
export const toPublicConfigResponse = (config: PublicConfig): PublicConfigResponse => ({
  password_min_length: config.passwordMinLength,
  require_email_verification: config.requireEmailVerification,
  site: {
    name: config.site.name,
    description: config.site.description,
    logo_url: config.site.logoUrl,
    favicon_url: config.site.faviconUrl,
    primary_color: config.site.primaryColor,
    secondary_color: config.site.secondaryColor,
  },
  contact: config.contact,
  languages: config.languages,
  payment: {
    bank_name: config.payment.bankName,
    account_holder: config.payment.accountHolder,
    iban_try: config.payment.ibanTry,
    iban_usd: config.payment.ibanUsd,
    swift_code: config.payment.swiftCode,
    syriatel_cash_number: config.payment.syriatelCashNumber,
    mtn_cash_number: config.payment.mtnCashNumber,
    accepted_methods: config.payment.acceptedMethods,
  },
});
