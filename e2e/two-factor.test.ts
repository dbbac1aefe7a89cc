import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { startProduct, type RunningProduct } from './support/product.js';
import { registerClient } from './support/api.js';

const availability = browserAvailability();
const CLIENT = {
  email: 'two.steps@e2e.local',
  password: 'Two-steps-2026',
  full_name: 'رامي الحذر',
  phone: '+905321230000',
};

const codeFor = (secret: string, offsetSeconds: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

async function passwordStep(page: Page, product: RunningProduct) {
  await page.goto(`${product.url}/login`);
  await page.getByLabel('البريد الإلكتروني').fill(CLIENT.email);
  await page.getByLabel(/^كلمة المرور/).fill(CLIENT.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

describe('two-step verification in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    await registerClient(product, CLIENT);
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('a client turns it on from the profile, then signs in with a code from the app, then with a recovery code', async () => {
    const page = await browser.newPage({ viewport: PHONE, bypassCSP: true });
    await passwordStep(page, product);
    await page.waitForURL(`${product.url}/profile`);

    const card = page.getByRole('region', { name: 'التحقق بخطوتين' });
    await card.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click();
    await card.getByRole('img', { name: 'رمز QR لإضافة الحساب إلى تطبيق المصادقة' }).waitFor();
    const secret = (await card.getByTestId('two-factor-secret').innerText()).replace(/\s+/g, '');
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await screenshot(page, 'two-factor-setup-ar-phone');
    assert.deepEqual(await seriousViolations(page), [], 'axe on the setup card');
    await card.getByLabel(/^الرمز من التطبيق/).fill(codeFor(secret, 0));
    await card.getByRole('button', { name: 'تأكيد وتفعيل' }).click();
    const codes = (await card.getByTestId('recovery-codes').innerText()).split(/\s+/).filter(Boolean);
    assert.equal(codes.length, 10);
    await screenshot(page, 'two-factor-codes-ar-phone');
    await card.getByRole('button', { name: 'حفظتُ الرموز' }).click();
    await card.getByText('مفعّل', { exact: true }).waitFor();

    await signOut(page);
    await passwordStep(page, product);
    const code = page.getByLabel(/^رمز التحقق/);
    await code.waitFor();
    await screenshot(page, 'two-factor-login-ar-phone');
    // The code of the next time step: the one that confirmed the setup is spent.
    await code.fill(codeFor(secret, 30));
    await page.getByRole('button', { name: 'تحقق وادخل' }).click();
    await page.waitForURL(`${product.url}/profile`);

    await signOut(page);
    await page.setViewportSize(DESKTOP);
    await passwordStep(page, product);
    await page.getByRole('button', { name: 'لا يمكنك الوصول إلى التطبيق؟ استخدم رمز استرداد' }).click();
    await page.getByLabel(/^رمز الاسترداد/).fill(codes[0]);
    await screenshot(page, 'two-factor-recovery-ar-desktop');
    await page.getByRole('button', { name: 'تحقق وادخل' }).click();
    await page.waitForURL(`${product.url}/profile`);
    await page.close();
  });
});
