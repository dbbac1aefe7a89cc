import { CMS_DEFAULTS } from '../src/cms/cms-defaults.js';
import { CMS_TRANSLATION_DEFAULTS } from '../src/cms/cms-translation-defaults.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import {
  authOf,
  type Caller,
  DENIED,
  graphqlCode,
  restoreContentDefaults,
  type Roles,
  signedInRoles,
  tokenOf,
} from './helpers/content.js';

const HOME = 'home { heroTitle stats { value label } whyUs { title text } }';
const SITE_CONTENT = `query ($language: Language) { siteContent(language: $language) { ${HOME} contact { phone address } } }`;
const PUBLIC_CONFIG = `query ($language: Language) { publicConfig(language: $language) { site { name } contact { address workingHours } } }`;
const CMS = `query ($language: Language) { cms(language: $language) { ${HOME} settings { siteName primaryColor } } }`;
const UPDATE_CMS = `mutation ($input: CmsInput!, $language: Language) { updateCms(input: $input, language: $language) { ${HOME} } }`;
const MISSING = `query { cmsMissingTranslations { language fields } }`;
const DENIED_CALLERS = ['anonymous', 'client', 'staff'] as const;
const TR = CMS_TRANSLATION_DEFAULTS.tr;
const whyUsTitles = (content: { whyUs: { title: string }[] }) => content.whyUs.map(({ title }) => title);

