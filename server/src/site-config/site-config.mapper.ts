import { camelFields } from '../settings/json-sections.js';
import type { PublicConfig } from './site-config.service.js';
import type { PublicConfigModel } from './models/public-config.model.js';

/** The public configuration as the GraphQL `PublicConfig`; REST sends it as the service builds it. */
export const toPublicConfigModel = (config: PublicConfig) =>
  ({
    passwordMinLength: config.password_min_length,
    requireEmailVerification: config.require_email_verification,
    site: camelFields(config.site),
    contact: camelFields(config.contact),
    languages: camelFields(config.languages),
    payment: camelFields(config.payment),
  }) as unknown as PublicConfigModel;
