import { camelFields, snakeFields } from '../common/json-sections.js';
import { toGraphQLName } from '../common/validation/rest-input.js';
import { CMS_SECTIONS } from './cms.schema.js';
import type { CmsContent, CmsPatch } from './cms.service.js';
import type { CmsContentModel, CmsInput, CmsMissingTranslationModel } from './models/cms.model.js';
import type { CmsService } from './cms.service.js';

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

/** The untranslated texts with their paths in the API's names: GraphQL camelCase, REST snake_case as stored. */
export const toMissingTranslationModels = (
  missing: Awaited<ReturnType<CmsService['missingTranslations']>>,
  api: 'graphql' | 'rest',
): CmsMissingTranslationModel[] =>
  missing.map(({ language, fields }) => ({
    language,
    fields: fields.map((path) =>
      path.map((part) => (api === 'graphql' && typeof part === 'string' ? toGraphQLName(part) : part)).join('.'),
    ),
  }));
