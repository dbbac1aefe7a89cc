import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { E2E_ADMIN } from './product.js';

/** Signs in through the Arabic sign-in form and waits for the page the account lands on. */
export async function signIn(page: Page, product: { url: string }, email: string, password: string, landing: string) {
  await page.goto(`${product.url}/login`);
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel(/^كلمة المرور/).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL(`${product.url}${landing}`);
}

/** Signs in as the product's first admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page, product: { url: string }) {
  await signIn(page, product, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
}

/** No serious or critical axe violation on the screen as it is now. */
export async function expectAccessible(page: Page, screen: string) {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${screen}`);
}

/** Nothing wider than the screen: the page never scrolls sideways. */
export async function expectNoOverflow(page: Page, screen: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client, `${screen} overflows: ${scroll} > ${client}`);
}

/** Switches the interface language the way the language menu remembers it, and reloads. */
export async function chooseLanguage(page: Page, language: 'ar' | 'en' | 'tr') {
  await page.evaluate((chosen) => localStorage.setItem('legal-office.language', chosen), language);
  await page.reload();
}