describe('the office content in Arabic, Turkish and English', () => {
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    t = await startTestApp();
    roles = await signedInRoles(t);
  });
  afterAll(() => t.close());

  const gql = async (query: string, variables: Record<string, unknown> = {}, caller: Caller = 'admin') => {
    const { body } = await t.graphql(query, variables, tokenOf(roles, caller));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it asked for
    return body as { data: Record<string, any>; errors?: { extensions: { code?: string }; message: string }[] };
  };
  const put = (body: object, lang?: string, caller: Caller = 'admin') =>
    t
      .http()
      .put(`/api/v1/admin/cms${lang ? `?lang=${lang}` : ''}`)
      .set(authOf(roles, caller))
      .send(body);

  describe('as first started', () => {
    it('serves the seeded Turkish and English texts to visitors, by argument, ?lang= or Accept-Language', async () => {
      const byArgument = await gql(SITE_CONTENT, { language: 'tr' }, 'anonymous');
      expect(byArgument.data.siteContent.home.heroTitle).toBe(TR.home!.hero_title);
      expect(byArgument.data.siteContent.contact).toEqual({
        phone: CMS_DEFAULTS.contact.phone,
        address: TR.contact!.address,
      });

      const byQuery = await t.http().get('/api/v1/content?lang=en').expect(200);
      expect(byQuery.body.data.home.hero_title).toBe(CMS_TRANSLATION_DEFAULTS.en.home!.hero_title);
      expect(byQuery.body.data.home.stats[0]).toEqual({ value: '+5000', label: 'Happy clients' });

      const byHeader = await t.http().get('/api/v1/config').set('Accept-Language', 'tr-TR,tr;q=0.9').expect(200);
      expect(byHeader.body.data.site.name).toBe(TR.settings!.site_name);
      expect(byHeader.body.data.contact.working_hours).toBe(TR.contact!.working_hours);

      const arabic = await t.http().get('/api/v1/config').expect(200);
      expect(arabic.body.data.site.name).toBe(CMS_DEFAULTS.settings.site_name);
      const config = await gql(PUBLIC_CONFIG, { language: 'en' }, 'anonymous');
      expect(config.data.publicConfig.site.name).toBe(CMS_TRANSLATION_DEFAULTS.en.settings!.site_name);
    });

    it('lacks no seeded text in either translation', async () => {
      expect((await gql(MISSING)).data.cmsMissingTranslations).toEqual([
        { language: 'tr', fields: [] },
        { language: 'en', fields: [] },
      ]);
    });
  });

  describe('editing', () => {
    afterEach(() => restoreContentDefaults(t));

    it('saves a Turkish text beside the Arabic, which stays as it was, on both APIs', async () => {
      await restoreContentDefaults(t);
      const saved = await gql(UPDATE_CMS, { language: 'tr', input: { home: { heroTitle: 'Türkçe başlık' } } });
      expect(saved.errors).toBeUndefined();
      expect(saved.data.updateCms.home.heroTitle).toBe('Türkçe başlık');
      // Not yet translated: the editor shows the field empty, visitors read the Arabic.
      expect(saved.data.updateCms.home.stats[0]).toEqual({ value: '+5000', label: '' });
      const visitor = await gql(SITE_CONTENT, { language: 'tr' }, 'anonymous');
      expect(visitor.data.siteContent.home.stats[0].label).toBe(CMS_DEFAULTS.home.stats[0].label);
      expect(visitor.data.siteContent.home.heroTitle).toBe('Türkçe başlık');
      expect((await gql(SITE_CONTENT, {}, 'anonymous')).data.siteContent.home.heroTitle).toBe(
        CMS_DEFAULTS.home.hero_title,
      );

      const rest = await put({ home: { stats: [{ label: 'Clients' }, {}, {}, { label: 'Always' }] } }, 'en').expect(
        200,
      );
      expect(rest.body.data.home.stats.map((stat: { label: string }) => stat.label)).toEqual([
        'Clients',
        '',
        '',
        'Always',
      ]);
      const english = await t.http().get('/api/v1/admin/cms?lang=en').set(authOf(roles, 'admin')).expect(200);
      expect(english.body.data.home.hero_title).toBe('');
      expect(english.body.data.settings.primary_color).toBe(CMS_DEFAULTS.settings.primary_color);
      const audit = await t.prisma.auditLog.findFirst({ where: { action: 'cms.update' }, orderBy: { id: 'desc' } });
      expect(audit?.details).toEqual({ sections: ['home:en'] });
    });

    it('lists each text a translation lacks, in the names of each API', async () => {
      await restoreContentDefaults(t);
      await put(
        { home: { hero_title: 'Title', why_us: CMS_DEFAULTS.home.why_us.map(() => ({ title: 'T', text: 'x' })) } },
        'en',
      ).expect(200);
      const missing = await gql(MISSING);
      const english = missing.data.cmsMissingTranslations.find(
        (entry: { language: string }) => entry.language === 'en',
      );
      expect(english.fields).toContain('home.heroSubtitle');
      expect(english.fields).toContain('home.stats.0.label');
      expect(english.fields).toContain('settings.siteName');
      expect(english.fields).not.toContain('home.heroTitle');
      expect(english.fields.filter((field: string) => field.startsWith('home.whyUs.'))).toEqual([]);
      // Figures, phones and colours are one value in every language: never missing.
      expect(english.fields).not.toContain('home.stats.0.value');
      expect(english.fields).not.toContain('contact.phone');

      const rest = await t.http().get('/api/v1/admin/cms/missing-translations').set(authOf(roles, 'admin')).expect(200);
      expect(rest.body.data[1].language).toBe('en');
      expect(rest.body.data[1].fields).toContain('home.hero_subtitle');
      expect(rest.body.data[1].fields).toContain('contact.working_hours');
    });

    it('keeps each card’s translation with its card when the Arabic list loses or gains one', async () => {
      await restoreContentDefaults(t);
      const turkish = CMS_DEFAULTS.home.why_us.map((_, index) => ({ title: `Kart ${index}` }));
      await put({ home: { why_us: turkish } }, 'tr').expect(200);
      const [, ...withoutFirst] = CMS_DEFAULTS.home.why_us;
      await put({ home: { why_us: withoutFirst } }).expect(200);
      await put({ home: { why_us: [{ title: 'بطاقة جديدة', text: 'نص' }, ...withoutFirst] } }).expect(200);
      const read = await gql(SITE_CONTENT, { language: 'tr' }, 'anonymous');
      // The new card has no Turkish yet: visitors read its Arabic.
      expect(whyUsTitles(read.data.siteContent.home)).toEqual([
        'بطاقة جديدة',
        ...turkish.slice(1).map(({ title }) => title),
      ]);
      // Edited in place (same length): translations stay by position.
      await put({ home: { why_us: [{ title: 'معدلة', text: 'نص' }, ...withoutFirst] } }).expect(200);
      const edited = await gql(CMS, { language: 'tr' });
      expect(whyUsTitles(edited.data.cms.home)[0]).toBe('');
      expect(whyUsTitles(edited.data.cms.home)[1]).toBe('Kart 1');
    });

    it('takes back a whole translation as read, the fields one in every language included, but not another phone', async () => {
      await restoreContentDefaults(t);
      await put({ home: { hero_title: 'Başlık' }, contact: { address: 'Adres' } }, 'tr').expect(200);
      const read = await t.http().get('/api/v1/admin/cms?lang=tr').set(authOf(roles, 'admin')).expect(200);
      const { logo_url: _logo, favicon_url: _favicon, ...settings } = read.body.data.settings;
      const back = await put({ ...read.body.data, settings }, 'tr').expect(200);
      expect(back.body.data).toEqual(read.body.data);
      const phone = await put({ contact: { ...read.body.data.contact, phone: '+90 555 000 00 00' } }, 'tr').expect(422);
      expect(phone.body.detail.map(({ loc }: { loc: string[] }) => loc.join('.'))).toEqual(['body.contact.phone']);
      const rating = await put(
        { home: { testimonials: read.body.data.home.testimonials.map((item: object) => ({ ...item, rating: 1 })) } },
        'tr',
      ).expect(422);
      expect(rating.body.detail[0].loc).toEqual(['body', 'home', 'testimonials', 0, 'rating']);
    });

    it('empties a translated text back to the Arabic', async () => {
      await restoreContentDefaults(t);
      await put({ home: { hero_title: 'Başlık' } }, 'tr').expect(200);
      await put({ home: { hero_title: '' } }, 'tr').expect(200);
      const read = await gql(SITE_CONTENT, { language: 'tr' }, 'anonymous');
      expect(read.data.siteContent.home.heroTitle).toBe(CMS_DEFAULTS.home.hero_title);
    });
  });

  describe('bad input', () => {
    afterEach(() => restoreContentDefaults(t));

    it('refuses a field that is one value in every language, a list of another length and an unknown section, naming each', async () => {
      const rest = await put(
        {
          contact: { phone: '+90 555 000 00 00', address: 'Adres' },
          home: { steps: [{ title: 'Bir' }] },
        },
        'tr',
      )
        .set('Accept-Language', 'en')
        .expect(422);
      const messages = Object.fromEntries(
        (rest.body.detail as { loc: string[]; msg: string }[]).map(({ loc, msg }) => [loc.slice(1).join('.'), msg]),
      );
      expect(messages['contact.phone']).toBe(
        'The field phone is the same in every language: edit it in the Arabic content',
      );
      expect(messages['home.steps']).toBe(
        `The translation must have ${CMS_DEFAULTS.home.steps.length} items, as the Arabic content has`,
      );
      const footer = await put({ footer: { text: 'x' } }, 'tr')
        .set('Accept-Language', 'en')
        .expect(422);
      expect(footer.body.detail[0].msg).toBe('The field footer is not allowed');
      // Nothing of a refused change is kept, the valid address included.
      const read = await t.http().get('/api/v1/admin/cms?lang=tr').set(authOf(roles, 'admin')).expect(200);
      expect(read.body.data.contact.address).toBe('');
    });

    it('refuses a text longer than the Arabic may be and an unknown language, over GraphQL', async () => {
      const long = await gql(UPDATE_CMS, { language: 'en', input: { home: { heroTitle: 'x'.repeat(201) } } });
      expect(long.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
      const unknown = await gql(CMS, { language: 'de' });
      expect(unknown.errors?.[0].message).toMatch(/Language/);
      const rest = await t.http().get('/api/v1/content?lang=de').expect(422);
      expect(rest.body.detail[0].loc).toEqual(['query', 'lang']);
    });
  });

  describe('who may', () => {
    it.each(DENIED_CALLERS)(
      'refuses %s the editor, the missing texts and saving a translation, on both APIs',
      async (caller) => {
        for (const call of [
          t.http().get('/api/v1/admin/cms?lang=tr').set(authOf(roles, caller)),
          t.http().get('/api/v1/admin/cms/missing-translations').set(authOf(roles, caller)),
          put({ home: { hero_title: 'x' } }, 'tr', caller),
        ]) {
          const answer = await call;
          expect(answer.status).toBe(DENIED[caller].status);
        }
        expect(graphqlCode(await gql(CMS, { language: 'tr' }, caller))).toBe(DENIED[caller].code);
        expect(graphqlCode(await gql(MISSING, {}, caller))).toBe(DENIED[caller].code);
        expect(
          graphqlCode(await gql(UPDATE_CMS, { language: 'tr', input: { home: { heroTitle: 'x' } } }, caller)),
        ).toBe(DENIED[caller].code);
      },
    );
  });
});
