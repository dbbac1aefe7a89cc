import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { SITE_NAME } from './site';

export const SiteConfigDocument = graphql(`
  query SiteConfig {
    publicConfig {
      passwordMinLength
      site {
        name
        description
        logoUrl
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

/** The office's public configuration (CMS and settings), read once and kept in the cache. */
export function useSiteConfig() {
  const { data } = useQuery(SiteConfigDocument, { fetchPolicy: 'cache-first' });
  const config = data?.publicConfig;
  return { config, siteName: config?.site.name ?? SITE_NAME };
}

const WHATSAPP_GREETING = 'مرحباً، أود الاستفسار عن خدمات المكتب';

/** A wa.me link to a number written in any form, with the greeting already typed. */
export function whatsappLink(number: string, text = WHATSAPP_GREETING) {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
