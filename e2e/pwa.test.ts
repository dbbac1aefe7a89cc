import assert from 'node:assert/strict';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, launchProfileBrowser, screenshot } from './support/browser.js';
import { expectAccessible, expectNoOverflow } from './support/page-checks.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api } from './support/api.js';

const availability = browserAvailability();
const SMALL_PHONE = { width: 360, height: 740 };
const OFFICE_NAME = 'مكتب النور للاستشارات القانونية';

/** The page once its service worker is active and controls it (the first visit installs it; a reload is controlled). */
async function controlledPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the service worker controls');
  return page;
}

/** A new version deployed: the service worker's script changes, as every build changes its precache list. */
async function deploy(dist: string, version: number) {
  await appendFile(path.join(dist, 'sw.js'), `\n// deploy ${version}\n`);
}

// The contexts that run axe bypass the pages' content security policy, which refuses its injected script.
describe('the installable app in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let dist: string;
  let adminToken: string;

  before(async () => {
    // A copy of the build, so the journey can deploy a new service worker without touching client/dist.
    dist = await mkdtemp(path.join(tmpdir(), 'legal-pwa-dist-'));
    await cp(fileURLToPath(new URL('../client/dist', import.meta.url)), dist, { recursive: true });
    product = await startProduct({ CLIENT_DIST: dist });
    browser = await launchBrowser();
    adminToken = (await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN)).access_token;
    await api(product, 'PUT', '/admin/cms', { settings: { site_name: OFFICE_NAME } }, adminToken);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('links the manifest the server builds from the CMS and passes Chromium’s installability check', async () => {
    // Chromium never calls a site installable in an incognito profile (browser contexts are): a profile on disk.
    const profile = await mkdtemp(path.join(tmpdir(), 'legal-pwa-profile-'));
    const context = await launchProfileBrowser(profile, { viewport: SMALL_PHONE });
    try {
      const page = await controlledPage(context, `${product.url}/`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      assert.equal(href, '/api/v1/config/web-app-manifest?lang=ar');
      const response = await page.request.get(`${product.url}${href}`);
      assert.match(response.headers()['content-type'] ?? '', /^application\/manifest\+json/);
      const manifest = (await response.json()) as Record<string, unknown>;
      assert.equal(manifest.name, OFFICE_NAME);
      assert.equal(manifest.short_name, OFFICE_NAME);
      assert.equal(manifest.lang, 'ar');
      assert.equal(manifest.dir, 'rtl');
      assert.equal(manifest.theme_color, '#486581');

      const cdp = await context.newCDPSession(page);
      const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
      assert.deepEqual(parsed.errors, [], 'the manifest parses without errors');
      assert.ok(parsed.url.endsWith(href));
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      assert.deepEqual(installabilityErrors, []);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('shows the offline page, in the visitor’s language, for a page asked for without a network', async () => {
    const phone = await browser.newContext({ viewport: SMALL_PHONE, bypassCSP: true });
    const page = await controlledPage(phone, `${product.url}/`);
    await phone.setOffline(true);
    await page.goto(`${product.url}/services`);
    await page.getByRole('heading', { name: 'لا يوجد اتصال بالإنترنت' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await page.getByRole('heading').count(), 1, 'only the Arabic text shows');
    await expectNoOverflow(page, 'offline page at 360 px');
    await expectAccessible(page, 'offline page in Arabic');
    await screenshot(page, 'pwa-offline-phone-ar');
    // Back online, the retry link asks for the same address again.
    await phone.setOffline(false);
    await page.getByRole('link', { name: 'إعادة المحاولة' }).click();
    await page.getByRole('heading', { name: 'لا يوجد اتصال بالإنترنت' }).waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/services');
    await phone.close();

    const desktop = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const english = await controlledPage(desktop, `${product.url}/`);
    await english.evaluate(() => localStorage.setItem('legal-office.language', 'en'));
    await desktop.setOffline(true);
    await english.goto(`${product.url}/track-order`);
    await english.getByRole('heading', { name: 'No internet connection' }).waitFor();
    assert.equal(await english.evaluate(() => document.documentElement.dir), 'ltr');
    await expectAccessible(english, 'offline page in English');
    await screenshot(english, 'pwa-offline-desktop-en');
    await desktop.close();
  });

  it('leaves the server’s answers to the server: API routes, 404s and fresh CMS content', async () => {
    const context = await browser.newContext({ viewport: SMALL_PHONE });
    const page = await controlledPage(context, `${product.url}/`);
    const config = await page.evaluate(async () => {
      const response = await fetch('/api/v1/config?lang=ar');
      return {
        status: response.status,
        caching: response.headers.get('cache-control'),
        name: ((await response.json()) as { data: { site: { name: string } } }).data.site.name,
      };
    });
    assert.deepEqual(config, { status: 200, caching: 'no-store', name: OFFICE_NAME });
    const graphql = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ publicConfig { site { name } } }' }),
      });
      return response.status;
    });
    assert.equal(graphql, 200);

    // An unknown path is still the server's 404, not a cached copy of the app.
    const missing = await page.goto(`${product.url}/no-such-page`);
    assert.equal(missing?.status(), 404);
    // A CMS edit shows on the next visit: pages and content come from the server, not the worker's caches.
    const title = 'عنوان جديد بعد التعديل';
    await api(product, 'PUT', '/admin/cms', { home: { hero_title: title } }, adminToken);
    await page.goto(`${product.url}/`);
    await page.getByRole('heading', { name: title }).waitFor();

    // Nothing the API answered was kept: offline, it is not there.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    assert.ok(cached.includes('/offline.html'), 'the offline page is precached');
    assert.deepEqual(
      cached.filter((url) => /^\/(api|graphql|uploads)/.test(url) || url === '/' || url.endsWith('index.html')),
      [],
    );
    await context.setOffline(true);
    const offlineApi = await page.evaluate(() =>
      fetch('/api/v1/config').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    assert.equal(offlineApi, 'failed');
    await context.close();
  });

  it('offers to reload into a newly deployed version, in the visitor’s language', async () => {
    const phone = await browser.newContext({ viewport: SMALL_PHONE });
    const page = await controlledPage(phone, `${product.url}/services`);
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await deploy(dist, 1);
    // The browser checks for a new worker when a page loads.
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'يتوفر إصدار جديد من الموقع.' });
    await prompt.waitFor();
    await expectNoOverflow(page, 'update prompt at 360 px');
    await screenshot(page, 'pwa-update-phone-ar', { fullPage: false });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'تحديث الآن' }).click();
    await reloaded;
    await prompt.waitFor({ state: 'detached' });
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { waiting: registration.waiting !== null, controller: navigator.serviceWorker.controller?.scriptURL };
    });
    assert.deepEqual(state, { waiting: false, controller: before });
    await phone.close();

    const desktop = await browser.newContext({ viewport: DESKTOP });
    const english = await controlledPage(desktop, `${product.url}/`);
    await english.evaluate(() => localStorage.setItem('legal-office.language', 'en'));
    await deploy(dist, 2);
    await english.reload();
    const englishPrompt = english.getByRole('status').filter({ hasText: 'A new version of the site is available.' });
    await englishPrompt.waitFor();
    await screenshot(english, 'pwa-update-desktop-en', { fullPage: false });
    await englishPrompt.getByRole('button', { name: 'Later' }).click();
    await englishPrompt.waitFor({ state: 'detached' });
    await desktop.close();
  });
});
