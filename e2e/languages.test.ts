import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  animationsSettled,
  browserAvailability,
  keepDocument,
  launchBrowser,
  PHONE,
  screenshot,
} from './support/browser.js';
import { linkIn, waitForMail } from './support/mail.js';
import { startProduct, type RunningProduct } from './support/product.js';
import { api, REGISTRY_EXTRACT_ANSWERS } from './support/api.js';
import { chooseLanguage, expectAccessible, expectNoOverflow } from './support/page-checks.js';

const run = promisify(execFile);
const availability = browserAvailability();
const ARABIC_LETTERS = /[\u0600-\u06FF]/;
const client = { name: 'Ayşe Yılmaz', email: 'ayse.tr@e2e.local', phone: '5321234567', password: 'Güçlü-şifre-2026' };

/** A page of the product in Turkish, as a visitor who picked Turkish in the language menu sees it. */
async function turkishPage(browser: Browser, product: RunningProduct, route: string): Promise<Page> {
  const page = await browser.newPage({ viewport: PHONE, locale: 'tr-TR', bypassCSP: true });
  await page.goto(`${product.url}${route}`);
  await chooseLanguage(page, 'tr');
  return page;
}

/** Every page a visitor reaches without an account. */
const PUBLIC_PAGES = [
  '/',
  '/services',
  '/track-order',
  '/contact',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/verify',
];

