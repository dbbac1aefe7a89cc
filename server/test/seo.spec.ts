import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { jest } from '@jest/globals';
import { CacheService } from '../src/database/cache.service.js';
import { SearchPagesService } from '../src/seo/search-pages.service.js';
import { IMAGES } from './helpers/content.js';
import { fakeClientDist, INDEX_HTML } from './helpers/client-dist.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import { waitFor } from './helpers/wait-for.js';

/** What search engines read of the public pages: their heads, the sitemap, robots.txt and the JSON-LD. */

const BASE = 'https://office.example.com';
/** index.html as Vite builds it: a head with the build's title, a script module, the root. */
const BUILT_INDEX =
  '<!doctype html>\n<html lang="ar" dir="rtl">\n  <head>\n    <meta charset="UTF-8" />\n    <title>مكتب الاستشارات القانونية</title>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

const PAGES = ['/', '/services', '/track-order', '/contact', '/terms', '/privacy', '/login', '/register'];
const LANGUAGES = ['ar', 'tr', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

const urlOf = (pagePath: string, language: Language) =>
  language === 'ar' ? `${BASE}${pagePath}` : `${BASE}${pagePath}?lang=${language}`;

/** The head as a reader sees it: each tag's attributes, the title's text and the JSON-LD documents. */
function headOf(html: string) {
  const attributes = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map(([, text]) => decode(text));
  const metas = [...html.matchAll(/<meta name="description"[^>]*>/g)].map(([tag]) => attributes(tag));
  const canonicals = [...html.matchAll(/<link rel="canonical"[^>]*>/g)].map(([tag]) => attributes(tag).href);
  const alternates = [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map(([tag]) => {
    const { hreflang, href } = attributes(tag);
    return { hreflang, href: decode(href) };
  });
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
  const htmlTag = attributes(/<html[^>]*>/.exec(html)![0]);
  return {
    titles,
    descriptions: metas.map((meta) => decode(meta.content)),
    canonicals,
    alternates,
    jsonLd,
    htmlTag,
  };
}

/** Whether a text is well-formed XML: one root, every element closed in order, attributes quoted, `&` only as an entity. */
function isWellFormedXml(xml: string): boolean {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const open: string[] = [];
  let roots = 0;
  for (const [token, closing, name, attrs, selfClosing] of body.matchAll(
    /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|[^<]+|</g,
  )) {
    if (!name) {
      if (token === '<' || /&(?!(amp|lt|gt|quot|apos);)/.test(token)) return false;
      if (open.length === 0 && token.trim()) return false;
      continue;
    }
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(attrs ?? '')) return false;
    if (closing) {
      if (open.pop() !== name) return false;
    } else {
      if (open.length === 0) roots += 1;
      if (!selfClosing) open.push(name);
    }
  }
  return open.length === 0 && roots === 1;
}

describe('search engines', () => {
  let t: TestApp;
  let dist: string;
  let admin: string;
  beforeAll(async () => {
    dist = await fakeClientDist(true);
    await writeFile(path.join(dist, 'index.html'), BUILT_INDEX);
    t = await startTestApp(undefined, { CLIENT_DIST: dist, PUBLIC_URL: `${BASE}/` });
    admin = (await createUser(t, 'admin')).auth;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (pagePath: string) => t.http().get(pagePath).set('Accept', 'text/html');
  const siteIn = async (language: Language) =>
    (await t.http().get(`/api/v1/config?lang=${language}`).expect(200)).body.data.site as {
      name: string;
      description: string;
    };

  describe('each public page in each language', () => {
    it.each(PAGES.flatMap((pagePath) => LANGUAGES.map((language) => [pagePath, language] as const)))(
      '%s in %s: its own title and description, its canonical address and its alternates',
      async (pagePath, language) => {
        const response = await page(language === 'ar' ? pagePath : `${pagePath}?lang=${language}`).expect(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        const head = headOf(response.text);
        const site = await siteIn(language);
        expect(head.htmlTag).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
        expect(head.titles).toHaveLength(1);
        if (pagePath === '/') expect(head.titles[0]).toBe(site.name);
        else expect(head.titles[0]).toMatch(new RegExp(`^.+ — ${site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        expect(head.descriptions).toHaveLength(1);
        expect(head.descriptions[0].length).toBeGreaterThan(10);
        expect(head.descriptions[0].length).toBeLessThanOrEqual(160);
        if (pagePath === '/') expect(head.descriptions[0]).toBe(site.description);
        expect(head.canonicals).toEqual([urlOf(pagePath, language)]);
        expect(head.alternates).toEqual([
          { hreflang: 'ar', href: urlOf(pagePath, 'ar') },
          { hreflang: 'tr', href: urlOf(pagePath, 'tr') },
          { hreflang: 'en', href: urlOf(pagePath, 'en') },
          { hreflang: 'x-default', href: urlOf(pagePath, 'ar') },
        ]);
        // The page is still the built client: its script and root are there.
        expect(response.text).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
        expect(response.text).toContain('<div id="root"></div>');
      },
    );

    it('names each page differently, in the language asked for', async () => {
      const titles = await Promise.all(PAGES.map(async (p) => headOf((await page(`${p}?lang=en`)).text).titles[0]));
      expect(new Set(titles).size).toBe(PAGES.length);
      expect(titles[1]).toBe(`Our services — ${(await siteIn('en')).name}`);
      const arabic = headOf((await page('/track-order')).text).titles[0];
      expect(arabic.startsWith('تتبع طلبك — ')).toBe(true);
    });

    it('reads an unknown ?lang= as Arabic, and ?lang=ar as the Arabic page’s own address', async () => {
      for (const asked of ['/services?lang=de', '/services?lang=ar', '/services?lang=en&lang=tr']) {
        const head = headOf((await page(asked).expect(200)).text);
        expect(head.htmlTag.lang).toBe('ar');
        expect(head.canonicals).toEqual([`${BASE}/services`]);
      }
    });

    it('tolerates a trailing slash and letter case, as the router does, and drops other query parameters from the canonical', async () => {
      expect(headOf((await page('/contact/').expect(200)).text).canonicals).toEqual([`${BASE}/contact`]);
      expect(headOf((await page('/Services?lang=tr').expect(200)).text).canonicals).toEqual([
        `${BASE}/services?lang=tr`,
      ]);
      const tracking = headOf((await page('/track-order?number=TRK-7KX4M9QA').expect(200)).text);
      expect(tracking.canonicals).toEqual([`${BASE}/track-order`]);
    });

    it('answers the other pages with index.html as it is built, and unknown paths with 404 as before', async () => {
      for (const other of ['/profile', '/admin/orders', '/orders/42', '/verify/ABC', '/reset-password?token=x'])
        expect((await page(other).expect(200)).text).toBe(BUILT_INDEX);
      for (const unknown of ['/no-such-page', '/services/12', '/orders'])
        expect((await page(unknown).expect(404)).text).toBe(BUILT_INDEX);
    });

    it('answers the built page as it is when the head cannot be made (the database unreachable)', async () => {
      const spy = jest
        .spyOn(t.app.get(SearchPagesService), 'html')
        .mockRejectedValueOnce(new Error('connection refused'));
      try {
        expect((await page('/services?lang=tr').expect(200)).text).toBe(BUILT_INDEX);
      } finally {
        spy.mockRestore();
      }
      expect(headOf((await page('/services?lang=tr').expect(200)).text).htmlTag.lang).toBe('tr');
    });

    it('adds no executable script: the policy still refuses inline scripts, and only JSON-LD data blocks are added', async () => {
      const response = await page('/services').expect(200);
      const policy = response.headers['content-security-policy'];
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).not.toContain("unsafe-inline'; script");
      const scripts = [...response.text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts).toEqual([
        '<script type="module" crossorigin src="/assets/index.js">',
        '<script type="application/ld+json">',
      ]);
    });
  });

  describe('JSON-LD', () => {
    it('describes the office as a LegalService with its name, address, telephone and url from the CMS', async () => {
      const [office] = headOf((await page('/contact?lang=en').expect(200)).text).jsonLd;
      const config = (await t.http().get('/api/v1/config?lang=en').expect(200)).body.data;
      expect(office).toEqual({
        '@context': 'https://schema.org',
        '@type': 'LegalService',
        '@id': `${BASE}/#office`,
        name: config.site.name,
        description: config.site.description,
        url: `${BASE}/?lang=en`,
        telephone: config.contact.phone,
        email: config.contact.email,
        address: { '@type': 'PostalAddress', streetAddress: config.contact.address },
      });
    });

    it('gives the office’s uploaded logo as an absolute address', async () => {
      await t
        .http()
        .post('/api/v1/admin/cms/logo')
        .set('Authorization', admin)
        .attach('file', IMAGES.png, 'logo.png')
        .expect(201);
      try {
        const [office] = headOf((await page('/').expect(200)).text).jsonLd;
        expect(office.logo).toMatch(new RegExp(`^${BASE}/api/v1/content/logo\\?v=`));
      } finally {
        await t.http().delete('/api/v1/admin/cms/logo').set('Authorization', admin).expect(200);
      }
      expect(headOf((await page('/').expect(200)).text).jsonLd[0].logo).toBeUndefined();
    });

    it('lists on /services every active service as an Offer in TRY, in an OfferCatalog, and no inactive one', async () => {
      const hidden = await t.prisma.service.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: 'desc' } });
      await t.prisma.service.update({ where: { id: hidden.id }, data: { isActive: false } });
      try {
        await waitFor(async () => {
          const listed = (await t.http().get('/api/v1/services').expect(200)).body.data as { id: number }[];
          return !listed.some((service) => service.id === hidden.id);
        });
        const active = (await t.http().get('/api/v1/services').expect(200)).body.data as {
          name_ar: string;
          name_en: string | null;
          price: string;
        }[];
        expect(active.length).toBeGreaterThan(1);
        const [office] = headOf((await page('/services?lang=en').expect(200)).text).jsonLd;
        expect(office['@type']).toBe('LegalService');
        const catalogue = office.hasOfferCatalog as { '@type': string; name: string; itemListElement: unknown[] };
        expect(catalogue['@type']).toBe('OfferCatalog');
        expect(catalogue.name).toBe('Our services');
        expect(catalogue.itemListElement).toEqual(
          active.map((service) =>
            expect.objectContaining({
              '@type': 'Offer',
              name: service.name_en || service.name_ar,
              price: service.price,
              priceCurrency: 'TRY',
              itemOffered: expect.objectContaining({ '@type': 'Service', name: service.name_en || service.name_ar }),
            }),
          ),
        );
        expect(JSON.stringify(catalogue)).not.toContain(hidden.nameAr);
        // The other pages describe the office alone.
        expect(headOf((await page('/').expect(200)).text).jsonLd[0].hasOfferCatalog).toBeUndefined();
      } finally {
        await t.prisma.service.update({ where: { id: hidden.id }, data: { isActive: true } });
      }
    });
  });

  describe('texts from the CMS', () => {
    const HOSTILE = 'مكتب </script><script>alert(1)</script> <!-- & "quoted" \u2028 النور';
    afterEach(async () => {
      await t
        .http()
        .put('/api/v1/admin/cms')
        .set('Authorization', admin)
        .send({ settings: { site_name: 'مكتب الاستشارات القانونية' } })
        .expect(200);
    });

    it('cannot close the JSON-LD script or a tag: the office name arrives whole as data and as text', async () => {
      await t
        .http()
        .put('/api/v1/admin/cms')
        .set('Authorization', admin)
        .send({ settings: { site_name: HOSTILE } })
        .expect(200);
      const html = (await page('/services').expect(200)).text;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!--');
      expect([...html.matchAll(/<\/script>/g)]).toHaveLength(2);
      const head = headOf(html);
      expect(head.jsonLd[0].name).toBe(HOSTILE);
      expect(head.titles).toEqual([`خدماتنا — ${HOSTILE}`]);
    });
  });

  describe('the legal pages’ descriptions', () => {
    it('are the CMS text’s first paragraph, not its heading', async () => {
      const { terms } = (await t.http().get('/api/v1/content').expect(200)).body.data.pages;
      await t
        .http()
        .put('/api/v1/admin/cms')
        .set('Authorization', admin)
        .send({ pages: { terms: '# الشروط\n\n- أول بند في الشروط.\n- ثاني بند.\n\nفقرة أخرى.' } })
        .expect(200);
      try {
        expect(headOf((await page('/terms').expect(200)).text).descriptions).toEqual(['أول بند في الشروط. ثاني بند.']);
      } finally {
        await t.http().put('/api/v1/admin/cms').set('Authorization', admin).send({ pages: { terms } }).expect(200);
      }
    });
  });

  describe('kept per page and language, dropped by a change', () => {
    const entries = () =>
      t.app
        .get(CacheService)
        .report()
        .find(({ name }) => name === 'search-pages')!;

    it('is registered with the cache service, dropped by the CMS and the catalogue channels', async () => {
      await page('/').expect(200);
      await page('/?lang=tr').expect(200);
      expect(entries()).toMatchObject({ channel: 'cms_changed catalogue_changed', live: true });
      expect(entries().entries).toBeGreaterThanOrEqual(2);
    });

    it('shows a service renamed in the back office on the next answer', async () => {
      const before = headOf((await page('/services').expect(200)).text).jsonLd[0];
      const service = await t.prisma.service.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: 'asc' } });
      await t
        .http()
        .put(`/api/v1/services/${service.id}`)
        .set('Authorization', admin)
        .send({ name_ar: 'خدمة باسم جديد', price_try: '1234.50' })
        .expect(200);
      const after = headOf((await page('/services').expect(200)).text).jsonLd[0];
      const offers = (after.hasOfferCatalog as { itemListElement: { name: string; price: string }[] }).itemListElement;
      expect(offers).toContainEqual(expect.objectContaining({ name: 'خدمة باسم جديد', price: '1234.50' }));
      expect(after).not.toEqual(before);
    });

    it('shows the office’s new name from the CMS on the next answer of every page', async () => {
      await page('/contact').expect(200);
      await t
        .http()
        .put('/api/v1/admin/cms')
        .set('Authorization', admin)
        .send({ settings: { site_name: 'مكتب النور للاستشارات' } })
        .expect(200);
      try {
        expect(headOf((await page('/contact').expect(200)).text).titles).toEqual([
          'تواصل معنا — مكتب النور للاستشارات',
        ]);
        expect(headOf((await page('/').expect(200)).text).jsonLd[0].name).toBe('مكتب النور للاستشارات');
      } finally {
        await t
          .http()
          .put('/api/v1/admin/cms')
          .set('Authorization', admin)
          .send({ settings: { site_name: 'مكتب الاستشارات القانونية' } })
          .expect(200);
      }
    });

    it('drops the pages on a change written straight into the database (a restore, another tool)', async () => {
      await page('/services').expect(200);
      const service = await t.prisma.service.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: 'asc' } });
      await t.prisma.service.update({ where: { id: service.id }, data: { nameAr: 'اسم كتب في قاعدة البيانات' } });
      await waitFor(async () => (await page('/services').expect(200)).text.includes('اسم كتب في قاعدة البيانات'));
    });
  });

  describe('sitemap.xml', () => {
    it('lists every public page in every language, each with its alternates, as well-formed XML', async () => {
      const response = await t.http().get('/sitemap.xml').expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const xml = response.text;
      expect(isWellFormedXml(xml)).toBe(true);
      expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => url);
      const locs = urls.map((url) => /<loc>(.*)<\/loc>/.exec(url)![1].replace(/&amp;/g, '&'));
      expect(locs.sort()).toEqual(
        PAGES.flatMap((pagePath) => LANGUAGES.map((language) => urlOf(pagePath, language))).sort(),
      );
      for (const url of urls) {
        const links = [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"\/>/g)];
        expect(links.map(([, hreflang]) => hreflang)).toEqual(['ar', 'tr', 'en', 'x-default']);
      }
      // The services have no page of their own: /services stands for them, and no signed-in screen is listed.
      expect(xml).not.toMatch(/\/(admin|profile|orders|create-order|api)/);
    });
  });

  describe('robots.txt', () => {
    it('lets crawlers read the public pages, keeps them out of the signed-in screens and the API, and names the sitemap', async () => {
      const response = await t.http().get('/robots.txt').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const lines = response.text.split('\n');
      expect(lines).toContain('User-agent: *');
      expect(lines).toContain('Allow: /');
      const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
      for (const closed of ['/admin', '/api', '/graphql', '/profile', '/create-order', '/orders/'])
        expect(disallowed).toContain(closed);
      for (const pagePath of PAGES.filter((p) => p !== '/'))
        expect(disallowed.filter((prefix) => pagePath.startsWith(prefix))).toEqual([]);
      expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    });
  });
});

describe('search engines without a built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('still answers robots.txt and the sitemap, from the default public URL', async () => {
    expect((await t.http().get('/robots.txt').expect(200)).text).toContain('Sitemap: http://localhost:');
    expect((await t.http().get('/sitemap.xml').expect(200)).text).toContain('<urlset');
  });

  it('keeps index.html as the client builds it on a page without a head', async () => {
    const dist = await fakeClientDist(true);
    const app = await startTestApp(undefined, { CLIENT_DIST: dist });
    try {
      const html = (await app.http().get('/terms').set('Accept', 'text/html').expect(200)).text;
      expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head><title>.+<\/title>/);
      expect(html).toContain('<body><div id="root"></div></body>');
      expect((await app.http().get('/nowhere').set('Accept', 'text/html').expect(404)).text).toBe(INDEX_HTML);
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
