import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

export const SiteConfigDocument = graphql(`
  query SiteConfig {
    publicConfig {
      passwordMinLength
      requireEmailVerification
      site {
        name
        faviconUrl
        primaryColor
        secondaryColor
      }
      languages {
        defaultLanguage
        enabledLanguages
      }
      ...HeaderBrand
      ...FooterOffice
    }
  }
`);

/** The office's public configuration (CMS and settings), read once and kept in the cache. */
export function useSiteConfig() {
  const intl = useIntl();
  const { data } = useQuery(SiteConfigDocument, { fetchPolicy: 'cache-first' });
  const config = data?.publicConfig;
  return { config, siteName: config?.site.name || intl.formatMessage({ id: 'common.siteName' }) };
}

/** "Page | Office name" in the browser's tab, or the office name alone for the home page. */
export function usePageTitle(page?: string) {
  const intl = useIntl();
  const { siteName } = useSiteConfig();
  useEffect(() => {
    document.title = page ? intl.formatMessage({ id: 'common.documentTitle' }, { page, site: siteName }) : siteName;
  }, [intl, page, siteName]);
}
