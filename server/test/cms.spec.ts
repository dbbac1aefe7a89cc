import { existsSync } from 'node:fs';
import path from 'node:path';
import { CMS_DEFAULTS } from '../src/cms/cms-defaults.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import {
  authOf,
  base64Upload,
  type Caller,
  DENIED,
  graphqlCode,
  IMAGES,
  restoreContentDefaults,
  type Roles,
  signedInRoles,
  tokenOf,
  writeDirectly,
} from './helpers/content.js';

const CONTENT_FIELDS = /* GraphQL */ `
  home {
    heroTitle heroSubtitle heroDescription aboutTitle aboutDescription
    stats { value label } whyUsTitle whyUs { title text } servicesTitle servicesSubtitle
    stepsTitle steps { title text } testimonialsTitle testimonials { name place text rating } ctaTitle ctaText
  }
  about { title description mission vision yearsExperience teamSize }
  contact { phone whatsapp email address workingHours }
  settings { siteName siteDescription logoUrl faviconUrl primaryColor secondaryColor }
  pages { terms privacy }
`;
const CMS = `query { cms { ${CONTENT_FIELDS} } }`;
const SITE_CONTENT = `query { siteContent { ${CONTENT_FIELDS} } }`;
const UPDATE_CMS = `mutation ($input: CmsInput!) { updateCms(input: $input) { ${CONTENT_FIELDS} } }`;
const UPLOAD_LOGO = `mutation ($file: FileUpload!) { uploadLogo(file: $file) { settings { logoUrl faviconUrl } } }`;
const UPLOAD_FAVICON = `mutation ($file: FileUpload!) { uploadFavicon(file: $file) { settings { logoUrl faviconUrl } } }`;
const REMOVE_LOGO = `mutation { removeLogo { settings { logoUrl } } }`;
const REMOVE_FAVICON = `mutation { removeFavicon { settings { faviconUrl } } }`;
const DENIED_CALLERS = ['anonymous', 'client', 'staff'] as const;

