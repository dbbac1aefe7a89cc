import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import {
  animationsSettled,
  browserAvailability,
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
} from './support/browser.js';
import { expectNoOverflow, signIn } from './support/page-checks.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api, registerClient } from './support/api.js';

const availability = browserAvailability();
const STAFF = {
  email: 'staff@e2e.local',
  password: 'staff-password-1',
  full_name: 'سامر الموظف',
  phone: '+905321110000',
  role: 'staff',
};
const CLIENT = {
  email: 'client@e2e.local',
  password: 'client-password-1',
  full_name: 'ليلى العميلة',
  phone: '+905321112222',
};

describe('the back-office shell and dashboard in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let orderNumber: string;

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    const admin = await api<{ access_token: string }>(product, 'POST', '/auth/login', {
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
    });
    await api(product, 'POST', '/admin/users', STAFF, admin.access_token);
    const client = await registerClient(product, CLIENT);
    const services = await api<{ id: number }[]>(product, 'GET', '/services');
    const order = await api<{ order_number: string }>(
      product,
      'POST',
      '/orders',
      { service_id: services[0].id },
      client.access_token,
    );
    orderNumber = order.order_number;
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows staff only their sections and sends them from /admin/users to the dashboard', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'ar', bypassCSP: true });
    await signIn(page, product, STAFF.email, STAFF.password, '/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'أقسام لوحة التحكم' });
    await nav.getByRole('link', { name: /الطلبات/ }).waitFor();
    const entries = (await nav.getByRole('link').allTextContents()).map((text) => text.replace(/[0-9٠-٩]/g, ''));
    assert.deepEqual(entries, ['لوحة المعلومات', 'الطلبات', 'الخدمات']);
    await page.goto(`${product.url}/admin/users`);
    await page.waitForURL(`${product.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'لوحة المعلومات', level: 1 }).waitFor();
    await page.close();
  });

  it('shows the admin the real figures after an order is placed, with the bell lit', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'ar', bypassCSP: true });
    await signIn(page, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
    const orders = page.getByTestId('stat-orders');
    await orders.getByText('١', { exact: true }).waitFor();
    // The seeded admin, the staff member and the client.
    await page.getByTestId('stat-users').getByText('٣', { exact: true }).waitFor();
    const latest = page.getByTestId('latest-orders');
    const link = latest.getByRole('link', { name: `عرض تفاصيل الطلب ${orderNumber}` });
    await link.waitFor();
    assert.match((await link.getAttribute('href')) ?? '', /^\/admin\/orders\?order=\d+$/);
    await page.getByTestId('orders-badge').getByText('١').waitFor();
    await page.getByTestId('quick-stats').getByText('١').first().waitFor();
    const bell = page.getByRole('button', { name: 'الإشعارات، الجديدة منها: ١' });
    await bell.waitFor();
    await page.getByTestId('monthly-chart').locator('svg').first().waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await screenshot(page, 'admin-dashboard-ar-desktop');

    await bell.click();
    await page.getByTestId('notification-list').getByText(`طلب جديد ${orderNumber} من ${CLIENT.full_name}`).waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'الإشعارات', exact: true }).waitFor();
    // The look is remembered across a reload.
    await page.reload();
    await page.getByTestId('latest-orders').waitFor();
    await page.getByRole('button', { name: 'الإشعارات', exact: true }).waitFor();

    await page.getByRole('button', { name: 'آخر 7 أيام' }).click();
    await orders.getByText('١', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'البحث في الطلبات' }).fill(orderNumber);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${product.url}/admin/orders?search=${orderNumber}`);
    await page.close();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['narrow', { width: 360, height: 740 }],
  ] as const) {
    it(`fits a ${label} without overflow, with the sections in a drawer`, async () => {
      const page = await browser.newPage({ viewport, locale: 'ar', bypassCSP: true });
      await signIn(page, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
      await page.getByTestId('latest-orders').waitFor();
      await page.getByTestId('monthly-chart').locator('svg').first().waitFor();
      await expectNoOverflow(page, 'the back office');
      assert.deepEqual(await seriousViolations(page), []);
      await screenshot(page, `admin-dashboard-ar-${label}`);
      await page.getByRole('button', { name: 'فتح القائمة' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: /الإعدادات/ }).waitFor();
      // The screenshot waits for the drawer's slide-in animation to finish.
      await animationsSettled(page);
      await screenshot(page, `admin-drawer-ar-${label}`);
      await drawer.getByRole('link', { name: /الطلبات/ }).click();
      await page.waitForURL(`${product.url}/admin/orders`);
      await drawer.waitFor({ state: 'hidden' });
      await page.close();
    });
  }

  it('reads left to right in English', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport, locale: 'en' });
      await signIn(page, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
      await page.evaluate(() => localStorage.setItem('legal-office.language', 'en'));
      await page.reload();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.getByTestId('latest-orders').waitFor();
      await page.getByTestId('monthly-chart').locator('svg').first().waitFor();
      assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
      await expectNoOverflow(page, 'the back office');
      await screenshot(page, `admin-dashboard-en-${viewport.width}`);
      await page.close();
    }
  });
});
