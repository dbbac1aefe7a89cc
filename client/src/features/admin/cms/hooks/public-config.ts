import type { ApolloCache } from '@apollo/client';
import type { AdminCmsContentFragment } from '../../../../gql/graphql';

/**
 * The public configuration (header, footer, favicon, colours, contact links) is its own singleton in the
 * cache; a CMS save writes the saved values into it so the public pages of this tab show them at once.
 * Nothing is written when the public configuration was never loaded.
 */
export function writeCmsToPublicConfig(cache: ApolloCache, content: AdminCmsContentFragment) {
  const { settings, contact } = content;
  cache.modify({
    id: cache.identify({ __typename: 'PublicConfig' }),
    fields: {
      site: (existing: object) => ({
        ...existing,
        __typename: 'PublicConfigSite',
        name: settings.siteName,
        description: settings.siteDescription,
        logoUrl: settings.logoUrl ?? null,
        faviconUrl: settings.faviconUrl ?? null,
        primaryColor: settings.primaryColor,
        secondaryColor: settings.secondaryColor,
      }),
      contact: (existing: object) => ({ ...existing, __typename: 'CmsContact', ...contact }),
    },
  });
}