describe('the product in Arabic, Turkish and English, in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let token: string;
  let orderId: number;

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows every public page in each language on a phone: its direction, its title, axe clean, nothing overflowing', async () => {
    const page = await browser.newPage({ viewport: PHONE, bypassCSP: true });
    await page.goto(product.url);
    for (const language of ['ar', 'tr', 'en'] as const) {
      // The office's name as the CMS has it in this language.
      const siteName = (await api<{ site: { name: string } }>(product, 'GET', `/config?lang=${language}`)).site.name;
      await chooseLanguage(page, language);
      for (const route of PUBLIC_PAGES) {
        await page.goto(`${product.url}${route}`);
        await page.locator('main').first().waitFor();
        await animationsSettled(page);
        const html = page.locator('html');
        assert.equal(await html.getAttribute('lang'), language, `${route} in ${language}`);
        assert.equal(await html.getAttribute('dir'), language === 'ar' ? 'rtl' : 'ltr', `${route} in ${language}`);
        const screen = `${route} in ${language}`;
        // The title follows the page's data (the site's configuration), which may arrive after the page shows.
        await page
          .waitForFunction((name) => document.title.includes(name), siteName, { timeout: 10_000 })
          .catch(async () => assert.fail(`${screen} is titled "${await page.title()}", without the office's name`));
        await expectNoOverflow(page, screen);
        await expectAccessible(page, screen);
        await screenshot(page, `${language}-public${route === '/' ? '-home' : route.replaceAll('/', '-')}-phone`);
      }
    }
    await page.close();
  });

  it('registers in Turkish and receives the verification e-mail in Turkish, left to right', async () => {
    const page = await turkishPage(browser, product, '/register');
    await page.getByLabel('Ad soyad').fill(client.name);
    await page.getByLabel('E-posta').fill(client.email);
    await page.getByLabel(/^Telefon numarası/).fill(client.phone);
    await page.getByRole('textbox', { name: 'Şifre' }).fill(client.password);
    await page.getByText('kabul ediyorum').click();
    await page.getByRole('button', { name: 'Hesap oluştur' }).click();
    await page.waitForURL(`${product.url}/`);
    // The home page in Turkish from the CMS: its Turkish hero title, and no Arabic on it at all.
    const content = await api<{ home: { hero_title: string } }>(product, 'GET', '/content?lang=tr');
    await page.getByRole('heading', { level: 1, name: content.home.hero_title }).waitFor();
    await page
      .locator('main')
      .getByRole('link', { name: /Hizmet/ })
      .first()
      .waitFor();
    assert.doesNotMatch(await page.locator('main').innerText(), ARABIC_LETTERS, 'the Turkish home page has no Arabic');
    await screenshot(page, 'tr-registered-home-phone');

    const mail = await waitForMail(product.dataDir, 'email_verification', client.email);
    assert.match(mail, /<html[^>]*lang="tr"/);
    assert.match(mail, /<html[^>]*dir="ltr"/);
    assert.match(mail, /E-postayı doğrula/);
    const plainText = mail.split(/Content-Type: text\/plain/i)[1]?.split(/Content-Type: text\/html/i)[0] ?? '';
    assert.match(plainText, /Kaydolduğunuz için teşekkür ederiz/);
    const siteName = (await api<{ site: { name: string } }>(product, 'GET', '/config')).site.name;
    assert.doesNotMatch(plainText.replaceAll(siteName, ''), ARABIC_LETTERS, 'no Arabic but the office’s name');

    await page.goto(linkIn(mail, 'http').replace(/^https?:\/\/[^/]+/, product.url));
    await page.getByText('E-posta adresiniz doğrulandı', { exact: false }).first().waitFor();
    await page.close();
  });

  it('says a wrong password in Turkish', async () => {
    const page = await turkishPage(browser, product, '/login');
    await page.getByLabel('E-posta').fill(client.email);
    await page.getByRole('textbox', { name: 'Şifre' }).fill('yanlış-şifre-123');
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.getByText('E-posta adresi veya şifre hatalı').first().waitFor();
    assert.equal(await page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة').count(), 0);
    await screenshot(page, 'tr-wrong-password-phone');
    await expectAccessible(page, 'the Turkish sign-in page with its error');
    await page.close();
  });

  it('shows the order in Turkish with its time named as Istanbul’s', async () => {
    token = (
      await api<{ access_token: string }>(product, 'POST', '/auth/login', {
        email: client.email,
        password: client.password,
      })
    ).access_token;
    const services = await api<{ id: number; name_ar: string; price: string }[]>(product, 'GET', '/services');
    const service = services.find((entry) => entry.name_ar === 'إخراج قيد فردي' && Number(entry.price) > 0);
    assert.ok(service, 'the paid civil registry extract in the catalogue');
    const order = await api<{ id: number; order_number: string; invoice_url: string }>(
      product,
      'POST',
      '/orders',
      { service_id: service.id, payment_method: 'bank_transfer', answers: REGISTRY_EXTRACT_ANSWERS },
      token,
    );

    orderId = order.id;
    const page = await turkishPage(browser, product, '/login');
    await page.getByLabel('E-posta').fill(client.email);
    await page.getByRole('textbox', { name: 'Şifre' }).fill(client.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.waitForURL(`${product.url}/profile`);
    await page.goto(`${product.url}/orders/${order.id}`);
    const placed = page.getByText(/\(İstanbul saati\)/).first();
    await placed.waitFor();
    const shownTime = /(\d{2}:\d{2})/.exec((await placed.textContent()) ?? '')?.[1];
    assert.ok(shownTime, 'the order page shows the time it was placed');
    await screenshot(page, 'tr-order-page-phone');
    await expectNoOverflow(page, 'the Turkish order page');
    await expectAccessible(page, 'the Turkish order page');

    const response = await fetch(`${product.url}${order.invoice_url}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 200);
    const invoice = Buffer.from(await response.arrayBuffer());
    await keepDocument('invoice-tr.pdf', invoice);
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'invoice-tr-')), 'invoice.pdf');
    await writeFile(file, invoice);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    assert.match(text, /Fatura/);
    assert.match(text, /İstanbul saati/);
    assert.ok(text.includes(shownTime), `the invoice shows the order's time ${shownTime} as the order page does`);
    await page.close();
  });

  it('shows the client’s own screens in each language on a phone: direction, axe clean, nothing overflowing', async () => {
    const page = await turkishPage(browser, product, '/login');
    await page.getByLabel('E-posta').fill(client.email);
    await page.getByRole('textbox', { name: 'Şifre' }).fill(client.password);
    await page.getByRole('button', { name: 'Giriş yap' }).click();
    await page.waitForURL(`${product.url}/profile`);
    const screens = { profile: '/profile', wizard: '/create-order', order: `/orders/${orderId}` };
    for (const language of ['ar', 'tr', 'en'] as const) {
      await chooseLanguage(page, language);
      for (const [name, route] of Object.entries(screens)) {
        await page.goto(`${product.url}${route}`);
        await page.locator('main h1, main h2').first().waitFor();
        await animationsSettled(page);
        const screen = `the ${name} screen in ${language}`;
        assert.equal(await page.locator('html').getAttribute('lang'), language, screen);
        assert.equal(await page.locator('html').getAttribute('dir'), language === 'ar' ? 'rtl' : 'ltr', screen);
        await expectNoOverflow(page, screen);
        await expectAccessible(page, screen);
        await screenshot(page, `${language}-client-${name}-phone`);
      }
    }
    await page.close();
  });
});
