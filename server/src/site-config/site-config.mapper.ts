import { camelFields } from '../common/json-sections.js';
import type { PublicConfig } from './site-config.service.js';
import type { PublicConfigModel } from './models/public-config.model.js';

/** The public configuration as `PublicConfig`: the stored sections under camelCase names. */
export const toPublicConfigModel = (config: PublicConfig): PublicConfigModel => ({
  ...config,
  contact: camelFields(config.contact),
  languages: camelFields(config.languages),
});
