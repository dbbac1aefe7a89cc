import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { expectAccessible, expectNoOverflow, signInAsAdmin } from './support/page-checks.js';
import { startProduct, type RunningProduct } from './support/product.js';
import { api, registerClient } from './support/api.js';

type PlacedOrder = { id: number; order_number: string; tracking_number: string; full_name: string };

const availability = browserAvailability();

/** A client registered and ordering through the REST API, as the wizard would. */
async function clientWithOrders(product: RunningProduct, names: string[]): Promise<PlacedOrder[]> {
  const stamp = Date.now();
  const { access_token: token } = await registerClient(product, {
    email: `client.${stamp}@example.com`,
    password: 'a-good-password',
    full_name: 'عميلة الرحلة',
    phone: '+90 532 123 45 67',
  });
  const [service] = await api<{ id: number }[]>(product, 'GET', '/services');
  const orders: PlacedOrder[] = [];
  for (const [index, fullName] of names.entries()) {
    const body = {
      service_id: service.id,
      full_name: fullName,
      email: `order${index}.${stamp}@example.com`,
      phone: `+90532123450${index}`,
      notes: 'أرجو التواصل صباحاً',
    };
    orders.push(await api<PlacedOrder>(product, 'POST', '/orders', body, token));
  }
  return orders;
}

describe('the back-office orders in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let orders: PlacedOrder[];

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    orders = await clientWithOrders(product, ['ليلى الرحلة', 'عمر الرحلة', 'هدى الرحلة']);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('moves a client’s order to awaiting payment, and the public tracking page shows it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, locale: 'ar', bypassCSP: true });
    await signInAsAdmin(page, product);
    await page.goto(`${product.url}/admin/orders`);
    const table = page.getByRole('table', { name: 'قائمة الطلبات' });
    await table.getByRole('cell', { name: orders[0].order_number, exact: true }).waitFor();
    assert.equal(await page.getByTestId('count-pending').innerText(), new Intl.NumberFormat('ar-SY').format(3));
    await expectAccessible(page, 'the orders list');
    await expectNoOverflow(page, 'the page');
    await screenshot(page, 'admin-orders-desktop');

    await page.getByRole('button', { name: `عرض تفاصيل الطلب ${orders[0].order_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `تفاصيل الطلب ${orders[0].order_number}` });
    await dialog.getByText('أرجو التواصل صباحاً').waitFor();
    assert.match(page.url(), new RegExp(`\\?order=${orders[0].id}$`));
    await expectAccessible(page, 'the order details');
    await dialog.getByRole('button', { name: 'في انتظار الدفع' }).click();
    await dialog.getByRole('textbox', { name: /^ملاحظة/ }).fill('أرسلنا لكم تفاصيل الدفع');
    await dialog.getByRole('button', { name: 'نعم، غيّر الحالة' }).click();
    await page.getByText('تم تحديث حالة الطلب بنجاح').waitFor();
    await dialog.getByText('من «جديد» إلى «في انتظار الدفع»').waitFor();
    await dialog.getByText('أرسلنا لكم تفاصيل الدفع').waitFor();
    assert.equal(await page.getByTestId('count-pending').innerText(), new Intl.NumberFormat('ar-SY').format(2));
    assert.equal(await page.getByTestId('count-pending_payment').innerText(), new Intl.NumberFormat('ar-SY').format(1));
    await screenshot(page, 'admin-orders-details-desktop');
    await page.close();

    const visitor = await browser.newPage({ viewport: PHONE, locale: 'ar' });
    await visitor.goto(`${product.url}/track-order?number=${orders[0].tracking_number}`);
    await visitor.locator('[data-status="pending_payment"]').first().waitFor();
    assert.equal(await visitor.locator('[data-status="pending_payment"]').first().innerText(), 'في انتظار الدفع');
    await visitor.close();
  });

  it('exports the new-orders tab, and the downloaded workbook holds exactly those orders', async () => {
    const page = await browser.newPage({ viewport: PHONE, locale: 'ar', bypassCSP: true });
    await signInAsAdmin(page, product);
    await page.goto(`${product.url}/admin/orders?status=pending`);
    const cards = page.getByRole('list', { name: 'قائمة الطلبات' });
    await cards.getByText(orders[1].order_number).waitFor();
    assert.equal(await cards.getByRole('listitem').count(), 2);
    await expectNoOverflow(page, 'the page');
    await expectAccessible(page, 'the orders cards on a phone');
    await screenshot(page, 'admin-orders-phone');

    await page.getByRole('button', { name: 'تصدير إلى Excel' }).click();
    const choices = page.getByRole('dialog', { name: 'التصدير إلى Excel' });
    await choices.getByLabel('طريقة الدفع').waitFor();
    await expectNoOverflow(page, 'the page');
    await expectAccessible(page, 'the export choices on a phone');
    await screenshot(page, 'admin-orders-export-phone');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      choices.getByRole('button', { name: 'تصدير', exact: true }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^orders-pending-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0];
    assert.equal(sheet.views[0]?.rightToLeft, true);
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    assert.equal(rows[0][0], 'رقم الطلب');
    assert.deepEqual(
      rows.slice(1).map((row) => [row[0], row[1], row[2], row[rows[0].indexOf('الحالة')]]),
      [orders[2], orders[1]].map((order) => [order.order_number, order.tracking_number, order.full_name, 'جديد']),
    );
    await page.getByText('تم تصدير الطلبات').waitFor();

    await page.getByRole('button', { name: `عرض تفاصيل الطلب ${orders[1].order_number}` }).click();
    await page
      .getByRole('dialog', { name: `تفاصيل الطلب ${orders[1].order_number}` })
      .getByText('أرجو التواصل صباحاً')
      .waitFor();
    await expectNoOverflow(page, 'the page');
    await screenshot(page, 'admin-orders-details-phone');
    await page.close();
  });
});
