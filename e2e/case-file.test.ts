import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, screenshot } from './support/browser.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api, payInFull, registerClient } from './support/api.js';
import { signIn, expectAccessible, expectNoOverflow, chooseLanguage } from './support/page-checks.js';

const availability = browserAvailability();
const PASSWORD = 'Strong-pass-2026';
const REQUEST = 'يرجى رفع نسخة أوضح من الصفحة الثانية من جواز السفر';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const NARROW = { width: 360, height: 800 };

const PHONE_PDF = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
const FATHER = {
  nameAr: 'أحمد محمد الأحمد',
  nameLatin: 'Ahmad Mohammad Alahmad',
  father: 'محمد',
  mother: 'خديجة الحسن',
  birthDate: '1958-04-12',
  birthPlace: 'حلب',
  national: '02010012345',
};
const REJECTION = 'الصورة غير واضحة أو غير مقروءة';

/** The slot of the order page, the wizard or the review panel whose title names the document. */
const slotNamed = (page: Page, prefix: string, name: string) =>
  page.getByTestId(new RegExp(`^${prefix}-\\d+$`)).filter({ hasText: name });

describe('the case file in Chromium: from intake to the delivered result', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let adminToken: string;
  let order: { id: number; tracking_number: string; balance: string; currency: string };
  let extractId: number;
  const owner = { email: 'hold-owner@e2e.local', name: 'سامر الخطيب' };

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    adminToken = (await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN)).access_token;
    await registerClient(product, {
      email: owner.email,
      password: PASSWORD,
      full_name: owner.name,
      phone: '+905321112233',
    });
    const services = await api<{ id: number; name_ar: string }[]>(product, 'GET', '/services');
    const extract = services.find((service) => service.name_ar === 'إخراج قيد فردي');
    assert.ok(extract, 'a civil registry service in the catalogue');
    extractId = extract.id;
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('a client orders a civil registry extract for their father, answering its questions with two documents', async () => {
    const page = await browser.newPage({ viewport: NARROW, bypassCSP: true });
    await signIn(page, product, owner.email, PASSWORD, '/profile');
    await page.goto(`${product.url}/create-order?service=${extractId}`);
    await page.getByRole('button', { name: /التالي/ }).click();

    // Step 2: the service's questions, and a slot per paper it needs.
    const questions = page.getByTestId('intake-questions');
    await questions.getByLabel(/^الاسم الكامل/).fill(FATHER.nameAr);
    await questions.getByLabel(/^اسم الأب/).fill(FATHER.father);
    await questions.getByLabel(/^اسم الأم ونسبتها/).fill(FATHER.mother);
    await questions.getByLabel(/^مكان الولادة/).fill(FATHER.birthPlace);
    await questions.getByLabel(/^تاريخ الولادة/).fill(FATHER.birthDate);
    await questions.getByLabel(/^مكان القيد/).fill('حلب - الجميلية');
    await questions.getByLabel(/^رقم القيد/).fill('123/4');
    const idSlot = slotNamed(page, 'wizard-slot', 'صورة جواز السفر أو الهوية الشخصية');
    await idSlot.getByTestId(/^wizard-slot-input-/).setInputFiles(PHONE_PDF('father-id.pdf'));
    await idSlot.getByText('father-id.pdf').waitFor();
    // The power of attorney is asked only when the papers are someone else's: not yet.
    assert.equal(await slotNamed(page, 'wizard-slot', 'وكالة أو ما يثبت صلة القرابة').count(), 0);
    await expectNoOverflow(page, 'wizard questions and slots');
    await screenshot(page, 'case-wizard-slots-ar-360');
    await page.getByRole('button', { name: /التالي/ }).click();

    // Step 3: the papers are the father's.
    await page.getByText('لأحد أقاربي', { exact: true }).click();
    await page.getByLabel(/^الاسم الكامل بالعربية/).fill(FATHER.nameAr);
    await page.getByLabel(/^الاسم الكامل بالأحرف اللاتينية/).fill(FATHER.nameLatin);
    await page.getByLabel(/^صلة القرابة/).selectOption({ label: 'الأب' });
    await page.getByLabel(/^اسم الأب/).fill(FATHER.father);
    await page.getByLabel(/^اسم الأم ونسبتها/).fill(FATHER.mother);
    await page.getByLabel(/^تاريخ الولادة/).fill(FATHER.birthDate);
    await page.getByLabel(/^مكان الولادة/).fill(FATHER.birthPlace);
    await page.getByLabel(/^الرقم الوطني/).fill(FATHER.national);
    await expectNoOverflow(page, 'wizard applicant');
    await screenshot(page, 'case-wizard-applicant-ar-360');

    // Back to step 2: now the paper that lets the client act for their father is asked too.
    await page.getByRole('button', { name: /السابق/ }).click();
    const authority = slotNamed(page, 'wizard-slot', 'وكالة أو ما يثبت صلة القرابة');
    await authority.getByTestId(/^wizard-slot-input-/).setInputFiles(PHONE_PDF('family-book.pdf'));
    await authority.getByText('family-book.pdf').waitFor();
    await page.getByRole('button', { name: /التالي/ }).click();
    await page.getByRole('button', { name: /التالي/ }).click();
    await page.getByTestId('review-applicant').getByText(FATHER.nameAr).waitFor();
    await page.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
    await page.waitForURL(/\/orders\/\d+$/, { timeout: 30_000 });
    const id = Number(page.url().split('/').pop());
    const slots = page.getByTestId('document-slots');
    await slotNamed(page, 'slot', 'صورة جواز السفر أو الهوية الشخصية').getByText('قيد المراجعة').waitFor();
    await slotNamed(page, 'slot', 'وكالة أو ما يثبت صلة القرابة').getByText('قيد المراجعة').waitFor();
    await expectNoOverflow(page, 'order page with its papers');
    await screenshot(page, 'case-order-slots-ar-360');
    await slots.waitFor();
    await page.close();

    order = await api(product, 'GET', `/orders/${id}`, undefined, adminToken);
    const placed = order as unknown as {
      applicant: { kind: string; relation: string; full_name_ar: string } | null;
      answers: { key: string; value: string }[];
    };
    assert.equal(placed.applicant?.kind, 'relative');
    assert.equal(placed.applicant?.relation, 'father');
    assert.equal(placed.answers.find((answer) => answer.key === 'full_name')?.value, FATHER.nameAr);
  });

  it('staff reject one paper with a reason; the client reads it, uploads again after a reload; staff accept', async () => {
    const office = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
    await signIn(office, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
    await office.goto(`${product.url}/admin/orders?order=${order.id}`);
    const review = office.getByTestId('document-review');
    const idReview = slotNamed(office, 'review-slot', 'صورة جواز السفر أو الهوية الشخصية');
    await idReview.getByRole('button', { name: 'معاينة' }).click();
    await idReview.locator('iframe').waitFor();
    await idReview.getByRole('button', { name: 'رفض', exact: true }).click();
    await idReview.getByLabel('سبب الرفض').selectOption({ label: REJECTION });
    await expectAccessible(office, 'document review');
    await screenshot(office, 'case-review-reject-ar-1280');
    await idReview.getByRole('button', { name: 'رفض المستند وإبلاغ العميل' }).click();
    await idReview.getByText('مرفوض').first().waitFor();
    const authorityReview = slotNamed(office, 'review-slot', 'وكالة أو ما يثبت صلة القرابة');
    await authorityReview.getByRole('button', { name: 'قبول' }).click();
    await authorityReview.getByText('مقبول').first().waitFor();
    await review.getByText('مستند مطلوب واحد لم يُقبل بعد').waitFor();

    const page = await browser.newPage({ viewport: NARROW, bypassCSP: true });
    await signIn(page, product, owner.email, PASSWORD, '/profile');
    await page.goto(`${product.url}/orders/${order.id}`);
    const idSlot = slotNamed(page, 'slot', 'صورة جواز السفر أو الهوية الشخصية');
    await idSlot.getByText(REJECTION, { exact: false }).waitFor();
    await screenshot(page, 'case-order-rejected-ar-360');
    await page.reload();
    await idSlot.getByText(REJECTION, { exact: false }).waitFor();
    await idSlot.getByTestId(/^slot-input-/).setInputFiles(PHONE_PDF('father-id-clear.pdf'));
    await idSlot.getByText('قيد المراجعة').waitFor();
    await expectAccessible(page, 'order page after a new upload');
    await page.close();

    await office.reload();
    const newVersion = idReview.getByRole('listitem').filter({ hasText: 'father-id-clear.pdf' });
    await newVersion.getByRole('button', { name: 'قبول' }).click();
    await review.getByText('قُبلت كل المستندات المطلوبة').waitFor();
    await screenshot(office, 'case-review-complete-ar-1280');
    for (const [language, viewport, label] of [
      ['en', DESKTOP, 'en-1280'],
      ['en', NARROW, 'en-360'],
    ] as const) {
      await office.setViewportSize(viewport);
      await chooseLanguage(office, language);
      await review.waitFor();
      await expectAccessible(office, `document review ${label}`);
      await screenshot(office, `case-review-${label}`);
    }
    await chooseLanguage(office, 'ar');
    await office.close();
    // The papers are complete and the order paid: the office starts work.
    await payInFull(product, order, adminToken);
    await api(product, 'PUT', `/orders/${order.id}/status`, { status: 'processing' }, adminToken);
  });

  it('staff put the order on hold from the back office; the client sees it everywhere, sends a file, and staff resume', async () => {
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

    // The office sees the new file and resumes the order; the client's call to action goes.
    const resumer = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
    await signIn(resumer, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
    await resumer.goto(`${product.url}/admin/orders?order=${order.id}`);
    await resumer.getByText('passport-page-2.pdf').first().waitFor();
    await resumer.getByTestId('hold-panel').getByRole('button', { name: 'استئناف الطلب' }).click();
    await resumer
      .getByTestId('hold-panel')
      .getByText(/استأنفه/)
      .waitFor();
    await resumer.close();
    await page.reload();
    await page.getByTestId('document-slots').waitFor();
    assert.equal(await cta.count(), 0, 'no call to action once the office resumed');
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
      await chooseLanguage(page, language);
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
