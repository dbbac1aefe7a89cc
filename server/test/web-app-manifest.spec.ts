import { readFileSync } from 'node:fs';
import { CMS_DEFAULTS } from '../src/cms/cms-defaults.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { authOf, IMAGES, restoreContentDefaults, type Roles, signedInRoles } from './helpers/content.js';

/** A square PNG of 512 px: the built-in icon, uploaded as the office's logo. */
const SQUARE_LOGO = readFileSync(new URL('../../client/public/app-icon-512.png', import.meta.url));
const BUILT_IN_ICONS = [
  { src: '/app-icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/app-icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

describe('the web app manifest', () => {
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    t = await startTestApp();
    roles = await signedInRoles(t);
  });
  afterEach(() => restoreContentDefaults(t));
  afterAll(() => t.close());

  const manifest = (lang?: string) =>
    t
      .http()
      .get(`/api/v1/config/web-app-manifest${lang ? `?lang=${lang}` : ''}`)
      .expect(200);
  const uploadLogo = (bytes: Buffer, name: string) =>
    t.http().post('/api/v1/admin/cms/logo').set(authOf(roles, 'admin')).attach('file', bytes, name).expect(201);

  it('names the app after the office, right to left in Arabic, in the brand colour, with the built-in icons', async () => {
    const response = await manifest('ar');
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(response.text)).toEqual({
      id: '/',
      name: CMS_DEFAULTS.settings.site_name,
      short_name: CMS_DEFAULTS.settings.site_name,
      description: CMS_DEFAULTS.settings.site_description,
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: CMS_DEFAULTS.settings.primary_color,
      background_color: '#fafafa',
      icons: BUILT_IN_ICONS,
    });
  });

  it('reads in the language asked for, left to right in English', async () => {
    await t
      .http()
      .put('/api/v1/admin/cms?lang=en')
      .set(authOf(roles, 'admin'))
      .send({ settings: { site_name: 'Al-Nour Legal Office' } })
      .expect(200);
    const english = JSON.parse((await manifest('en')).text);
    expect(english).toMatchObject({
      name: 'Al-Nour Legal Office',
      lang: 'en',
      dir: 'ltr',
      id: '/',
    });
  });

  it('takes the CMS logo as the icon when it is a square PNG of 512 px or more, at its real size', async () => {
    const logoUrl = (await uploadLogo(SQUARE_LOGO, 'logo.png')).body.data.settings.logo_url as string;
    expect(JSON.parse((await manifest('ar')).text).icons).toEqual([
      { src: logoUrl, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
  });

  it('keeps the built-in icons for a logo Chromium could not install: a small PNG, a JPG', async () => {
    await uploadLogo(IMAGES.png, 'small.png');
    expect(JSON.parse((await manifest('ar')).text).icons).toEqual(BUILT_IN_ICONS);
    await uploadLogo(IMAGES.jpg, 'logo.jpg');
    expect(JSON.parse((await manifest('ar')).text).icons).toEqual(BUILT_IN_ICONS);
  });
});
