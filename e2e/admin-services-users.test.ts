import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { expectAccessible, expectNoOverflow, signInAsAdmin } from './support/page-checks.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';

const availability = browserAvailability();

// A real 8×8 PNG (the server checks images by their content).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPwSG3EihiGlgQAcjtLgZBs74EAAAAASUVORK5CYII=',
  'base64',
);
const SERVICE = 'خدمة التجربة المصورة';

describe('the back office: services and users in Chromium', { skip: availability.skip }, () => {
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

  it('adds a service with an image that the public catalogue shows, then hides it by switching it off', async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'ar', bypassCSP: true });
    await signInAsAdmin(page, product);
    await page.goto(`${product.url}/admin/services`);
    await page.getByTestId('service-card').first().waitFor();
    await expectAccessible(page, 'services screen');

    await page.getByRole('button', { name: 'إضافة خدمة' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة خدمة جديدة' });
    await dialog.getByLabel(/^اسم الخدمة \(عربي\)/).fill(SERVICE);
    await dialog.getByLabel(/^اسم الخدمة \(إنجليزي\)/).fill('Photo test service');
    await dialog.getByLabel(/^التصنيف/).selectOption('translation');
    await dialog.getByLabel(/^السعر بالليرة/).fill('350.25');
    await dialog.getByLabel(/^السعر بالدولار/).fill('11');
    await dialog.getByLabel(/^المدة المتوقعة/).fill('4');
    await dialog
      .getByTestId('service-image-input')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('img', { name: 'معاينة صورة الخدمة' }).waitFor();
    await expectAccessible(page, 'service form');
    await dialog.getByRole('button', { name: 'إضافة الخدمة' }).click();
    await page.getByText('تمت إضافة الخدمة بنجاح').waitFor();
    const card = page.getByTestId('service-card').filter({ hasText: SERVICE });
    await card.waitFor();
    const adminImage = await card.locator('img').getAttribute('src');
    assert.ok(adminImage, 'the admin card shows the uploaded image');

    const visitor = await browser.newPage({ viewport: PHONE, locale: 'ar', bypassCSP: true });
    await visitor.goto(`${product.url}/services`);
    const publicCard = visitor.locator('article', {
      has: visitor.getByRole('heading', { name: SERVICE, exact: true }),
    });
    await publicCard.waitFor();
    const src = await publicCard.locator('img').first().getAttribute('src');
    assert.equal(src, adminImage);
    const image = await fetch(new URL(src!, product.url));
    assert.equal(image.status, 200);
    assert.match(image.headers.get('content-type') ?? '', /^image\/png/);

    // From the keyboard: the switch takes focus and Space flips it.
    await card.getByRole('checkbox', { name: `تفعيل الخدمة ${SERVICE}` }).focus();
    await page.keyboard.press('Space');
    await page.getByText('تم تحديث حالة الخدمة').waitFor();
    await card.getByText('غير نشطة').waitFor();

    await visitor.reload();
    await visitor.getByRole('heading', { level: 2 }).first().waitFor();
    assert.equal(
      await visitor.getByRole('heading', { name: SERVICE, exact: true }).count(),
      0,
      'an inactive service leaves the public catalogue',
    );
    await visitor.close();
    await page.close();
  });

  it('creates a staff user, deactivates them, and is refused deleting their own account', async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'ar', bypassCSP: true });
    await signInAsAdmin(page, product);
    await page.goto(`${product.url}/admin/users`);
    await page.getByTestId('user-card').first().waitFor();
    await expectAccessible(page, 'users screen');

    await page.getByRole('button', { name: 'إضافة مستخدم' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'إضافة مستخدم جديد' });
    await dialog.getByLabel(/^الاسم الكامل/).fill('سامر الموظف');
    await dialog.getByLabel(/^البريد الإلكتروني/).fill('samer.staff@e2e.local');
    await dialog.getByLabel(/^كلمة المرور/).fill('staff-password-1');
    await dialog.getByLabel(/^الدور/).selectOption('staff');
    await expectAccessible(page, 'user form');
    await dialog.getByRole('button', { name: 'إضافة المستخدم' }).click();
    await page.getByText('تمت إضافة المستخدم بنجاح').waitFor();
    const staff = page.getByTestId('user-card').filter({ hasText: 'samer.staff@e2e.local' });
    await staff.getByText('موظف').first().waitFor();

    await staff.getByRole('checkbox', { name: 'تفعيل حساب سامر الموظف' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('تم تحديث حالة المستخدم').waitFor();
    await staff.getByText('غير نشط').waitFor();
    const login = await fetch(`${product.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'samer.staff@e2e.local', password: 'staff-password-1' }),
    });
    assert.notEqual(login.status, 200, 'a deactivated user cannot sign in');

    const self = page.getByTestId('user-card').filter({ hasText: E2E_ADMIN.email });
    await self.getByRole('button', { name: /^حذف/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'حذف المستخدم' });
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await page.getByText('لا يمكنك حذف حسابك').waitFor();
    assert.equal(await page.getByTestId('user-card').filter({ hasText: E2E_ADMIN.email }).count(), 1);
    await page.close();
  });

  for (const language of ['ar', 'en'] as const) {
    for (const [label, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
      ['narrow', { width: 360, height: 780 }],
    ] as const) {
      it(`lays both screens and their modals out in ${language} on a ${label} without overflow`, async () => {
        const page = await browser.newPage({ viewport, bypassCSP: true });
        await signInAsAdmin(page, product);
        await page.evaluate((lang) => localStorage.setItem('legal-office.language', lang), language);
        await page.goto(`${product.url}/admin/services`);
        await page.getByTestId('service-card').first().waitFor();
        await expectNoOverflow(page, `services (${language}, ${label})`);
        await screenshot(page, `admin-services-${language}-${label}`);
        await page.getByTestId('service-card').first().getByRole('button').first().click();
        await page.getByRole('dialog').waitFor();
        await screenshot(page, `admin-services-modal-${language}-${label}`);
        await page.keyboard.press('Escape');
        await page.goto(`${product.url}/admin/users`);
        await page.getByTestId('user-card').first().waitFor();
        await expectNoOverflow(page, `users (${language}, ${label})`);
        await screenshot(page, `admin-users-${language}-${label}`);
        await page.getByTestId('user-card').first().getByRole('button').first().click();
        await page.getByRole('dialog').waitFor();
        await screenshot(page, `admin-users-modal-${language}-${label}`);
        await page.close();
      });
    }
  }
});
