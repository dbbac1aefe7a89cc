import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserAvailability, DESKTOP, keepDocument, launchBrowser, screenshot } from './support/browser.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api, REGISTRY_EXTRACT_ANSWERS, registerClient } from './support/api.js';
import { signIn, expectAccessible, expectNoOverflow, chooseLanguage } from './support/page-checks.js';

const availability = browserAvailability();
const PASSWORD = 'Strong-pass-2026';
const SYRIATEL = '0933 123 456';
/** The office's rate for this journey: 1 ₺ = 330 Syrian pounds. */
const SYP_PER_TRY = '330';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const NARROW = { width: 360, height: 800 };

type Order = {
  id: number;
  status: string;
  payment_status: string;
  balance: string;
  total_amount: string;
  invoice_url: string;
  payment_amounts: { currency: string; amount: string }[];
};

describe(
  'paying by Syriatel Cash in Chromium: pounds at the office rate, a receipt accepted, revenue, a verifiable invoice',
  {
    skip: availability.skip,
  },
  () => {
    let product: RunningProduct;
    let browser: Browser;
    let adminToken: string;
    let clientToken: string;
    let order: Order;
    let pounds: string;
    const owner = { email: 'payer@e2e.local', name: 'هالة العمر' };

    const revenue = async () =>
      (await api<{ total_revenue: string }>(product, 'GET', '/admin/stats', undefined, adminToken)).total_revenue;

    before(async () => {
      product = await startProduct();
      browser = await launchBrowser();
      adminToken = (await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN)).access_token;
      await api(product, 'PUT', '/admin/settings', { payment: { syriatel_cash_number: SYRIATEL } }, adminToken);
      await api(product, 'PUT', '/admin/exchange-rates', { currency: 'SYP', per_try: SYP_PER_TRY }, adminToken);
      clientToken = (
        await registerClient(product, {
          email: owner.email,
          password: PASSWORD,
          full_name: owner.name,
          phone: '+905329998877',
        })
      ).access_token;
      const services = await api<{ id: number; name_ar: string; price: string }[]>(product, 'GET', '/services');
      const service = services.find((entry) => entry.name_ar === 'إخراج قيد فردي' && Number(entry.price) > 0);
      assert.ok(service, 'the paid civil registry extract in the catalogue');
      order = await api<Order>(
        product,
        'POST',
        '/orders',
        { service_id: service.id, payment_method: 'syriatel_cash', answers: REGISTRY_EXTRACT_ANSWERS },
        clientToken,
      );
    });
    after(async () => {
      await browser?.close();
      await product?.stop();
    });

    it('asks the client for whole Syrian pounds at the office rate and takes the receipt', async () => {
      // The lira price at 330 pounds each, rounded up to a whole pound.
      pounds = String(Math.ceil(Number(order.total_amount) * Number(SYP_PER_TRY)));
      assert.deepEqual(
        order.payment_amounts.map((entry) => [entry.currency, Number(entry.amount)]),
        [['SYP', Number(pounds)]],
      );
      const page = await browser.newPage({ viewport: NARROW, bypassCSP: true });
      await signIn(page, product, owner.email, PASSWORD, '/profile');
      await page.goto(`${product.url}/orders/${order.id}`);
      const instructions = page.getByTestId('payment-instructions');
      await instructions.getByText(SYRIATEL).waitFor();
      const asked = (await instructions.getByTestId('amount-to-pay').innerText()).trim();
      const westernDigits = asked.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))).replace(/\D/g, '');
      assert.equal(westernDigits, pounds, `asked ${asked}`);
      assert.ok(!asked.includes('₺'), 'never lira from a mobile-cash client');
      await instructions.getByTestId('amount-rate').waitFor();
      await expectAccessible(page, 'order page with pound instructions');
      await expectNoOverflow(page, 'order page with pound instructions');
      await screenshot(page, 'payment-instructions-ar-360');
      await page
        .getByTestId('receipt-input')
        .setInputFiles({ name: 'syriatel-receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByTestId('receipt-section').getByText('syriatel-receipt.pdf').waitFor();
      await page.getByTestId('payment-status-section').getByText('syriatel-receipt.pdf').waitFor();
      await page.setViewportSize(DESKTOP);
      await chooseLanguage(page, 'en');
      await instructions.getByText(SYRIATEL).waitFor();
      await expectAccessible(page, 'order page with pound instructions in English');
      await screenshot(page, 'payment-instructions-en-1280');
      await chooseLanguage(page, 'ar');
      await page.close();
    });

    it('staff accept the receipt with the pounds it shows; the order is paid and revenue rises by its price', async () => {
      const before = Number(await revenue());
      const office = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
      await signIn(office, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
      await office.goto(`${product.url}/admin/orders?order=${order.id}`);
      const panel = office.getByTestId('payments-panel');
      const receipt = panel.getByTestId(/^receipt-\d+$/).filter({ hasText: 'syriatel-receipt.pdf' });
      await receipt.getByRole('button', { name: 'قبول', exact: true }).click();
      await receipt.getByLabel('المبلغ', { exact: true }).fill(pounds);
      await receipt.getByLabel('العملة').selectOption('SYP');
      await receipt.getByLabel(/^المرجع/).fill('SY-778899');
      await expectAccessible(office, 'receipt review');
      await screenshot(office, 'receipt-review-ar-1280');
      await office.setViewportSize(NARROW);
      await expectNoOverflow(office, 'receipt review on a phone');
      await receipt.scrollIntoViewIfNeeded();
      await screenshot(office, 'receipt-review-ar-360');
      await office.setViewportSize(DESKTOP);
      await receipt.getByRole('button', { name: 'قبول الإيصال وتسجيل الدفعة' }).click();
      await panel.getByTestId('payment-status').getByText('مدفوع', { exact: true }).waitFor();
      await screenshot(office, 'payments-panel-paid-ar-1280');
      await office.goto(`${product.url}/admin/dashboard`);
      await office.getByTestId('revenue-by-currency').locator('[data-currency="SYP"]').waitFor();
      await expectAccessible(office, 'dashboard with revenue per currency');
      await screenshot(office, 'dashboard-revenue-by-currency-ar-1280');
      await office.goto(`${product.url}/admin/settings`);
      await office.getByTestId('current-rate-SYP').waitFor();
      await office.getByTestId('exchange-rates').scrollIntoViewIfNeeded();
      await expectAccessible(office, 'exchange rates in the settings');
      await screenshot(office, 'exchange-rates-ar-1280');
      await office.setViewportSize(NARROW);
      await expectNoOverflow(office, 'exchange rates in the settings on a phone');
      await screenshot(office, 'exchange-rates-ar-360');

      // The same screens in English, at both widths: left to right, nothing overflowing a phone.
      await chooseLanguage(office, 'en');
      for (const [width, viewport] of [
        ['1280', DESKTOP],
        ['360', NARROW],
      ] as const) {
        await office.setViewportSize(viewport);
        await office.goto(`${product.url}/admin/orders?order=${order.id}`);
        await panel.getByTestId('payment-status').getByText('Paid', { exact: true }).waitFor();
        await panel.scrollIntoViewIfNeeded();
        await expectNoOverflow(office, `payments panel in English at ${width} px`);
        await screenshot(office, `payments-panel-paid-en-${width}`);
        await office.goto(`${product.url}/admin/dashboard`);
        await office.getByTestId('revenue-by-currency').locator('[data-currency="SYP"]').waitFor();
        await office.getByTestId('revenue-by-currency').scrollIntoViewIfNeeded();
        await expectNoOverflow(office, `dashboard revenue in English at ${width} px`);
        await screenshot(office, `dashboard-revenue-by-currency-en-${width}`);
        await office.goto(`${product.url}/admin/settings`);
        await office.getByTestId('current-rate-SYP').waitFor();
        await office.getByTestId('exchange-rates').scrollIntoViewIfNeeded();
        await expectNoOverflow(office, `exchange rates in English at ${width} px`);
        await screenshot(office, `exchange-rates-en-${width}`);
      }
      await expectAccessible(office, 'exchange rates in English');
      await chooseLanguage(office, 'ar');
      await office.close();

      const paid = await api<Order>(product, 'GET', `/orders/${order.id}`, undefined, clientToken);
      assert.equal(paid.payment_status, 'paid');
      assert.equal(paid.status, 'paid');
      assert.equal(Number(paid.balance), 0);
      assert.equal(Number(await revenue()), before + Number(order.total_amount));
    });

    it('the invoice carries a code whose verification page says it is genuine, without personal data', async () => {
      const response = await fetch(`${product.url}${order.invoice_url}`, {
        headers: { Authorization: `Bearer ${clientToken}` },
      });
      assert.equal(response.status, 200);
      const invoice = Buffer.from(await response.arrayBuffer());
      await keepDocument('invoice.pdf', invoice);
      const pdf = invoice.toString('latin1');
      const link = /https?:\/\/[^\s)>]+\/verify\/([A-Z0-9]+)/.exec(pdf);
      assert.ok(link, 'the invoice links its verification page');
      const page = await browser.newPage({ viewport: NARROW, bypassCSP: true });
      await page.goto(`${product.url}/verify/${link[1]}`);
      await page.getByText('وثيقة صحيحة').waitFor();
      assert.equal(await page.getByText(owner.name).count(), 0, 'no personal data');
      await expectAccessible(page, 'verification page');
      await expectNoOverflow(page, 'verification page');
      await screenshot(page, 'verify-ar-360');
      await page.close();
    });

    it('the client downloads the payment’s receipt from the order page and verifies it by typing its code', async () => {
      const page = await browser.newPage({ viewport: NARROW, bypassCSP: true, acceptDownloads: true });
      await signIn(page, product, owner.email, PASSWORD, '/profile');
      await page.goto(`${product.url}/orders/${order.id}`);
      const payment = page.getByTestId('payment-status-section').getByTestId(/^order-payment-\d+$/);
      await payment.waitFor();
      await expectNoOverflow(page, 'order page with its payments');
      await screenshot(page, 'order-payments-ar-360');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        payment.getByRole('button', { name: 'الإيصال (PDF)' }).click(),
      ]);
      const receipt = await readFile((await download.path())!);
      await keepDocument('receipt.pdf', receipt);
      const pdf = receipt.toString('latin1');
      const code = /\/verify\/([A-Z0-9]+)/.exec(pdf)?.[1];
      assert.ok(code, 'the receipt links its verification page');
      await page.goto(`${product.url}/verify`);
      await page
        .getByRole('textbox', { name: /رمز التحقق/ })
        .fill(`${code.slice(0, 5)} ${code.slice(5).toLowerCase()}`);
      await page.getByRole('button', { name: 'تحقّق' }).click();
      await page.getByText('وثيقة صحيحة').waitFor();
      await page.getByTestId('verify-kind').getByText('إيصال دفع').waitFor();
      await expectAccessible(page, 'verification of a typed receipt code');
      await screenshot(page, 'verify-typed-receipt-ar-360');
      await page.close();
    });
  },
);
