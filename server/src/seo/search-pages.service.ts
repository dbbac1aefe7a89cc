import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { LANGUAGES, type Language } from '../common/i18n/languages.js';
import { CATALOGUE_CHANNEL, PublicCatalogue } from '../catalog/public-catalogue.js';
import type { ServiceModel } from '../catalog/models/service.model.js';
import { CMS_CHANNEL, CmsService, type CmsContent } from '../cms/cms.service.js';
import { CacheService } from '../database/cache.service.js';
import type { NotifiedCache } from '../database/notified-cache.js';
import { alternatesOf, escapeMarkup, pageHtml, pageUrl, shortDescription, type PageHead } from './page-head.js';
import { PRIVATE_PATHS, PUBLIC_PAGES, type PublicPage } from './public-pages.js';

/** A service's name or description in a language: the Arabic where it has not been translated. */
const inLanguage = (arabic: string, tr: string | null, en: string | null, language: Language) =>
  (language === 'tr' ? tr : language === 'en' ? en : null) || arabic;

/**
 * A legal text's first paragraph, which says what it is about, read as the client's LegalPage reads the CMS's
 * plain text: blank lines part blocks, a block of one line starting with `#` is a heading, `- ` starts a list item.
 */
const firstParagraph = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .find((block) => block && !(block.startsWith('#') && !block.includes('\n')))
    ?.replace(/^- /gm, '');

/**
 * What search engines read of the public site: each public page's head (title, description, canonical,
 * alternates, the office and its services as schema.org JSON-LD) in each language, the sitemap and
 * robots.txt. The pages are made of the CMS and the public catalogue, so they are kept per page and
 * language and dropped by either's NOTIFY on every instance, like the caches they are made from.
 */
@Injectable()
export class SearchPagesService {
  private readonly pages: NotifiedCache<string>;
  private readonly base: string;
  readonly sitemap: string;
  readonly robots: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly cms: CmsService,
    private readonly catalogue: PublicCatalogue,
    caches: CacheService,
  ) {
    this.base = config.publicUrl;
    this.pages = caches.notified('search-pages', [CMS_CHANNEL, CATALOGUE_CHANNEL]);
    this.sitemap = sitemapOf(this.base);
    this.robots = robotsOf(this.base);
  }

  /** The built index.html as `page`'s answer in `language` (see pageHtml). */
  html(indexHtml: string, page: PublicPage, language: Language): Promise<string> {
    return this.pages.get(`${page.path}:${language}`, async () => pageHtml(indexHtml, await this.head(page, language)));
  }

  private async head(page: PublicPage, language: Language): Promise<PageHead> {
    const [content, services] = await Promise.all([
      this.cms.contentIn(language),
      page.path === '/services' ? this.catalogue.list().then(({ models }) => models) : null,
    ]);
    const site = content.settings.site_name;
    const name = page.name?.[language];
    // The client's document title ("{page} — {site}", common.documentTitle), the office's name alone at home.
    const title = name ? `${name} — ${site}` : site;
    return {
      language,
      title,
      description: shortDescription(this.description(page, content, language)),
      canonical: pageUrl(this.base, page.path, language),
      alternates: alternatesOf(this.base, page.path),
      jsonLd: [this.office(content, language, services && { name: name ?? site, services })],
    };
  }

  private description(page: PublicPage, content: CmsContent, language: Language): string {
    const source = page.description;
    if ('text' in source) return source.text[language];
    switch (source.cms) {
      case 'site_description':
        return content.settings.site_description;
      case 'services_subtitle':
        return content.home.services_subtitle;
      case 'terms':
      case 'privacy':
        return firstParagraph(content.pages[source.cms]) || content.settings.site_description;
    }
  }

  /** The office as a schema.org LegalService; on /services with its active services as Offers. */
  private office(
    content: CmsContent,
    language: Language,
    catalogue: { name: string; services: ServiceModel[] } | null,
  ) {
    const { settings, contact } = content;
    return {
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      '@id': `${this.base}/#office`,
      name: settings.site_name,
      description: settings.site_description,
      url: pageUrl(this.base, '/', language),
      ...(settings.logo_url && { logo: new URL(settings.logo_url, `${this.base}/`).href }),
      telephone: contact.phone,
      email: contact.email,
      address: { '@type': 'PostalAddress', streetAddress: contact.address },
      ...(catalogue && {
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: catalogue.name,
          itemListElement: catalogue.services.map((service) => {
            const serviceName = inLanguage(service.nameAr, service.nameTr, service.nameEn, language);
            const description = service.descriptionAr
              ? inLanguage(service.descriptionAr, service.descriptionTr, service.descriptionEn, language)
              : undefined;
            return {
              '@type': 'Offer',
              name: serviceName,
              price: service.price,
              priceCurrency: service.currency,
              itemOffered: { '@type': 'Service', name: serviceName, ...(description && { description }) },
            };
          }),
        },
      }),
    };
  }
}

/**
 * Every public page in every language, each with its alternates (xhtml:link), as search engines ask. The
 * services have no page of their own (the client lists them all on /services), so /services stands for them.
 */
function sitemapOf(base: string): string {
  const urls = PUBLIC_PAGES.flatMap((page) => {
    const alternates = alternatesOf(base, page.path);
    const links = alternates.map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
    );
    return LANGUAGES.map((language) =>
      [`  <url>`, `    <loc>${escapeMarkup(pageUrl(base, page.path, language))}</loc>`, ...links, `  </url>`].join(
        '\n',
      ),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the public pages and their assets; the signed-in screens and the API are not for them. */
function robotsOf(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
