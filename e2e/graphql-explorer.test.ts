import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { browserAvailability, DESKTOP, launchBrowser, screenshot } from './support/browser.js';
import { E2E_ADMIN, startProduct, type RunningProduct } from './support/product.js';
import { api } from './support/api.js';

const availability = browserAvailability();

/** Content-security-policy refusals (reported to the page and logged as errors), console errors and uncaught errors. */
async function watchForProblems(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP refused ${event.blockedURI} (${event.violatedDirective})`),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Replaces the whole text of one of GraphiQL's editors (Monaco) as a person would: select all, then type. */
async function replaceText(page: Page, editor: Locator, text: string) {
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/**
 * Runs the query once GraphiQL has read its operation's name from the editor (the tab shows it): clicked sooner,
 * it would send the name of the query the editor held before.
 */
async function run(page: Page, operationName: string, expected: string) {
  await page.locator('.graphiql-tab').getByText(operationName, { exact: true }).waitFor();
  await page.getByRole('button', { name: /Execute query/ }).click();
  const response = page.locator('.graphiql-response');
  await response.filter({ hasText: expected }).waitFor();
  // Monaco draws spaces as no-break spaces.
  return (await response.innerText()).replace(/\u00a0/g, ' ');
}

describe('the GraphQL explorer in Chromium', { skip: availability.skip }, () => {
  let product: RunningProduct;
  let browser: Browser;

  before(async () => {
    product = await startProduct({ GRAPHQL_EXPLORER: 'true' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('runs a public query, then one signed in with a pasted token, with nothing refused by the page policy', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const problems = await watchForProblems(page);
    await page.goto(`${product.url}/graphql`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
    const queryEditor = page.locator('.graphiql-query-editor .monaco-editor');
    await queryEditor.getByText('query Services').waitFor();

    // Checking as you type runs in Monaco's GraphQL worker: the policy lets it start.
    await replaceText(page, queryEditor, '{ services { nosuchfield } }');
    await queryEditor.locator('.squiggly-error').first().waitFor();

    await replaceText(page, queryEditor, 'query PublicServices { services { id nameEn } }');
    assert.match(await run(page, 'PublicServices', 'Free legal consultation'), /"nameEn": "Free legal consultation"/);

    const { access_token: token } = await api<{ access_token: string }>(product, 'POST', '/auth/login', E2E_ADMIN);
    await page.getByRole('button', { name: 'Headers' }).click();
    await replaceText(
      page,
      page.locator('.monaco-editor[data-uri$="-request-headers.json"]'),
      `{"Authorization": "Bearer ${token}"}`,
    );
    await replaceText(page, queryEditor, 'query Me { me { email role } }');
    assert.match(await run(page, 'Me', E2E_ADMIN.email), /"role": "admin"/);
    await screenshot(page, 'graphql-explorer-desktop');
    assert.deepEqual(problems, []);
    await page.close();
  });
});
