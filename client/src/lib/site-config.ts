import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { useLanguage } from './language';

/** The office's name and logo, as the public header and the back office's header show them. */
export const HeaderBrandFragment = graphql(`
  fragment HeaderBrand on PublicConfig {
    site {
      name
      logoUrl
    }
  }
`);

/** The office's description and contact details: the footer, and the WhatsApp help of the error, order and tracking pages. */
export const FooterOfficeFragment = graphql(`
  fragment FooterOffice on PublicConfig {
    site {
      description
    }
    contact {
      phone
      whatsapp
      email
      address
      workingHours
    }
  }
`);

export const SiteConfigDocument = graphql(`
  query SiteConfig($language: Language!) {
    publicConfig(language: $language) {
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
  const { language } = useLanguage();
  const { data } = useQuery(SiteConfigDocument, { variables: { language }, fetchPolicy: 'cache-first' });
  const config = data?.publicConfig;
  return { config, siteName: config?.site.name || intl.formatMessage({ id: 'common.siteName' }) };
}

/** "Page — Office name" in the browser's tab, or the office name alone for the home page. */
export function usePageTitle(page?: string) {
  const intl = useIntl();
  const { siteName } = useSiteConfig();
  useEffect(() => {
    document.title = page ? intl.formatMessage({ id: 'common.documentTitle' }, { page, site: siteName }) : siteName;
  }, [intl, page, siteName]);
}
