import type { ApolloCache } from '@apollo/client';
import { getFragmentData, graphql } from '../../../../gql';
import type { AdminCmsContentFragment, Language } from '../../../../gql/graphql';
import { withArabicFallback } from '../cms-form';
import { AdminCmsContentFragmentDoc } from './cms-content';

export const AdminCmsDocument = graphql(`
  query AdminCms($language: Language!) {
    cms(language: $language) {
      ...AdminCmsContent
    }
  }
`);

const TRANSLATIONS: Language[] = ['tr', 'en'];

/** The content of a language as the editor last loaded it, if it did. */
const cachedCms = (cache: ApolloCache, language: Language) => {
  const data = cache.readQuery({ query: AdminCmsDocument, variables: { language } });
  return data ? getFragmentData(AdminCmsContentFragmentDoc, data.cms) : undefined;
};

/**
 * A saved answer (content in `language`) replaces that language's editor content, and the public pages of
 * this tab read it at once. An Arabic change (a save, a logo) can add or remove cards, which the
 * translations follow on the server, or change what they share: theirs are dropped and read again when shown.
 */
export function storeSavedCms(cache: ApolloCache, language: Language, saved: AdminCmsContentFragment) {
  cache.writeQuery({
    query: AdminCmsDocument,
    variables: { language },
    data: { cms: { ...saved, __typename: 'CmsContent' } as never },
  });
  if (language === 'ar') {
    for (const translation of TRANSLATIONS) {
      for (const fieldName of ['cms', 'siteContent', 'publicConfig'])
        cache.evict({ id: 'ROOT_QUERY', fieldName, args: { language: translation } });
    }
    writeCmsToPublicPages(cache, 'ar', saved, saved);
    return;
  }
  const arabic = cachedCms(cache, 'ar');
  if (arabic) writeCmsToPublicPages(cache, language, saved, arabic);
}

/** What the public pages read of the content in a language: the home, about, contact and legal pages. */
const PublicContentDocument = graphql(`
  query CmsPublicContent($language: Language!) {
    siteContent(language: $language) {
      ...AdminCmsContent
    }
  }
`);

/** The header's, footer's and contact page's part of the public configuration. */
const PublicBrandDocument = graphql(`
  query CmsPublicBrand($language: Language!) {
    publicConfig(language: $language) {
      site {
        name
        description
        logoUrl
        faviconUrl
        primaryColor
        secondaryColor
      }
      contact {
        phone
        whatsapp
        email
        address
        workingHours
      }
    }
  }
`);

/**
 * After a save, the public pages of this tab in `language` read the saved content without a refetch: each
 * text not translated reads the Arabic, as the server serves it. The rest of the public configuration
 * (payment, languages) is kept (PublicConfig merges).
 */
function writeCmsToPublicPages(
  cache: ApolloCache,
  language: Language,
  saved: AdminCmsContentFragment,
  arabic: AdminCmsContentFragment,
) {
  const content = withArabicFallback(saved, arabic);
  const { settings, contact } = content;
  cache.writeQuery({
    query: PublicContentDocument,
    variables: { language },
    data: { siteContent: { ...content, __typename: 'CmsContent' } as never },
  });
  cache.writeQuery({
    query: PublicBrandDocument,
    variables: { language },
    data: {
      publicConfig: {
        __typename: 'PublicConfig',
        site: {
          __typename: 'PublicConfigSite',
          name: settings.siteName,
          description: settings.siteDescription,
          logoUrl: settings.logoUrl ?? null,
          faviconUrl: settings.faviconUrl ?? null,
          primaryColor: settings.primaryColor,
          secondaryColor: settings.secondaryColor,
        },
        contact: { ...contact, __typename: 'CmsContact' },
      },
    } as never,
  });
}
