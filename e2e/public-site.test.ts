import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { linkIn, waitForMail } from './support/mail.js';
import { expectNoOverflow } from './support/page-checks.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api, registerClient } from './support/api.js';

const run = promisify(execFile);
const availability = browserAvailability();
const PASSWORD = 'Strong-pass-2026';

async function register(
  page: Page,
  product: RunningProduct,
  person: { name: string; email: string; country: string; number: string },
) {
  await page.goto(`${product.url}/register`);
  await page.getByLabel('الاسم الكامل').fill(person.name);
  await page.getByLabel('البريد الإلكتروني').fill(person.email);
  await page.getByRole('combobox', { name: /رمز الدولة/ }).click();
  await page.getByRole('textbox', { name: /ابحث عن دولة/ }).fill(person.country);
  await page
    .getByRole('option', { name: new RegExp(person.country) })
    .first()
    .click();
  await page.getByLabel(/^رقم الهاتف/).fill(person.number);
  await page.getByLabel(/^كلمة المرور/).fill(PASSWORD);
  await page.getByText('أوافق على').click();
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();
  await page.waitForURL(`${product.url}/`);
}

async function signInThroughForm(page: Page, product: RunningProduct, email: string, password: string) {
  await page.goto(`${product.url}/login`);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel(/^كلمة المرور/).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

describe('the public site in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('registers clients with a Turkish and a German number, stored in international form, then signs out and in', async () => {
    const people = [
      {
        name: 'أحمد التركي',
        email: 'ahmad.tr@e2e.local',
        country: 'تركيا',
        number: '5321234567',
        stored: '+905321234567',
      },
      {
        name: 'ليلى الألمانية',
        email: 'layla.de@e2e.local',
        country: 'ألمانيا',
        number: '15123456789',
        stored: '+4915123456789',
      },
    ];
    const admin = await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN);
    for (const person of people) {
      const page = await browser.newPage({ viewport: PHONE });
      await register(page, product, person);
      await page.getByText(/مرحباً بك في/).waitFor();
      const users = await api<{ email: string; phone: string }[]>(
        product,
        'GET',
        `/admin/users?search=${encodeURIComponent(person.email)}`,
        undefined,
        admin.access_token,
      );
      assert.equal(users[0]?.phone, person.stored);
      await page.getByRole('button', { name: 'فتح القائمة' }).click();
      await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await page.waitForURL(`${product.url}/login`);
      await signInThroughForm(page, product, person.email, PASSWORD);
      await page.waitForURL(`${product.url}/profile`);
      await page.close();
    }
  });

  it('resets a forgotten password through the link in the e-mail the outbox wrote', async () => {
    const email = 'forgetful@e2e.local';
    await api(product, 'POST', '/auth/register', {
      email,
      password: PASSWORD,
      full_name: 'سامر',
      phone: '+905321112233',
    });
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${product.url}/login`);
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await page.getByRole('heading', { name: 'نسيت كلمة المرور', level: 1 }).waitFor();
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByRole('button', { name: /إرسال/ }).click();
    await page.getByText(/إذا كان البريد/).waitFor();
    const link = linkIn(
      await waitForMail(product.dataDir, 'password_reset', email),
      `${new URL(product.url).protocol}//`,
    );
    await page.goto(link.replace(/^http:\/\/localhost:\d+/, product.url));
    const fresh = 'Brand-new-pass-77';
    await page.getByLabel(/^كلمة المرور الجديدة/).fill(fresh);
    await page.getByLabel(/^تأكيد كلمة المرور/).fill(fresh);
    await page.getByRole('button', { name: /تعيين كلمة المرور/ }).click();
    await page.waitForURL(`${product.url}/login`);
    await signInThroughForm(page, product, email, fresh);
    await page.waitForURL(`${product.url}/profile`);
    await page.close();
  });

  it('tracks an order from the e-mailed link and downloads its invoice, a real PDF with the tracking number', async () => {
    const email = 'tracker@e2e.local';
    const session = await registerClient(product, {
      email,
      password: PASSWORD,
      full_name: 'هالة',
      phone: '+905327778899',
    });
    const [service] = await api<{ id: number; name: string }[]>(product, 'GET', '/services');
    const order = await api<{ tracking_number: string; order_number: string }>(
      product,
      'POST',
      '/orders',
      { service_id: service.id, payment_method: 'bank_transfer', notes: 'e2e' },
      session.access_token,
    );
    const link = linkIn(await waitForMail(product.dataDir, 'order_created', email), 'http://');
    assert.match(link, /\/track-order\?number=TRK-/);
    const page = await browser.newPage({ viewport: DESKTOP, acceptDownloads: true });
    await page.goto(link.replace(/^http:\/\/localhost:\d+/, product.url));
    await page.getByText('تم العثور على الطلب').waitFor();
    await page.getByText(`#${order.order_number}`).waitFor();
    await page.getByText(service.name).first().waitFor();
    await screenshot(page, 'track-result-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /تحميل الفاتورة/ }).click(),
    ]);
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
    await download.saveAs(file);
    assert.equal((await readFile(file)).subarray(0, 5).toString(), '%PDF-');
    if (!existsSync('/usr/bin/pdftotext') && !process.env.CI) {
      console.warn(
        '\n!!! pdftotext not found: the invoice text is not checked. Install it with: apt-get install -y poppler-utils\n',
      );
      return;
    }
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    assert.ok(stdout.includes(order.tracking_number), `the invoice names ${order.tracking_number}:\n${stdout}`);
    assert.ok(stdout.includes(order.order_number));
    await page.close();
  });

  it('switches to English, left to right, and back to Arabic, remembering the choice', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${product.url}/services`);
    await page.getByLabel('لغة الواجهة').selectOption('en');
    await page.getByRole('heading', { name: 'Our services', level: 1 }).waitFor();
    assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await page.reload();
    await page.getByRole('heading', { name: 'Our services', level: 1 }).waitFor();
    await page.getByLabel('Interface language').selectOption('ar');
    await page.getByRole('heading', { name: 'خدماتنا', level: 1 }).waitFor();
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    await page.close();
  });

  it('shows on the home page the hero title an admin saved in the CMS', async () => {
    const admin = await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN);
    const title = 'عنوان جديد من لوحة المحتوى';
    await api(product, 'PUT', '/admin/cms', { home: { hero_title: title } }, admin.access_token);
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(product.url);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.close();
  });

  it('answers an unknown path with HTTP 404 and the 404 page', async () => {
    const response = await fetch(`${product.url}/no-such-page`, { headers: { Accept: 'text/html' } });
    assert.equal(response.status, 404);
    assert.equal((await fetch(`${product.url}/track-order`, { headers: { Accept: 'text/html' } })).status, 200);
  });

  const PAGES = [
    '/',
    '/services',
    '/track-order',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=x',
    '/terms',
    '/privacy',
    '/contact',
    '/no-such-page',
  ];

  it('has no serious or critical accessibility violation on any public page, in Arabic and English', async () => {
    const found: string[] = [];
    for (const language of ['ar', 'en']) {
      const page = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
      await page.goto(product.url);
      await page.evaluate((code) => localStorage.setItem('legal-office.language', code), language);
      for (const route of PAGES) {
        await page.goto(`${product.url}${route}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        found.push(...(await seriousViolations(page)).map((violation) => `${language} ${route}: ${violation}`));
      }
      await page.close();
    }
    assert.deepEqual(found, []);
  });

  it('fits every public page into a 360 px phone without horizontal scrolling, and screenshots each', async () => {
    for (const language of ['ar', 'en']) {
      for (const [label, viewport] of [
        ['phone', { width: 360, height: 780 }],
        ['desktop', DESKTOP],
      ] as const) {
        const page = await browser.newPage({ viewport });
        await page.goto(product.url);
        await page.evaluate((code) => localStorage.setItem('legal-office.language', code), language);
        for (const route of PAGES) {
          await page.goto(`${product.url}${route}`);
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          await expectNoOverflow(page, `${language} ${route} at ${viewport.width}px`);
          await screenshot(
            page,
            `${language}-${label}-${route.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home'}`,
          );
        }
        await page.close();
      }
    }
  });
});
