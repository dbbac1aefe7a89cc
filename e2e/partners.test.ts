import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { api } from './support/api.js';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { expectAccessible, expectNoOverflow, signInAsAdmin } from './support/page-checks.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';

const availability = browserAvailability();

async function assertFits(page: Page, where: string) {
  await expectAccessible(page, where);
  await expectNoOverflow(page, where);
}

describe('the partners page in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    const { access_token: token } = await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN);
    await api(
      product,
      'POST',
      '/admin/users',
      {
        email: 'agency@e2e.local',
        password: 'agency-password-2026',
        full_name: 'وكالة الشام',
        phone: '+905321118899',
        role: 'partner',
      },
      token,
    );
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('an admin makes a partner a key on a phone, shown once, which then lists services; revokes it', async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'ar', bypassCSP: true });
    await signInAsAdmin(page, product);
    await page.goto(`${product.url}/admin/partners`);
    await page.getByRole('heading', { name: 'مفاتيح واجهة البرمجة' }).waitFor();
    await assertFits(page, 'partners page');
    await screenshot(page, 'admin-partners-phone');

    await page.getByRole('button', { name: 'مفتاح جديد' }).click();
    const form = page.getByRole('dialog', { name: 'مفتاح جديد' });
    await form.getByLabel(/^اسم المفتاح/).fill('نظام الوكالة');
    await form.getByText('قراءة الخدمات').click();
    await assertFits(page, 'the new key form');
    await screenshot(page, 'admin-partners-key-form-phone');
    await form.getByRole('button', { name: 'إنشاء المفتاح' }).click();
    const secret = (await page.getByTestId('secret').textContent())?.trim() ?? '';
    assert.match(secret, /^lo_live_[0-9A-Za-z]{32}$/);
    await screenshot(page, 'admin-partners-secret-phone');
    await page.getByRole('button', { name: 'حفظته' }).click();

    const services = await fetch(`${product.url}/api/v1/services`, { headers: { Authorization: `Bearer ${secret}` } });
    assert.equal(services.status, 200);
    const card = page.getByTestId('api-key-card').first();
    assert.ok(!(await card.textContent())?.includes(secret), 'the list never shows the secret');

    await card.getByRole('button', { name: 'إلغاء المفتاح' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'إلغاء المفتاح' }).click();
    await card.getByText('ملغى').first().waitFor();
    const refused = await fetch(`${product.url}/api/v1/services`, { headers: { Authorization: `Bearer ${secret}` } });
    assert.equal(refused.status, 401);
    await page.close();
  });

  it('reads in English at desktop width', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'en', bypassCSP: true });
    await signInAsAdmin(page, product);
    await page.evaluate(() => localStorage.setItem('legal-office.language', 'en'));
    await page.goto(`${product.url}/admin/partners`);
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await assertFits(page, 'partners page in English');
    await screenshot(page, 'admin-partners-en-desktop');
    await page.close();
  });
});
