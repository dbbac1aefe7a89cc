import { camelFields, snakeFields } from '../common/json-sections.js';
import { CMS_SECTIONS } from './cms.schema.js';
import type { CmsContent, CmsPatch } from './cms.service.js';
import type { CmsContentModel, CmsInput } from './models/cms.model.js';

/** The content as the GraphQL `CmsContent` (camelCase), for both APIs: REST answers its snake_case view. */
export const toCmsContentModel = (content: CmsContent): CmsContentModel => ({
  home: camelFields(content.home),
  about: camelFields(content.about),
  contact: camelFields(content.contact),
  settings: camelFields(content.settings),
  pages: camelFields(content.pages),
});

/** GraphQL's camelCase input as the snake_case patch the service validates. */
export const fromCmsInput = (input: CmsInput): CmsPatch =>
  Object.fromEntries(
    CMS_SECTIONS.filter((section) => input[section] !== undefined).map((section) => [
      section,
      input[section] === null ? null : snakeFields(input[section]!),
    ]),
  );
