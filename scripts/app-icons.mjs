#!/usr/bin/env node
// Draws the installable app's built-in icons (client/public/app-icon-192.png and app-icon-512.png): the office's
// mark from index.html in white on the default brand colour, within the middle 60 % so a launcher's round or
// squircle mask (purpose "maskable") never cuts it. The web app manifest falls back to them when the CMS logo
// cannot be an app icon (server/src/site-config/web-app-manifest.ts). Run with Chromium installed:
//   node scripts/app-icons.mjs
import { chromium } from 'playwright-core';

const BRAND = '#486581';
const MARK = `
  <path d="M12 3v18" />
  <path d="m19 8 3 8a5 5 0 0 1-6 0zV7" />
  <path d="M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1" />
  <path d="m5 8 3 8a5 5 0 0 1-6 0zV7" />
  <path d="M7 21h10" />`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const mark = Math.round(size * 0.6);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${BRAND}">
        <svg width="${mark}" height="${mark}" viewBox="-1 -1 26 26" fill="none" stroke="#fff" stroke-width="1.6"
          stroke-linecap="round" stroke-linejoin="round">${MARK}</svg></body>`,
    );
    await page.screenshot({ path: new URL(`../client/public/app-icon-${size}.png`, import.meta.url).pathname });
    await page.close();
  }
} finally {
  await browser.close();
}
