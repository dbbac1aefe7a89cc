import { camelFields, snakeFields } from '../common/json-sections.js';
import type { AllSettings, SettingsPatch } from './settings.service.js';
import type { SettingsInput, SystemSettingsModel } from './models/settings.model.js';
import { SETTINGS_GROUPS } from './settings.schema.js';

/** The settings as the GraphQL `SystemSettings` (camelCase), for both APIs: REST answers its snake_case view. */
export const toSystemSettingsModel = (settings: AllSettings): SystemSettingsModel => ({
  payment: camelFields(settings.payment),
  notifications: camelFields(settings.notifications),
  languages: camelFields(settings.languages),
  security: camelFields(settings.security),
  backup: camelFields(settings.backup),
  documents: camelFields(settings.documents),
  calendar: camelFields(settings.calendar),
});

/** GraphQL's camelCase input as the snake_case patch the service validates. */
export const fromSettingsInput = (input: SettingsInput): SettingsPatch =>
  Object.fromEntries(
    SETTINGS_GROUPS.filter((group) => input[group] !== undefined).map((group) => [
      group,
      input[group] === null ? null : snakeFields(input[group]!),
    ]),
  );
