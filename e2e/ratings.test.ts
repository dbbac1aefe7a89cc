import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, screenshot } from './support/browser.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api, registerClient } from './support/api.js';
import { chooseLanguage, expectAccessible, expectNoOverflow, signIn } from './support/page-checks.js';

const availability = browserAvailability();
const PASSWORD = 'Strong-pass-2026';
/** The narrowest phone the office's clients use. */
const SMALL_PHONE = { width: 360, height: 780 };
const COMMENT = 'شرحوا لي كل خطوة وأنجزوا الاستشارة في اليوم نفسه. شكراً لفريق المكتب على المتابعة والاهتمام';

describe('rating a completed order in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let orderId: number;
  const client = { email: 'rater@e2e.local', name: 'سارة الشامي' };

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    const admin = await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN);
    const session = await registerClient(product, {
      email: client.email,
      password: PASSWORD,
      full_name: client.name,
      phone: '+905321234567',
    });
    const services = await api<{ id: number; price: string; intake_questions: unknown[] }[]>(
      product,
      'GET',
      '/services',
    );
    // The free first consultation: nothing to pay before the office completes it.
    const free = services.find((entry) => Number(entry.price) === 0 && entry.intake_questions.length === 0);
    assert.ok(free, 'a free service without intake questions in the catalogue');
    const order = await api<{ id: number }>(
      product,
      'POST',
      '/orders',
      { service_id: free.id, payment_method: 'bank_transfer' },
      session.access_token,
    );
    orderId = order.id;
    await api(product, 'PUT', `/admin/orders/${orderId}/status`, { status: 'completed' }, admin.access_token);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('the client opens the rating link on a small phone in Arabic, rates the order and sees the rating', async () => {
    const page = await browser.newPage({ viewport: SMALL_PHONE, bypassCSP: true });
    await signIn(page, product, client.email, PASSWORD, '/profile');
    await page.goto(`${product.url}/orders/${orderId}#rating`);
    const section = page.getByTestId('rating-section');
    const stars = section.getByRole('group', { name: 'عدد النجوم' });
    await stars.waitFor();
    await stars.getByRole('radio', { name: 'نجمتان' }).check();
    // The keyboard moves the choice along the stars.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await section.getByRole('textbox', { name: 'تعليقك (اختياري)' }).fill(COMMENT);
    await section.getByRole('checkbox', { name: /أوافق على نشر تقييمي/ }).check();
    // A full-page screenshot from the top, so the sticky header covers nothing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoOverflow(page, 'the rating form on a small phone');
    await expectAccessible(page, 'the rating form');
    await screenshot(page, 'rating-form-phone-ar');

    await section.getByRole('button', { name: 'إرسال التقييم' }).click();
    await section.getByRole('heading', { name: 'تقييمك' }).waitFor();
    const shown = await section.getByRole('img').getAttribute('aria-label');
    assert.match(shown ?? '', /^٤ نجوم من ٥$/);
    await expectNoOverflow(page, 'the saved rating on a small phone');
    await screenshot(page, 'rating-saved-phone-ar');
    await page.close();

    const rating = await api<{ rating: { stars: number; comment: string; publish_consent: boolean } }>(
      product,
      'GET',
      `/orders/${orderId}`,
      undefined,
      (await api<{ access_token: string }>(product, 'POST', '/auth/login', { email: client.email, password: PASSWORD }))
        .access_token,
    );
    assert.deepEqual(
      { stars: rating.rating.stars, comment: rating.rating.comment, consent: rating.rating.publish_consent },
      { stars: 4, comment: COMMENT, consent: true },
    );
  });

  it('shows the saved rating and the form to change it at desktop width in English', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
    await signIn(page, product, client.email, PASSWORD, '/profile');
    await chooseLanguage(page, 'en');
    await page.goto(`${product.url}/orders/${orderId}`);
    const section = page.getByTestId('rating-section');
    await section.getByRole('heading', { name: 'Your rating' }).waitFor();
    await section.getByRole('button', { name: 'Change rating' }).click();
    await section.getByRole('radio', { name: '4 stars' }).waitFor();
    assert.ok(await section.getByRole('radio', { name: '4 stars' }).isChecked());
    // A full-page screenshot from the top, so the sticky header covers nothing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoOverflow(page, 'the rating form at desktop width');
    await expectAccessible(page, 'the rating form in English');
    await screenshot(page, 'rating-form-desktop-en');
    await page.close();
  });
});
