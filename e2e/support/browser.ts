import { writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * The browser journeys need Debian's chromium. Without it they are skipped, loudly; in CI
 * (CI=true) a missing browser is a failure.
 */
export function browserAvailability(): { skip: false } | { skip: string } {
  if (existsSync(CHROMIUM)) return { skip: false };
  const message = `Chromium not found at ${CHROMIUM}: browser tests SKIPPED. Install it with: apt-get install -y chromium`;
  if (process.env.CI) throw new Error(`${message} (required in CI)`);
  console.warn(`\n!!! ${message}\n`);
  return { skip: message };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/**
 * A browser with a profile on disk (`userDataDir`): what Chromium needs to call a site installable, which it never
 * is in the incognito profile of `launchBrowser`'s contexts.
 */
export function launchProfileBrowser(userDataDir: string, options: { viewport: { width: number; height: number } }) {
  return chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: ARGS, ...options });
}

/**
 * Saves a screenshot when SCREENSHOT_DIR is set, for looking at the screens by eye: the whole page, or only the
 * screen (`fullPage: false`) to see what is fixed to it where it shows.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** Keeps a document the product produced (an invoice, a receipt) beside the screenshots, to be looked at. */
export async function keepDocument(name: string, content: Buffer) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await writeFile(`${dir}/${name}`, content);
}

/**
 * Waits for the page's finite animations (a drawer sliding in, a dialog fading in) to end, none longer than two
 * seconds; endless ones (a spinner) are not waited for. An animation cancelled midway (replaced by the next one)
 * rejects its `finished` promise with an AbortError, which counts as ended rather than failing the test.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}
