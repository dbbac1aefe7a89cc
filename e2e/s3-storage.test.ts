import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { startS3rver, type RunningS3rver } from '../server/test/helpers/s3rver.js';
import { api, REGISTRY_EXTRACT_ANSWERS, registerClient } from './support/api.js';
import { browserAvailability, launchBrowser, PHONE } from './support/browser.js';
import { startProduct, type RunningProduct } from './support/product.js';

const availability = browserAvailability();
const PASSWORD = 'Strong-pass-2026';

/** A PDF no other file holds: its bytes can be looked for on disk. */
const uniquePdf = () =>
  Buffer.from(
    `%PDF-1.4\n% ${randomBytes(16).toString('hex')}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );

/** Every file under a folder whose bytes are exactly `bytes`. */
async function filesHolding(folder: string, bytes: Buffer) {
  const found: string[] = [];
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).equals(bytes)) found.push(path.relative(folder, file));
  }
  return found;
}

describe('files in an S3 bucket (s3rver), in Chromium', { skip: availability.skip }, () => {
  let s3rver: RunningS3rver;
  let product: RunningProduct;
  let browser: Browser;

  before(async () => {
    s3rver = await startS3rver();
    product = await startProduct(s3rver.env);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
    await s3rver?.stop();
  });

  it('a client sends a receipt and downloads it back: its bytes are in the bucket, not in the data folder', async () => {
    const client = {
      email: 's3.client@e2e.local',
      password: PASSWORD,
      full_name: 'ليلى الشامي',
      phone: '+905321234567',
    };
    const session = await registerClient(product, client);
    const services = await api<{ id: number; name_ar: string; price: string }[]>(product, 'GET', '/services');
    // A paid service whose intake questions the shared answers fit.
    const service = services.find((entry) => entry.name_ar === 'إخراج قيد فردي' && Number(entry.price) > 0);
    assert.ok(service, 'the paid civil registry extract in the catalogue');
    const order = await api<{ id: number }>(
      product,
      'POST',
      '/orders',
      { service_id: service.id, payment_method: 'bank_transfer', answers: REGISTRY_EXTRACT_ANSWERS },
      session.access_token,
    );
    const receipt = uniquePdf();

    const page = await browser.newPage({ viewport: PHONE, bypassCSP: true });
    await page.goto(`${product.url}/login`);
    await page.getByLabel('البريد الإلكتروني').fill(client.email);
    await page.getByLabel(/^كلمة المرور/).fill(PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL(`${product.url}/profile`);
    await page.goto(`${product.url}/orders/${order.id}`);
    await page
      .getByTestId('receipt-input')
      .setInputFiles({ name: 'إيصال-التحويل.pdf', mimeType: 'application/pdf', buffer: receipt });
    await page.getByTestId('receipt-section').getByText('إيصال-التحويل.pdf').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تحميل إيصال-التحويل.pdf' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'إيصال-التحويل.pdf');
    assert.ok((await readFile((await download.path())!)).equals(receipt), 'the downloaded receipt is the sent one');
    await page.close();

    const inBucket = await filesHolding(s3rver.directory, receipt);
    assert.equal(inBucket.length, 1, `one object in the bucket holds the receipt: ${inBucket.join(', ')}`);
    assert.match(inBucket[0], new RegExp(`^${s3rver.bucket}/files/orders/${order.id}/`));
    assert.deepEqual(await filesHolding(product.dataDir, receipt), [], 'no copy of the receipt in the data folder');
  });

  it('refuses to start, naming the bucket, when the bucket does not exist', async () => {
    await assert.rejects(
      startProduct({ ...s3rver.env, S3_BUCKET: 'no-such-bucket' }),
      /The S3 bucket "no-such-bucket" \(S3_BUCKET\) does not exist/,
    );
  });
});
