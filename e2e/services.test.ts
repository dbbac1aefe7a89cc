import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, PHONE, screenshot } from './support/browser.js';
import { expectNoOverflow, signInAsAdmin } from './support/page-checks.js';
import { startProduct, type RunningProduct } from './support/product.js';

type PublicService = { id: number; name: string; price: string; price_usd: string | null };

const availability = browserAvailability();

describe('the public catalogue in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;
  let services: PublicService[];

  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
    services = (await (await fetch(`${product.url}/api/v1/services`)).json()).data;
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows the seeded catalogue in Arabic, right to left, on a ${label}`, async () => {
      const page = await browser.newPage({ viewport, locale: 'ar' });
      await page.goto(`${product.url}/services`);
      for (const service of services) {
        await page.getByRole('heading', { name: service.name, exact: true }).waitFor();
      }
      assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
      assert.equal(await page.getAttribute('html', 'lang'), 'ar');
      assert.equal(await page.getByRole('link', { name: 'سجل لطلب الخدمة' }).count(), services.length);
      assert.ok(await page.evaluate(() => document.fonts.check('16px Cairo')), 'the bundled Arabic font is loaded');
      await expectNoOverflow(page, `the services page (${label})`);
      await screenshot(page, `services-${label}`);
      await page.close();
    });
  }

  it('shows each price in lira with the ₺ sign after the number', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${product.url}/services`);
    const paid = services.find((s) => Number(s.price) >= 1000)!;
    const card = page.locator('article', { has: page.getByRole('heading', { name: paid.name, exact: true }) });
    const expected = new Intl.NumberFormat('ar-SY', { maximumFractionDigits: 2 }).format(Number(paid.price));
    await card.getByText(`${expected} ₺`).waitFor();
    await page.close();
  });

  it('after signing in, offers to order each service instead of registering', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInAsAdmin(page, product);
    await page.goto(`${product.url}/services`);
    await page.getByRole('heading', { name: services[0].name, exact: true }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'اطلب الآن' }).count(), services.length);
    assert.equal(await page.getByRole('link', { name: 'سجل لطلب الخدمة' }).count(), 0);
    await page.close();
  });

  it('answers an unknown page with the Arabic 404 page', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${product.url}/no-such-page`);
    await page.getByText('الصفحة غير موجودة').waitFor();
    await screenshot(page, 'not-found-phone');
    await page.close();
  });
});
