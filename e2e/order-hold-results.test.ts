import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { browserAvailability, DESKTOP, launchBrowser, screenshot } from './support/browser.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api, payInFull, REGISTRY_EXTRACT_ANSWERS, registerClient } from './support/api.js';

const availability = browserAvailability();
const PASSWORD = 'Strong-pass-2026';
const REQUEST = 'يرجى رفع نسخة أوضح من الصفحة الثانية من جواز السفر';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const NARROW = { width: 360, height: 800 };

async function signIn(page: Page, product: RunningProduct, email: string, password: string, landing: string) {
  await page.goto(`${product.url}/login`);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel(/^كلمة المرور/).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL(`${product.url}${landing}`);
}

async function expectAccessible(page: Page, screen: string) {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${screen}`);
}

async function expectNoOverflow(page: Page, screen: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${screen} is ${overflow}px wider than the screen`);
}

async function choose(page: Page, language: 'ar' | 'en') {
  await page.evaluate((chosen) => localStorage.setItem('legal-office.language', chosen), language);
  await page.reload();
}

describe('waiting for the client and delivered results in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  let order: { id: number; tracking_number: string; balance: string; currency: string };
  const owner = { email: 'hold-owner@e2e.local', name: 'سامر الخطيب' };

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    adminToken = (await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN)).access_token;
    const session = await registerClient(product, {
      email: owner.email,
      password: PASSWORD,
      full_name: owner.name,
      phone: '+905321112233',
    });
    const services = await api<{ id: number; name_ar: string }[]>(product, 'GET', '/services');
    const extract = services.find((service) => service.name_ar === 'إخراج قيد فردي');
    assert.ok(extract, 'a civil registry service in the catalogue');
    order = await api(
      product,
      'POST',
      '/orders',
      { service_id: extract.id, answers: REGISTRY_EXTRACT_ANSWERS },
      session.access_token,
    );
    // Paid in full first: the office does not start work on an unpaid order.
    await payInFull(product, order, adminToken);
    // Its papers are the documents journey's; here the office waives them to get to work.
    await api(
      product,
      'PUT',
      `/orders/${order.id}/status`,
      { status: 'processing', waive_documents_reason: 'الأوراق وصلت إلى المكتب باليد' },
      adminToken,
    );
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('staff put the order on hold from the back office; the client sees it everywhere and answers', async () => {
    const office = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
    await signIn(office, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
    await office.goto(`${product.url}/admin/orders?order=${order.id}`);
    const panel = office.getByTestId('hold-panel');
    await panel.getByRole('button', { name: 'إيقاف بانتظار العميل' }).click();
    const form = office.getByRole('dialog', { name: 'إيقاف الطلب بانتظار العميل' });
    await form.getByRole('textbox').fill(REQUEST);
    await expectAccessible(office, 'hold dialog');
    await screenshot(office, 'hold-dialog-ar-1280');
    await form.getByRole('button', { name: 'إيقاف الطلب' }).click();
    await panel.getByText(REQUEST).waitFor();
    await panel.getByRole('button', { name: 'استئناف الطلب' }).waitFor();
    await screenshot(office, 'hold-panel-ar-1280');
    await office.close();

    const page = await browser.newPage({ viewport: NARROW, bypassCSP: true });
    await signIn(page, product, owner.email, PASSWORD, '/profile');
    await page.getByTestId(`my-order-${order.id}-on-hold`).waitFor();
    await expectNoOverflow(page, 'profile with an order on hold');
    await screenshot(page, 'hold-profile-ar-360');
    await page.goto(`${product.url}/orders/${order.id}`);
    const cta = page.getByTestId('hold-call-to-action');
    await cta.getByText(REQUEST).waitFor();
    await expectAccessible(page, 'order page on hold');
    await expectNoOverflow(page, 'order page on hold');
    await screenshot(page, 'hold-order-ar-360');

    // The public tracking page says the office waits, never what it asked.
    await page.goto(`${product.url}/track-order?number=${order.tracking_number}`);
    await page.getByTestId('track-waiting-for-client').waitFor();
    assert.equal(await page.getByText(REQUEST).count(), 0);
    await screenshot(page, 'hold-tracking-ar-360');

    // Attachments are open while the office waits, past `pending`.
    await page.goto(`${product.url}/orders/${order.id}`);
    await page
      .getByTestId('attachments-input')
      .setInputFiles({ name: 'passport-page-2.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('attachments-section').getByText('passport-page-2.pdf').waitFor();
    await cta.getByRole('textbox', { name: 'ردك' }).fill('رفعت نسخة أوضح من الصفحة الثانية');
    await cta.getByRole('button', { name: 'إرسال الرد' }).click();
    await cta.waitFor({ state: 'detached' });
    await page.close();
  });

  it('staff deliver the result; the client downloads it and the office sees when', async () => {
    const office = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
    await signIn(office, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
    await office.goto(`${product.url}/admin/orders?order=${order.id}`);
    const results = office.getByTestId('results-panel');
    await results.getByText(/ارفع ملف النتيجة أو سجّل الشحن/).waitFor();
    await results.getByRole('textbox', { name: 'رسالة للعميل مع النتيجة' }).fill('إخراج القيد مع ترجمته');
    await results
      .getByTestId('result-file-input')
      .setInputFiles({ name: 'extract.pdf', mimeType: 'application/pdf', buffer: PDF });
    await results.getByRole('textbox', { name: /شركة الشحن/ }).fill('DHL');
    await results.getByRole('textbox', { name: 'رقم تتبع الشحنة' }).fill('1234567890');
    await results.getByRole('button', { name: 'تسليم النتيجة' }).click();
    await results.getByTestId('result-entry').getByText('لم ينزّلها العميل بعد').waitFor();
    await expectAccessible(office, 'results panel');
    await screenshot(office, 'results-panel-ar-1280');

    const page = await browser.newPage({ viewport: NARROW, bypassCSP: true, acceptDownloads: true });
    await signIn(page, product, owner.email, PASSWORD, '/profile');
    await page.goto(`${product.url}/orders/${order.id}`);
    const section = page.getByTestId('results-section');
    await section.getByText('extract.pdf').waitFor();
    await expectNoOverflow(page, 'order page with results');
    await screenshot(page, 'results-order-ar-360');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'تنزيل extract.pdf' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'extract.pdf');
    for (const [language, viewport, label] of [
      ['en', NARROW, 'en-360'],
      ['en', DESKTOP, 'en-1280'],
      ['ar', DESKTOP, 'ar-1280'],
    ] as const) {
      await page.setViewportSize(viewport);
      await choose(page, language);
      await section.waitFor();
      await expectNoOverflow(page, `order page with results ${label}`);
      if (language === 'en') await expectAccessible(page, `order page with results ${label}`);
      await screenshot(page, `results-order-${label}`);
    }
    await page.close();

    await office.reload();
    await results.getByText(/نزّلها العميل أول مرة بتاريخ/).waitFor();
    await api(product, 'PUT', `/orders/${order.id}/status`, { status: 'completed' }, adminToken);
    await office.close();
  });
});