describe('content management (CMS)', () => {
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    t = await startTestApp();
    roles = await signedInRoles(t);
  });
  afterEach(() => restoreContentDefaults(t));
  afterAll(() => t.close());

  const put = (body: unknown, caller: Caller = 'admin') =>
    t
      .http()
      .put('/api/v1/admin/cms')
      .set(authOf(roles, caller))
      .send(body as object);
  const upload = (kind: 'logo' | 'favicon', bytes: Buffer, name: string, caller: Caller = 'admin') =>
    t.http().post(`/api/v1/admin/cms/${kind}`).set(authOf(roles, caller)).attach('file', bytes, name);
  const storedFiles = async () => {
    const row = await t.prisma.cmsSection.findUnique({ where: { key: 'brand_files' } });
    return (row?.data ?? {}) as Record<string, { key: string; mime_type: string }>;
  };
  const onDisk = (key: string) => existsSync(path.join(t.dataDir, 'files', key));

  describe('reading', () => {
    it('gives an admin every section with the seeded defaults, on both APIs', async () => {
      const rest = await t.http().get('/api/v1/admin/cms').set(authOf(roles, 'admin')).expect(200);
      expect(rest.body.data).toEqual(CMS_DEFAULTS);
      const gql = await t.graphql(CMS, {}, tokenOf(roles, 'admin'));
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.cms.home.heroTitle).toBe(CMS_DEFAULTS.home.hero_title);
      expect(gql.body.data.cms.about).toMatchObject({ yearsExperience: 10, teamSize: 15 });
      expect(gql.body.data.cms.settings).toMatchObject({
        primaryColor: '#486581',
        secondaryColor: '#f59e0b',
        logoUrl: null,
      });
      expect(gql.body.data.cms.pages.terms).toBe(CMS_DEFAULTS.pages.terms);
    });

    it.each(DENIED_CALLERS)('refuses the admin view to %s on both APIs', async (caller) => {
      const rest = await t.http().get('/api/v1/admin/cms').set(authOf(roles, caller));
      expect({ status: rest.status, detail: rest.body.detail }).toEqual({
        status: DENIED[caller].status,
        detail: DENIED[caller].detail,
      });
      const gql = await t.graphql(CMS, {}, tokenOf(roles, caller));
      expect(graphqlCode(gql.body)).toBe(DENIED[caller].code);
    });

    it('serves the public pages their content without signing in, on both APIs', async () => {
      const rest = await t.http().get('/api/v1/content').expect(200);
      expect(rest.body.data).toEqual(CMS_DEFAULTS);
      const gql = await t.graphql(SITE_CONTENT);
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data.siteContent.contact).toEqual({
        phone: CMS_DEFAULTS.contact.phone,
        whatsapp: CMS_DEFAULTS.contact.whatsapp,
        email: CMS_DEFAULTS.contact.email,
        address: CMS_DEFAULTS.contact.address,
        workingHours: CMS_DEFAULTS.contact.working_hours,
      });
    });
  });

  describe('home page content', () => {
    const HOME_BEFORE_THE_CARDS = {
      hero_title: 'عنوان محفوظ قديماً',
      hero_subtitle: CMS_DEFAULTS.home.hero_subtitle,
      hero_description: CMS_DEFAULTS.home.hero_description,
      about_title: CMS_DEFAULTS.home.about_title,
      about_description: CMS_DEFAULTS.home.about_description,
    };
    const WHY_US = [
      { title: '  سرعة  ', text: 'ننجز خلال أيام' },
      { title: 'أمان', text: 'وثائقك محفوظة' },
    ];
    const STATS = [
      { value: '+7000', label: 'عميل' },
      { value: '+12', label: 'سنة' },
      { value: '99%', label: 'رضا' },
      { value: '24/7', label: 'دعم' },
    ];

    it('serves every word of the home page with the seeded defaults, on both APIs', async () => {
      const rest = await t.http().get('/api/v1/content').expect(200);
      expect(rest.body.data.home.stats).toEqual([
        { value: '+5000', label: 'عميل سعيد' },
        { value: '+10', label: 'سنوات من الخبرة' },
        { value: '98%', label: 'نسبة نجاح ورضا' },
        { value: '24/7', label: 'دعم متواصل' },
      ]);
      expect(rest.body.data.home.why_us).toHaveLength(6);
      expect(rest.body.data.home.steps).toHaveLength(4);
      expect(rest.body.data.home.testimonials).toHaveLength(6);
      const gql = await t.graphql(SITE_CONTENT);
      expect(gql.body.errors).toBeUndefined();
      const home = CMS_DEFAULTS.home;
      expect(gql.body.data.siteContent.home).toEqual({
        heroTitle: home.hero_title,
        heroSubtitle: home.hero_subtitle,
        heroDescription: home.hero_description,
        aboutTitle: home.about_title,
        aboutDescription: home.about_description,
        stats: home.stats,
        whyUsTitle: home.why_us_title,
        whyUs: home.why_us,
        servicesTitle: home.services_title,
        servicesSubtitle: home.services_subtitle,
        stepsTitle: home.steps_title,
        steps: home.steps,
        testimonialsTitle: home.testimonials_title,
        testimonials: home.testimonials,
        ctaTitle: home.cta_title,
        ctaText: home.cta_text,
      });
    });

    it('serves back an admin edit of the why-us cards and the figures made over REST, keeping the other fields', async () => {
      const response = await put({ home: { why_us: WHY_US, stats: STATS, cta_title: 'ابدأ الآن' } }).expect(200);
      const trimmed = [{ title: 'سرعة', text: 'ننجز خلال أيام' }, WHY_US[1]];
      expect(response.body.data.home).toEqual({
        ...CMS_DEFAULTS.home,
        why_us: trimmed,
        stats: STATS,
        cta_title: 'ابدأ الآن',
      });
      const stored = await t.prisma.cmsSection.findUniqueOrThrow({ where: { key: 'home' } });
      expect(stored.data).toMatchObject({ why_us: trimmed, stats: STATS });
      const gql = await t.graphql(SITE_CONTENT);
      expect(gql.body.data.siteContent.home).toMatchObject({
        whyUs: trimmed,
        stats: STATS,
        ctaTitle: 'ابدأ الآن',
        steps: CMS_DEFAULTS.home.steps,
      });
    });

    it('saves the cards through updateCms, rating a testimonial 5 when none is given', async () => {
      const testimonials = [
        { name: 'ليلى', place: 'أنطاليا', text: 'خدمة ممتازة' },
        { name: 'سامر', place: '', text: 'جيد', rating: 4 },
      ];
      const response = await t.graphql(
        UPDATE_CMS,
        { input: { home: { whyUs: WHY_US.slice(1), stats: STATS, testimonials, stepsTitle: 'الخطوات' } } },
        tokenOf(roles, 'admin'),
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.updateCms.home).toMatchObject({
        whyUs: WHY_US.slice(1),
        stats: STATS,
        testimonials: [{ ...testimonials[0], rating: 5 }, testimonials[1]],
        stepsTitle: 'الخطوات',
        heroTitle: CMS_DEFAULTS.home.hero_title,
      });
      const rest = await t.http().get('/api/v1/content').expect(200);
      expect(rest.body.data.home).toMatchObject({
        why_us: WHY_US.slice(1),
        steps_title: 'الخطوات',
        testimonials: [{ ...testimonials[0], rating: 5 }, testimonials[1]],
      });
    });

    const card = (i: number) => ({ title: `سبب ${i}`, text: 'نص' });
    it.each([
      [
        '13 why-us cards',
        { why_us: Array.from({ length: 13 }, (_, i) => card(i)) },
        ['body', 'home', 'why_us'],
        'يجب ألا تزيد القائمة عن 12 عنصراً',
      ],
      ['no steps', { steps: [] }, ['body', 'home', 'steps'], 'يجب أن تحتوي القائمة على عنصر واحد على الأقل'],
      [
        'a card with an empty title',
        { why_us: [card(1), { title: '  ', text: 'نص' }] },
        ['body', 'home', 'why_us', 1, 'title'],
        'العنوان مطلوب',
      ],
      [
        'a step without text',
        { steps: [{ title: 'خطوة' }] },
        ['body', 'home', 'steps', 0, 'text'],
        'يجب أن تكون القيمة نصاً',
      ],
      [
        'three figures',
        { stats: STATS.slice(0, 3) },
        ['body', 'home', 'stats'],
        'يجب أن تحتوي القائمة على 4 عناصر بالضبط',
      ],
      [
        'a figure with an empty value',
        { stats: [{ value: '', label: 'عميل' }, ...STATS.slice(1)] },
        ['body', 'home', 'stats', 0, 'value'],
        'القيمة مطلوبة',
      ],
      [
        'a rating of 6',
        { testimonials: [{ name: 'أ', place: 'ب', text: 'ج', rating: 6 }] },
        ['body', 'home', 'testimonials', 0, 'rating'],
        'أعلى قيمة مسموحة 5',
      ],
      [
        'an unknown card field',
        { why_us: [{ ...card(1), icon: 'x' }] },
        ['body', 'home', 'why_us', 0, 'icon'],
        'الحقل icon غير مسموح به',
      ],
      ['cards that are not a list', { why_us: 'نص' }, ['body', 'home', 'why_us'], 'يجب أن تكون القيمة قائمة'],
      [
        'an over-long call to action',
        { cta_text: 'ن'.repeat(1001) },
        ['body', 'home', 'cta_text'],
        'يجب ألا يزيد النص عن 1000 حرفاً',
      ],
    ])('refuses %s with 422 and the field path', async (_label, home, loc, msg) => {
      const response = await put({ home }).expect(422);
      expect(response.body.detail).toEqual([expect.objectContaining({ loc, msg })]);
      const stored = await t.prisma.cmsSection.findUniqueOrThrow({ where: { key: 'home' } });
      expect(stored.data).toEqual(CMS_DEFAULTS.home);
    });

    it('refuses 13 cards and an empty title over GraphQL with BAD_USER_INPUT and the field paths', async () => {
      const tooMany = await t.graphql(
        UPDATE_CMS,
        { input: { home: { whyUs: Array.from({ length: 13 }, (_, i) => card(i)) } } },
        tokenOf(roles, 'admin'),
      );
      expect(tooMany.body.errors[0]).toMatchObject({
        message: 'يجب ألا تزيد القائمة عن 12 عنصراً',
        // Under GraphQL's own field names (whyUs), as REST names it why_us.
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [expect.objectContaining({ loc: ['body', 'home', 'whyUs'] })],
        },
      });
      const emptyTitle = await t.graphql(
        UPDATE_CMS,
        { input: { home: { steps: [{ title: '', text: 'نص' }] } } },
        tokenOf(roles, 'admin'),
      );
      expect(emptyTitle.body.errors[0]).toMatchObject({
        message: 'العنوان مطلوب',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [expect.objectContaining({ loc: ['body', 'home', 'steps', 0, 'title'] })],
        },
      });
      const stored = await t.prisma.cmsSection.findUniqueOrThrow({ where: { key: 'home' } });
      expect(stored.data).toEqual(CMS_DEFAULTS.home);
    });

    it('reads a home section stored before the cards existed with the defaults filled in, and keeps it editable', async () => {
      await writeDirectly(t, () =>
        t.prisma.cmsSection.update({ where: { key: 'home' }, data: { data: HOME_BEFORE_THE_CARDS } }),
      );
      const rest = await t.http().get('/api/v1/content').expect(200);
      expect(rest.body.data.home).toEqual({ ...CMS_DEFAULTS.home, hero_title: 'عنوان محفوظ قديماً' });
      const gql = await t.graphql(SITE_CONTENT);
      expect(gql.body.data.siteContent.home).toMatchObject({
        heroTitle: 'عنوان محفوظ قديماً',
        whyUs: CMS_DEFAULTS.home.why_us,
        stats: CMS_DEFAULTS.home.stats,
      });

      await put({ home: { steps_title: 'خطواتنا' } }).expect(200);
      const stored = await t.prisma.cmsSection.findUniqueOrThrow({ where: { key: 'home' } });
      expect(stored.data).toEqual({ ...CMS_DEFAULTS.home, hero_title: 'عنوان محفوظ قديماً', steps_title: 'خطواتنا' });
    });
  });

  describe('PUT /admin/cms', () => {
    it('merges the given fields into their sections, keeps the rest, stores them and records who did it', async () => {
      const response = await put({
        home: { hero_title: '  عنوان جديد  ' },
        about: { years_experience: 12 },
        settings: { primary_color: '#AABBCC' },
      }).expect(200);
      expect(response.body.data.home).toEqual({ ...CMS_DEFAULTS.home, hero_title: 'عنوان جديد' });
      expect(response.body.data.about).toEqual({ ...CMS_DEFAULTS.about, years_experience: 12 });
      expect(response.body.data.settings.primary_color).toBe('#aabbcc');
      expect(response.body.data.contact).toEqual(CMS_DEFAULTS.contact);
      const stored = await t.prisma.cmsSection.findUniqueOrThrow({ where: { key: 'home' } });
      expect(stored).toMatchObject({ data: { hero_title: 'عنوان جديد' }, updatedById: roles.admin.user.id });
      const audit = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'cms.update' },
        orderBy: { id: 'desc' },
      });
      expect(audit).toMatchObject({
        actorId: roles.admin.user.id,
        details: { sections: ['home', 'about', 'settings'] },
      });
      const publicView = await t.http().get('/api/v1/content').expect(200);
      expect(publicView.body.data.home.hero_title).toBe('عنوان جديد');
    });

    it('edits the terms and privacy pages and the contact details', async () => {
      const response = await put({
        pages: { terms: 'شروط جديدة', privacy: 'خصوصية جديدة' },
        contact: { phone: '+90 212 000 00 00', email: 'office@example.com', working_hours: 'كل يوم' },
      }).expect(200);
      expect(response.body.data.pages).toEqual({ terms: 'شروط جديدة', privacy: 'خصوصية جديدة' });
      expect(response.body.data.contact).toMatchObject({
        phone: '+90 212 000 00 00',
        email: 'office@example.com',
        working_hours: 'كل يوم',
      });
    });

    it('keeps an international office number as libphonenumber writes it, and any other as typed', async () => {
      const response = await put({ contact: { phone: '+905321234567', whatsapp: '0212-555-0100' } }).expect(200);
      expect(response.body.data.contact).toMatchObject({ phone: '+90 532 123 45 67', whatsapp: '0212-555-0100' });
    });

    it('ignores logo and favicon URLs sent with the site settings: only the uploads set them', async () => {
      const response = await put({
        settings: { site_name: 'مكتب النور', logo_url: 'https://evil.example/logo.png', favicon_url: '/x' },
      }).expect(200);
      expect(response.body.data.settings).toMatchObject({ site_name: 'مكتب النور', logo_url: null, favicon_url: null });
      const stored = await t.prisma.cmsSection.findUniqueOrThrow({ where: { key: 'settings' } });
      expect(stored.data).toMatchObject({ logo_url: null, favicon_url: null });
    });

    it.each([
      ['an empty hero title', { home: { hero_title: '   ' } }, ['body', 'home', 'hero_title'], 'عنوان الواجهة مطلوب'],
      ['a non-text title', { about: { title: 5 } }, ['body', 'about', 'title'], 'يجب أن تكون القيمة نصاً'],
      [
        'years of experience as text',
        { about: { years_experience: '10' } },
        ['body', 'about', 'years_experience'],
        'يجب أن تكون القيمة رقماً',
      ],
      [
        'a fractional team size',
        { about: { team_size: 2.5 } },
        ['body', 'about', 'team_size'],
        'يجب أن تكون القيمة رقماً صحيحاً',
      ],
      ['a negative team size', { about: { team_size: -1 } }, ['body', 'about', 'team_size'], 'أقل قيمة مسموحة 0'],
      ['a bad e-mail', { contact: { email: 'office@' } }, ['body', 'contact', 'email'], 'البريد الإلكتروني غير صحيح'],
      ['a bad phone', { contact: { phone: 'call us' } }, ['body', 'contact', 'phone'], 'رقم الهاتف غير صحيح'],
      ['a bad WhatsApp number', { contact: { whatsapp: '' } }, ['body', 'contact', 'whatsapp'], 'رقم الهاتف غير صحيح'],
      ['an empty site name', { settings: { site_name: '' } }, ['body', 'settings', 'site_name'], 'اسم الموقع مطلوب'],
      [
        'a long site name',
        { settings: { site_name: 'م'.repeat(101) } },
        ['body', 'settings', 'site_name'],
        'يجب ألا يزيد النص عن 100 حرفاً',
      ],
      [
        'a colour name',
        { settings: { primary_color: 'red' } },
        ['body', 'settings', 'primary_color'],
        'اللون يجب أن يكون بالشكل #rrggbb',
      ],
      [
        'a short colour',
        { settings: { secondary_color: '#fff' } },
        ['body', 'settings', 'secondary_color'],
        'اللون يجب أن يكون بالشكل #rrggbb',
      ],
      [
        'over-long terms',
        { pages: { terms: 'ش'.repeat(20_001) } },
        ['body', 'pages', 'terms'],
        'يجب ألا يزيد النص عن 20000 حرفاً',
      ],
      [
        'an unknown field',
        { home: { banner_html: '<script>' } },
        ['body', 'home', 'banner_html'],
        'الحقل banner_html غير مسموح به',
      ],
      ['a section that is not an object', { pages: ['terms'] }, ['body', 'pages'], 'يجب أن يكون القسم كائناً من الحقول'],
    ])('refuses %s with 422, an Arabic message and nothing stored', async (_label, body, loc, msg) => {
      const response = await put(body).expect(422);
      expect(response.body.detail).toEqual([expect.objectContaining({ loc, msg })]);
      const rows = await t.prisma.cmsSection.findMany();
      for (const row of rows) expect(row.data).toEqual(CMS_DEFAULTS[row.key as keyof typeof CMS_DEFAULTS]);
    });

    it('answers an empty update with the content as it is and records nothing', async () => {
      const before = await t.prisma.auditLog.count({ where: { action: 'cms.update' } });
      const response = await put({}).expect(200);
      expect(response.body.data).toEqual(CMS_DEFAULTS);
      expect(await t.prisma.auditLog.count({ where: { action: 'cms.update' } })).toBe(before);
    });

    it('is described in the OpenAPI document with the uploads as multipart', async () => {
      const document = (await t.http().get('/api/v1/openapi.json').expect(200)).body;
      expect(Object.keys(document.paths['/api/v1/admin/cms'])).toEqual(['get', 'put']);
      expect(Object.keys(document.paths['/api/v1/admin/cms/logo'])).toEqual(['post', 'delete']);
      expect(Object.keys(document.paths['/api/v1/admin/cms/favicon'])).toEqual(['post', 'delete']);
      expect(Object.keys(document.paths['/api/v1/admin/cms/logo'].post.requestBody.content)).toEqual([
        'multipart/form-data',
      ]);
      for (const path of ['/api/v1/content', '/api/v1/content/logo', '/api/v1/content/favicon', '/api/v1/config'])
        expect(document.paths[path].get).toBeDefined();
      const settings = document.components.schemas.CmsBody.properties.settings.properties;
      expect(settings.primary_color.pattern).toBeDefined();
      expect(settings.logo_url).toBeUndefined();
    });

    it('refuses an unknown section', async () => {
      const response = await put({ footer: { text: 'x' } }).expect(422);
      expect(response.body.detail).toEqual([
        { loc: ['body', 'footer'], msg: 'الحقل footer غير مسموح به', type: 'whitelistValidation' },
      ]);
      expect(await t.prisma.cmsSection.findUnique({ where: { key: 'footer' } })).toBeNull();
    });

    it('stores no section when another one is invalid', async () => {
      await put({ home: { hero_title: 'صالح' }, contact: { email: 'bad' } }).expect(422);
      const home = await t.prisma.cmsSection.findUniqueOrThrow({ where: { key: 'home' } });
      expect(home.data).toEqual(CMS_DEFAULTS.home);
    });

    it.each(DENIED_CALLERS)('refuses %s and stores nothing', async (caller) => {
      const response = await put({ home: { hero_title: 'مخترق' } }, caller);
      expect({ status: response.status, detail: response.body.detail }).toEqual({
        status: DENIED[caller].status,
        detail: DENIED[caller].detail,
      });
      const home = await t.prisma.cmsSection.findUniqueOrThrow({ where: { key: 'home' } });
      expect(home.data).toEqual(CMS_DEFAULTS.home);
    });
  });

  describe('updateCms mutation', () => {
    it('saves typed camelCase input', async () => {
      const response = await t.graphql(
        UPDATE_CMS,
        {
          input: {
            about: { teamSize: 20, vision: 'رؤية' },
            settings: { siteName: 'مكتب الأمل', secondaryColor: '#00FF00' },
          },
        },
        tokenOf(roles, 'admin'),
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.updateCms.about).toMatchObject({ teamSize: 20, vision: 'رؤية', yearsExperience: 10 });
      expect(response.body.data.updateCms.settings).toMatchObject({
        siteName: 'مكتب الأمل',
        secondaryColor: '#00ff00',
      });
      const stored = await t.prisma.cmsSection.findUniqueOrThrow({ where: { key: 'about' } });
      expect(stored.data).toMatchObject({ team_size: 20, vision: 'رؤية' });
    });

    it('refuses invalid values with BAD_USER_INPUT and the Arabic message', async () => {
      const colour = await t.graphql(
        UPDATE_CMS,
        { input: { settings: { primaryColor: 'blue' } } },
        tokenOf(roles, 'admin'),
      );
      expect(colour.body.errors[0]).toMatchObject({
        message: 'اللون يجب أن يكون بالشكل #rrggbb',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const email = await t.graphql(UPDATE_CMS, { input: { contact: { email: 'x' } } }, tokenOf(roles, 'admin'));
      expect(email.body.errors[0]).toMatchObject({
        message: 'البريد الإلكتروني غير صحيح',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const logoUrl = await t.graphql(
        UPDATE_CMS,
        { input: { settings: { logoUrl: 'https://evil.example' } } },
        tokenOf(roles, 'admin'),
      );
      expect(graphqlCode(logoUrl.body)).toBe('BAD_USER_INPUT');
    });

    it.each(DENIED_CALLERS)('refuses %s', async (caller) => {
      const response = await t.graphql(UPDATE_CMS, { input: { home: { heroTitle: 'مخترق' } } }, tokenOf(roles, caller));
      expect(graphqlCode(response.body)).toBe(DENIED[caller].code);
    });
  });

  describe('logo', () => {
    it('stores an uploaded PNG, points logo_url at it and serves it publicly with caching headers', async () => {
      const response = await upload('logo', IMAGES.png, 'logo.png').expect(201);
      const logoUrl: string = response.body.data.settings.logo_url;
      expect(logoUrl).toMatch(/^\/api\/v1\/content\/logo\?v=[0-9a-f]{16}$/);
      const version = logoUrl.split('=')[1];

      const served = await t.http().get(logoUrl).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.body, IMAGES.png)).toBe(0);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toBe(`"${version}"`);

      const unversioned = await t.http().get('/api/v1/content/logo').expect(200);
      expect(unversioned.headers['cache-control']).toBe('public, no-cache');
      await t.http().get('/api/v1/content/logo').set('If-None-Match', `"${version}"`).expect(304);

      const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'cms.logo.upload' } });
      expect(audit.actorId).toBe(roles.admin.user.id);
      const config = await t.http().get('/api/v1/config').expect(200);
      expect(config.body.data.site.logo_url).toBe(logoUrl);
    });

    it('replaces the logo with a JPG, changes the URL and deletes the old file', async () => {
      const first = await upload('logo', IMAGES.png, 'logo.png').expect(201);
      const oldKey = (await storedFiles()).logo.key;
      expect(onDisk(oldKey)).toBe(true);
      const second = await upload('logo', IMAGES.jpg, 'logo.jpg').expect(201);
      expect(second.body.data.settings.logo_url).not.toBe(first.body.data.settings.logo_url);
      expect(onDisk(oldKey)).toBe(false);
      const served = await t.http().get(second.body.data.settings.logo_url).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      await t.http().delete('/api/v1/admin/cms/logo').set(authOf(roles, 'admin')).expect(200);
    });

    it.each([
      ['a PDF renamed .png', IMAGES.pdf, 'logo.png', 'نوع الشعار غير مدعوم. الأنواع المسموحة: PNG وJPG', 'file_type'],
      ['a WEBP image', IMAGES.webp, 'logo.webp', 'نوع الشعار غير مدعوم. الأنواع المسموحة: PNG وJPG', 'file_type'],
      ['a file over 2 MB', IMAGES.bigPng(2.1), 'logo.png', 'حجم الشعار يجب ألا يزيد عن 2 ميغابايت', 'file_too_large'],
      ['an empty file', Buffer.alloc(0), 'logo.png', 'الملف فارغ', 'file_empty'],
    ])('refuses %s with 422 and stores nothing', async (_label, bytes, name, msg, type) => {
      const response = await upload('logo', bytes, name).expect(422);
      // Named by the file, as every upload check names it.
      expect(response.body.detail).toEqual([{ loc: ['body', 'file'], msg: `${name}: ${msg}`, type }]);
      expect(await storedFiles()).toEqual({});
    });

    it('asks for the file when none is sent', async () => {
      const response = await t
        .http()
        .post('/api/v1/admin/cms/logo')
        .set(authOf(roles, 'admin'))
        .field('note', 'x')
        .expect(422);
      expect(response.body.detail).toEqual([{ loc: ['body', 'file'], msg: 'الصورة مطلوبة', type: 'missing' }]);
    });

    it('removes the logo: the URL is cleared, the file deleted and the public address answers 404', async () => {
      await upload('logo', IMAGES.png, 'logo.png').expect(201);
      const key = (await storedFiles()).logo.key;
      const removed = await t.http().delete('/api/v1/admin/cms/logo').set(authOf(roles, 'admin')).expect(200);
      expect(removed.body.data.settings.logo_url).toBeNull();
      expect(onDisk(key)).toBe(false);
      const missing = await t.http().get('/api/v1/content/logo').expect(404);
      expect(missing.body.detail).toBe('لم يُرفع شعار للموقع');
      await t.http().delete('/api/v1/admin/cms/logo').set(authOf(roles, 'admin')).expect(404);
    });

    it.each(DENIED_CALLERS)('refuses uploads and removals by %s', async (caller) => {
      const posted = await upload('logo', IMAGES.png, 'logo.png', caller);
      expect(posted.status).toBe(DENIED[caller].status);
      const deleted = await t.http().delete('/api/v1/admin/cms/logo').set(authOf(roles, caller));
      expect(deleted.status).toBe(DENIED[caller].status);
      expect(await storedFiles()).toEqual({});
    });
  });

  describe('favicon', () => {
    it('accepts an ICO, recognized by its content, and serves it as image/x-icon', async () => {
      const response = await upload('favicon', IMAGES.ico, 'favicon.ico').expect(201);
      expect(response.body.data.settings.favicon_url).toMatch(/^\/api\/v1\/content\/favicon\?v=/);
      const served = await t.http().get(response.body.data.settings.favicon_url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/x-icon');
      expect(served.body.length).toBe(IMAGES.ico.length);
      await t.http().delete('/api/v1/admin/cms/favicon').set(authOf(roles, 'admin')).expect(200);
    });

    it('accepts a PNG favicon', async () => {
      const response = await upload('favicon', IMAGES.png, 'favicon.png').expect(201);
      const served = await t.http().get(response.body.data.settings.favicon_url).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      await t.http().delete('/api/v1/admin/cms/favicon').set(authOf(roles, 'admin')).expect(200);
    });

    it.each([
      ['a JPG', IMAGES.jpg, 'favicon.jpg', 'نوع الأيقونة غير مدعوم. الأنواع المسموحة: PNG وICO'],
      ['a PDF renamed .ico', IMAGES.pdf, 'favicon.ico', 'نوع الأيقونة غير مدعوم. الأنواع المسموحة: PNG وICO'],
      ['a file over 512 KB', IMAGES.bigPng(0.6), 'favicon.png', 'حجم الأيقونة يجب ألا يزيد عن 512 كيلوبايت'],
    ])('refuses %s with 422', async (_label, bytes, name, msg) => {
      const response = await upload('favicon', bytes, name).expect(422);
      expect(response.body.detail[0]).toMatchObject({ loc: ['body', 'file'], msg: `${name}: ${msg}` });
    });

    it('answers 404 when there is none', async () => {
      const response = await t.http().get('/api/v1/content/favicon').expect(404);
      expect(response.body.detail).toBe('لم تُرفع أيقونة للموقع');
    });

    it.each(DENIED_CALLERS)('refuses uploads and removals by %s', async (caller) => {
      expect((await upload('favicon', IMAGES.ico, 'favicon.ico', caller)).status).toBe(DENIED[caller].status);
      expect((await t.http().delete('/api/v1/admin/cms/favicon').set(authOf(roles, caller))).status).toBe(
        DENIED[caller].status,
      );
    });
  });

  describe('logo and favicon over GraphQL', () => {
    it('uploads, replaces and removes them with base64 files', async () => {
      const logo = await t.graphql(
        UPLOAD_LOGO,
        { file: base64Upload('logo.png', IMAGES.png) },
        tokenOf(roles, 'admin'),
      );
      expect(logo.body.errors).toBeUndefined();
      expect(logo.body.data.uploadLogo.settings.logoUrl).toMatch(/^\/api\/v1\/content\/logo\?v=/);
      const favicon = await t.graphql(
        UPLOAD_FAVICON,
        { file: base64Upload('favicon.ico', IMAGES.ico) },
        tokenOf(roles, 'admin'),
      );
      expect(favicon.body.data.uploadFavicon.settings).toEqual({
        logoUrl: logo.body.data.uploadLogo.settings.logoUrl,
        faviconUrl: expect.stringMatching(/^\/api\/v1\/content\/favicon\?v=/),
      });
      await t.http().get(favicon.body.data.uploadFavicon.settings.faviconUrl).expect(200);

      const removedLogo = await t.graphql(REMOVE_LOGO, {}, tokenOf(roles, 'admin'));
      expect(removedLogo.body.data.removeLogo.settings.logoUrl).toBeNull();
      const removedFavicon = await t.graphql(REMOVE_FAVICON, {}, tokenOf(roles, 'admin'));
      expect(removedFavicon.body.data.removeFavicon.settings.faviconUrl).toBeNull();
      const again = await t.graphql(REMOVE_FAVICON, {}, tokenOf(roles, 'admin'));
      expect(again.body.errors[0]).toMatchObject({
        message: 'لم تُرفع أيقونة للموقع',
        extensions: { code: 'NOT_FOUND' },
      });
    });

    it('refuses a wrongly typed file with BAD_USER_INPUT and the Arabic message', async () => {
      const response = await t.graphql(
        UPLOAD_LOGO,
        { file: base64Upload('logo.png', IMAGES.pdf) },
        tokenOf(roles, 'admin'),
      );
      expect(response.body.errors[0]).toMatchObject({
        message: 'logo.png: نوع الشعار غير مدعوم. الأنواع المسموحة: PNG وJPG',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const favicon = await t.graphql(
        UPLOAD_FAVICON,
        { file: base64Upload('favicon.ico', IMAGES.webp) },
        tokenOf(roles, 'admin'),
      );
      expect(graphqlCode(favicon.body)).toBe('BAD_USER_INPUT');
    });

    it.each(DENIED_CALLERS)('refuses %s', async (caller) => {
      for (const [query, variables] of [
        [UPLOAD_LOGO, { file: base64Upload('logo.png', IMAGES.png) }],
        [UPLOAD_FAVICON, { file: base64Upload('favicon.ico', IMAGES.ico) }],
        [REMOVE_LOGO, {}],
        [REMOVE_FAVICON, {}],
      ] as const) {
        const response = await t.graphql(query, variables, tokenOf(roles, caller));
        expect(graphqlCode(response.body)).toBe(DENIED[caller].code);
      }
      expect(await storedFiles()).toEqual({});
    });
  });
});
