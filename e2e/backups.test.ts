import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { expectNoOverflow, signInAsAdmin } from './support/page-checks.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api, registerClient } from './support/api.js';

const availability = browserAvailability();

type Order = { id: number; order_number: string; tracking_number: string };

/** The settings page with its backup tab open (the tab is the page's; the journey starts there). */
async function openBackupTab(page: Page, product: RunningProduct) {
  await page.goto(`${product.url}/admin/settings`);
  const tab = page.getByRole('tab', { name: /النسخ الاحتياطي/ });
  await tab
    .or(page.getByRole('button', { name: 'إنشاء نسخة احتياطية الآن' }))
    .first()
    .waitFor();
  if (await tab.count()) await tab.click();
  await page.getByRole('button', { name: 'إنشاء نسخة احتياطية الآن' }).waitFor();
}

describe('backups in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  let clientToken: string;
  let serviceId: number;

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    adminToken = (await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN)).access_token;
    const client = {
      email: 'backup.client@e2e.local',
      password: 'client-password-1',
      full_name: 'سارة الأحمد',
      phone: '+905321234567',
    };
    await registerClient(product, client);
    clientToken = (
      await api<{ access_token: string }>(product, 'POST', '/auth/login', {
        email: client.email,
        password: client.password,
      })
    ).access_token;
    serviceId = (await api<{ id: number }[]>(product, 'GET', '/services'))[0].id;
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('an admin backs up, an order is placed, the restore removes it and keeps everything older', async () => {
    const older = await api<Order>(
      product,
      'POST',
      '/orders',
      { service_id: serviceId, notes: 'قبل النسخة' },
      clientToken,
    );

    const page = await browser.newPage({ viewport: DESKTOP, locale: 'ar', bypassCSP: true });
    await signInAsAdmin(page, product);
    await openBackupTab(page, product);

    await page.getByRole('button', { name: 'إنشاء نسخة احتياطية الآن' }).click();
    await page.getByText('تم إنشاء النسخة الاحتياطية بنجاح').waitFor();
    const list = page.getByRole('list', { name: 'النسخ الاحتياطية المحفوظة' });
    await list.getByRole('listitem').first().getByText('مكتملة').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await screenshot(page, 'backups-desktop');

    const later = await api<Order>(
      product,
      'POST',
      '/orders',
      { service_id: serviceId, notes: 'بعد النسخة' },
      clientToken,
    );
    const before = await api<Order[]>(product, 'GET', '/admin/orders', undefined, adminToken);
    assert.ok(JSON.stringify(before).includes(later.order_number));

    const newest = list.getByRole('listitem').first();
    await newest.getByRole('button', { name: /^استعادة/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('هل أنت متأكد من استعادة النسخة الاحتياطية؟').waitFor();
    assert.deepEqual(await seriousViolations(page), []);
    await dialog.getByRole('button', { name: 'نعم، استعادة' }).click();
    await page.getByText('تمت استعادة النسخة الاحتياطية بنجاح').waitFor();

    const orders = JSON.stringify(await api<unknown>(product, 'GET', '/admin/orders', undefined, adminToken));
    assert.ok(orders.includes(older.order_number), 'the order placed before the backup is back');
    assert.ok(!orders.includes(later.order_number), 'the order placed after the backup is gone');
    // The order numbers go on from the backup's last one.
    const next = await api<Order>(product, 'POST', '/orders', { service_id: serviceId }, clientToken);
    assert.equal(next.id, later.id);
    await page.close();
  });

  it('fits a phone screen, right to left', async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'ar' });
    await signInAsAdmin(page, product);
    await openBackupTab(page, product);
    await page.getByRole('list', { name: 'النسخ الاحتياطية المحفوظة' }).waitFor();
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    await expectNoOverflow(page, 'the backups tab');
    await screenshot(page, 'backups-phone');
    await page.close();
  });
});
