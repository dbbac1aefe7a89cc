import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { expectAccessible, expectNoOverflow, signInAsAdmin } from './support/page-checks.js';
import { startProduct, type RunningProduct } from './support/product.js';

const availability = browserAvailability();

describe('the back office edits the public site in Chromium', { skip: availability.skip }, () => {
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

  it('the admin changes the hero title in the CMS and the home page shows it', async () => {
    const page = await browser.newPage({ viewport: PHONE, bypassCSP: true });
    await signInAsAdmin(page, product);
    await page.goto(`${product.url}/admin/cms`);
    const hero = page.getByLabel(/^عنوان الواجهة/);
    await hero.waitFor();
    await expectAccessible(page, 'CMS, home tab');
    await expectNoOverflow(page, 'CMS at 390 px');
    await screenshot(page, 'cms-home-phone-ar');

    const title = 'عنوان تجريبي من لوحة التحكم';
    await hero.fill(title);
    await page.getByText('لديك تغييرات غير محفوظة').waitFor();
    await page.getByRole('tab', { name: 'بطاقات الرئيسية' }).click();
    await expectAccessible(page, 'CMS, cards tab');
    await expectNoOverflow(page, 'CMS cards at 390 px');
    await page.getByRole('tab', { name: 'إعدادات الموقع' }).click();
    await expectAccessible(page, 'CMS, site settings tab');
    await page.getByRole('button', { name: 'حفظ التغييرات' }).first().click();
    await page.getByText('تم حفظ التغييرات بنجاح').waitFor();
    await page.getByText('كل التغييرات محفوظة').waitFor();

    // The public page in the same tab follows the save from the cache, and a fresh load from the server.
    await page.getByRole('link', { name: /معاينة/ }).waitFor();
    await page.goto(`${product.url}/`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.close();
  });

  it('the admin writes the Turkish hero title beside the Arabic, and each visitor reads their language', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
    await signInAsAdmin(page, product);
    await page.goto(`${product.url}/admin/cms`);
    await page.getByLabel(/^عنوان الواجهة/).waitFor();
    const languages = page.getByRole('group', { name: 'لغة المحتوى:' });
    await languages.getByRole('button', { name: /Türkçe/ }).click();
    const hero = page.getByLabel(/^عنوان الواجهة/);
    await hero.waitFor();
    // The seeded Turkish; the field shows the Arabic it translates under it.
    await page.getByText('بالعربية:').first().waitFor();
    await expectAccessible(page, 'CMS in Turkish');
    await screenshot(page, 'cms-home-desktop-tr-content');
    await page.setViewportSize(PHONE);
    await expectNoOverflow(page, 'CMS in Turkish at 390 px');
    await screenshot(page, 'cms-home-phone-tr-content');
    await page.setViewportSize(DESKTOP);
    const title = 'Hukuki işleriniz tek yerde';
    await hero.fill(title);
    await page.getByRole('button', { name: 'حفظ التغييرات' }).first().click();
    await page.getByText('تم حفظ التغييرات بنجاح').waitFor();
    await page.close();

    const turkish = await browser.newPage({ viewport: PHONE, bypassCSP: true });
    await turkish.goto(`${product.url}/`);
    await turkish.evaluate(() => localStorage.setItem('legal-office.language', 'tr'));
    await turkish.reload();
    await turkish.getByRole('heading', { level: 1, name: title }).waitFor();
    // The office's name and address in the footer come from the CMS's Turkish too.
    await turkish.getByText('Hukuk Danışmanlığı Bürosu').first().waitFor();
    await screenshot(turkish, 'tr-home-from-cms-phone');
    await turkish.evaluate(() => localStorage.setItem('legal-office.language', 'ar'));
    await turkish.reload();
    const arabicTitle = await turkish.getByRole('heading', { level: 1 }).textContent();
    assert.notEqual(arabicTitle, title, 'the Arabic home page keeps its own title');
    assert.match(arabicTitle ?? '', /[\u0600-\u06FF]/);
    await turkish.close();
  });

  it('the admin disables English in the settings and the public language switcher no longer offers it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, bypassCSP: true });
    await page.goto(`${product.url}/`);
    const switcher = page.getByRole('combobox', { name: 'لغة الواجهة' });
    await switcher.waitFor();
    assert.deepEqual(await switcher.locator('option').allTextContents(), ['العربية', 'Türkçe', 'English']);

    await signInAsAdmin(page, product);
    await page.goto(`${product.url}/admin/settings`);
    await page.getByLabel('اسم البنك').waitFor();
    await expectAccessible(page, 'settings, payment tab');
    await page.getByRole('tab', { name: 'اللغات' }).click();
    const panel = page.getByRole('tabpanel', { name: 'اللغات' });
    await panel
      .locator('label')
      .filter({ hasText: /^English$/ })
      .click();
    assert.equal(await panel.getByRole('checkbox', { name: 'English' }).isChecked(), false);
    await expectAccessible(page, 'settings, languages tab');
    await page.getByRole('tab', { name: 'الأمان' }).click();
    await expectAccessible(page, 'settings, security tab');
    await screenshot(page, 'settings-security-desktop-ar');
    await page.getByRole('button', { name: 'حفظ الإعدادات' }).first().click();
    await page.getByText('تم حفظ الإعدادات بنجاح').waitFor();

    await page.goto(`${product.url}/`);
    await switcher.waitFor();
    assert.deepEqual(await switcher.locator('option').allTextContents(), ['العربية', 'Türkçe']);
    await page.close();

    const visitor = await browser.newPage({ viewport: PHONE, bypassCSP: true });
    await visitor.goto(`${product.url}/`);
    await visitor.waitForLoadState('networkidle');
    // A visitor's menu (the switcher may sit in the mobile menu) never lists English.
    assert.equal(await visitor.locator('option', { hasText: 'English' }).count(), 0);
    await visitor.close();
  });
});
