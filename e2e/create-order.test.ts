import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api } from './support/api.js';
import { linkIn, waitForMail } from './support/mail.js';
import { signIn, expectAccessible, expectNoOverflow } from './support/page-checks.js';

const availability = browserAvailability();
const PASSWORD = 'Strong-pass-2026';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

const stepShown = (page: Page, step: number, label: RegExp) =>
  page
    .getByRole('heading', { level: 2, name: label })
    .waitFor()
    .then(() =>
      page
        .getByText(new RegExp(`(الخطوة|Step) [${step}${'٠١٢٣٤'[step]}] (من|of) [4٤]`))
        .first()
        .waitFor(),
    );

describe('the order wizard in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  const client = { email: 'wizard@e2e.local', name: 'ليلى الشامي' };

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    await api(product, 'POST', '/auth/register', {
      email: client.email,
      password: PASSWORD,
      full_name: client.name,
      phone: '+905321234567',
    });
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('takes a new client from /services through the four steps, keeps the draft on reload, places the order with two files', async () => {
    const page = await browser.newPage({ viewport: PHONE, bypassCSP: true });
    await signIn(page, product, client.email, PASSWORD, '/profile');
    // A new account confirms its address first: the wizard says so, the e-mailed link does it.
    await page.goto(`${product.url}/create-order`);
    await page.getByText('أكّد بريدك الإلكتروني لتتمكن من تقديم الطلبات').waitFor();
    await screenshot(page, 'create-order-verify-notice-phone');
    const mail = await waitForMail(product.dataDir, 'email_verification', client.email);
    await page.goto(linkIn(mail, 'http').replace(/^https?:\/\/[^/]+/, product.url));
    await page.getByText('تم تأكيد بريدك الإلكتروني. يمكنك الآن تقديم طلباتك.').waitFor();
    await screenshot(page, 'verify-email-done-phone');
    await page.goto(`${product.url}/services`);
    const card = page.getByRole('article').first();
    const serviceName = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name: 'اطلب الآن' }).click();
    await page.waitForURL(/\/create-order\?service=\d+$/);
    const serviceId = Number(new URL(page.url()).searchParams.get('service'));

    await stepShown(page, 1, /اختيار الخدمة/);
    assert.ok(
      await page.getByRole('radio', { name: new RegExp(serviceName.slice(0, 8)) }).isChecked(),
      'the service from /services is chosen',
    );
    assert.ok(await page.getByRole('button', { name: /السابق/ }).isDisabled());
    await expectAccessible(page, 'step 1');
    await expectNoOverflow(page, 'step 1');
    await screenshot(page, 'create-order-1-ar-phone');
    await page.getByRole('button', { name: /التالي/ }).click();

    await stepShown(page, 2, /التفاصيل والمرفقات/);
    await page.getByLabel(/^ملاحظات/).fill('أحتاج النسخة مترجمة إلى التركية');
    const input = page.getByTestId('attachment-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText(/notes\.txt.*نوع الملف غير مقبول\. الأنواع المقبولة: PDF، JPG، PNG/).waitFor();
    await input.setInputFiles([pdf('passport.pdf'), pdf('contract.pdf')]);
    await page.getByRole('list', { name: 'الملفات المرفقة' }).getByText('contract.pdf').waitFor();
    await expectAccessible(page, 'step 2');
    await expectNoOverflow(page, 'step 2');
    await screenshot(page, 'create-order-2-ar-phone');

    // Reloading in the middle: the draft comes back with the chosen files, which the browser keeps (IndexedDB)
    // until they are sent. The reload waits until the draft holds the last file chosen and the store both files.
    await page.waitForFunction(() =>
      Object.keys(localStorage).some(
        (key) =>
          key.startsWith('legal-office.order-draft.') && (localStorage.getItem(key) ?? '').includes('contract.pdf'),
      ),
    );
    // The store is only looked into once the app has made it (opening a missing one would make it empty).
    await page.waitForFunction(async () => {
      if (!(await indexedDB.databases()).some((db) => db.name === 'legal-office.files')) return false;
      return new Promise<boolean>((resolve) => {
        const opened = indexedDB.open('legal-office.files');
        opened.onerror = () => resolve(false);
        opened.onsuccess = () => {
          const db = opened.result;
          if (!db.objectStoreNames.contains('files')) return resolve(false);
          const count = db.transaction('files').objectStore('files').count();
          count.onsuccess = () => resolve(count.result >= 2);
          count.onerror = () => resolve(false);
        };
      });
    });
    await page.reload();
    await stepShown(page, 2, /التفاصيل والمرفقات/);
    assert.equal(await page.getByLabel(/^ملاحظات/).inputValue(), 'أحتاج النسخة مترجمة إلى التركية');
    const attached = page.getByRole('list', { name: 'الملفات المرفقة' });
    await attached.getByText('passport.pdf').waitFor();
    await attached.getByText('contract.pdf').waitFor();
    assert.equal(await page.getByTestId('missing-files').count(), 0, 'no file has to be chosen again');
    await page.getByRole('button', { name: /التالي/ }).click();

    await stepShown(page, 3, /المعلومات الشخصية/);
    assert.equal(await page.getByLabel(/^الاسم الكامل/).inputValue(), client.name);
    await page.getByLabel(/^العنوان/).fill('إسطنبول، الفاتح');
    await expectAccessible(page, 'step 3');
    await expectNoOverflow(page, 'step 3');
    await screenshot(page, 'create-order-3-ar-phone');
    await page.getByRole('button', { name: /التالي/ }).click();

    await stepShown(page, 4, /المراجعة والدفع/);
    await page.getByText(/خلال 24 ساعة/).waitFor();
    assert.ok(await page.getByRole('radio', { name: 'تحويل بنكي' }).isChecked());
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await page.getByText('الرجاء الموافقة على الشروط والأحكام').waitFor();
    // By keyboard, as a keyboard user would.
    await page.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    assert.ok(await page.getByRole('checkbox').isChecked());
    await expectAccessible(page, 'step 4');
    await expectNoOverflow(page, 'step 4');
    await screenshot(page, 'create-order-4-ar-phone');
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await page.waitForURL(/\/orders\/\d+$/, { timeout: 30_000 });
    const orderId = Number(page.url().split('/').pop());
    assert.equal(
      await page.evaluate(
        () => Object.keys(localStorage).filter((key) => key.startsWith('legal-office.order-draft')).length,
      ),
      0,
      'the draft is cleared',
    );

    const admin = await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN);
    const order = await api<{
      service_id?: number;
      address?: string;
      files: { original_name: string; kind: string }[];
    }>(product, 'GET', `/orders/${orderId}`, undefined, admin.access_token);
    assert.deepEqual(
      order.files
        .filter((file) => file.kind === 'attachment')
        .map((file) => file.original_name)
        .sort(),
      ['contract.pdf', 'passport.pdf'],
    );
    assert.ok(serviceId > 0);
    await page.close();
  });

  it('reads left to right in English on a desktop and fits 360 px', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
    await signIn(page, product, client.email, PASSWORD, '/profile');
    await page.evaluate(() => localStorage.setItem('legal-office.language', 'en'));
    await page.goto(`${product.url}/create-order`);
    await stepShown(page, 1, /Choose the service/);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
    await screenshot(page, 'create-order-1-en-desktop');
    await page.getByRole('radio').first().check({ force: true });
    await page.getByRole('button', { name: /Next/ }).click();
    await stepShown(page, 2, /Details and attachments/);
    await page.getByTestId('attachment-input').setInputFiles([pdf('passport.pdf')]);
    await screenshot(page, 'create-order-2-en-desktop');
    await page.getByRole('button', { name: /Next/ }).click();
    await stepShown(page, 3, /Personal information/);
    await screenshot(page, 'create-order-3-en-desktop');
    await page.getByRole('button', { name: /Next/ }).click();
    await stepShown(page, 4, /Review and payment/);
    await expectAccessible(page, 'step 4 (en)');
    await screenshot(page, 'create-order-4-en-desktop');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoOverflow(page, 'step 4 at 360 px');
    await page.close();
  });
});
