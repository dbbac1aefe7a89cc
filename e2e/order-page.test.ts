import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api, REGISTRY_EXTRACT_ANSWERS, registerClient } from './support/api.js';
import { signIn, expectAccessible, expectNoOverflow } from './support/page-checks.js';

const availability = browserAvailability();
const PASSWORD = 'Strong-pass-2026';
const SYRIATEL = '0933 123 456';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function uploadAttachment(product: RunningProduct, orderId: number, token: string, name: string) {
  const form = new FormData();
  form.append('files', new Blob([PDF], { type: 'application/pdf' }), name);
  const response = await fetch(`${product.url}/api/v1/orders/${orderId}/files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(response.status, 201, await response.text());
}

describe('the order page and the profile in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let order: { id: number; order_number: string; tracking_number: string };
  const owner = { email: 'owner@e2e.local', name: 'رنا الحلبي' };

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    const admin = await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN);
    await api(product, 'PUT', '/admin/settings', { payment: { syriatel_cash_number: SYRIATEL } }, admin.access_token);
    const session = await registerClient(product, {
      email: owner.email,
      password: PASSWORD,
      full_name: owner.name,
      phone: '+905321234567',
    });
    const services = await api<{ id: number; name_ar: string; price: string }[]>(product, 'GET', '/services');
    // A paid service whose intake questions the shared answers fit.
    const service = services.find((entry) => entry.name_ar === 'إخراج قيد فردي' && Number(entry.price) > 0);
    assert.ok(service, 'the paid civil registry extract in the catalogue');
    order = await api(
      product,
      'POST',
      '/orders',
      {
        service_id: service.id,
        payment_method: 'syriatel_cash',
        notes: 'أرجو الإسراع',
        answers: REGISTRY_EXTRACT_ANSWERS,
      },
      session.access_token,
    );
    await uploadAttachment(product, order.id, session.access_token, 'passport.pdf');
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows the Syriatel Cash instructions, takes the receipt, and lists the order with its files in the profile', async () => {
    const page = await browser.newPage({ viewport: PHONE, bypassCSP: true });
    await signIn(page, product, owner.email, PASSWORD, '/profile');
    const myOrders = page.getByRole('region', { name: 'طلباتي' });
    await myOrders.getByText(order.tracking_number).waitFor();
    await expectAccessible(page, 'profile');
    await myOrders.getByRole('link').first().click();
    await page.waitForURL(`${product.url}/orders/${order.id}`);

    const instructions = page.getByTestId('payment-instructions');
    await instructions.getByText(SYRIATEL).waitFor();
    assert.notEqual(await instructions.getByTestId('amount-to-pay').textContent(), '٠ ₺');
    assert.equal(await instructions.getAttribute('data-method'), 'syriatel_cash');
    assert.equal(await instructions.getByText(/IBAN/).count(), 0);
    await page.getByTestId('attachments-section').getByText('passport.pdf').waitFor();
    await page.getByText('لم ترفع إيصال الدفع بعد.').waitFor();
    await expectAccessible(page, 'order page');

    await page
      .getByTestId('receipt-input')
      .setInputFiles({ name: 'receipt-syriatel.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('استلمنا الإيصال، وسيتحقق المكتب من الدفع قريباً.').waitFor();
    await page.getByTestId('receipt-section').getByText('receipt-syriatel.pdf').waitFor();

    // What the server kept: a fresh load shows the same receipt and attachment.
    await page.goto(`${product.url}/profile`);
    await myOrders.getByText(order.tracking_number).waitFor();
    await myOrders.getByRole('link').first().click();
    await page.getByTestId('receipt-section').getByText('receipt-syriatel.pdf').waitFor();
    await page.getByTestId('attachments-section').getByText('passport.pdf').waitFor();
    await page.close();
  });

  it('fits phones and desktops, right to left and left to right', async () => {
    for (const [language, viewport, label] of [
      ['ar', { width: 360, height: 800 }, 'ar-360'],
      ['ar', PHONE, 'ar-390'],
      ['ar', DESKTOP, 'ar-1280'],
      ['en', PHONE, 'en-390'],
      ['en', DESKTOP, 'en-1280'],
    ] as const) {
      const page = await browser.newPage({ viewport, bypassCSP: true });
      await signIn(page, product, owner.email, PASSWORD, '/profile');
      await page.evaluate((chosen) => localStorage.setItem('legal-office.language', chosen), language);
      await page.reload();
      await page.getByText(order.tracking_number).first().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
      await expectNoOverflow(page, `profile ${label}`);
      await screenshot(page, `profile-${label}`);
      await page.goto(`${product.url}/orders/${order.id}`);
      await page.getByTestId('payment-instructions').getByText(SYRIATEL).waitFor();
      await expectNoOverflow(page, `order page ${label}`);
      if (language === 'en') await expectAccessible(page, `order page ${label}`);
      await screenshot(page, `order-${label}`);
      await page.close();
    }
  });

  it('shows another client the not-found page, never the order', async () => {
    const other = 'other@e2e.local';
    await api(product, 'POST', '/auth/register', {
      email: other,
      password: PASSWORD,
      full_name: 'عميل آخر',
      phone: '+905329998877',
    });
    const page = await browser.newPage({ viewport: PHONE });
    await signIn(page, product, other, PASSWORD, '/profile');
    await page.getByRole('heading', { name: 'لا توجد طلبات بعد' }).waitFor();
    await page.goto(`${product.url}/orders/${order.id}`);
    await page.getByRole('heading', { name: 'الصفحة غير موجودة' }).waitFor();
    assert.equal(await page.getByText(order.tracking_number).count(), 0);
    assert.equal(await page.getByText(SYRIATEL).count(), 0);
    await page.close();
  });
});
