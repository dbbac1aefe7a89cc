import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Tests that read a PDF's text need Debian's poppler-utils. Without it they are skipped, loudly; in CI
 * (CI=true) a missing pdftotext is a failure, as a missing browser is for the journeys.
 */
export const itReadsPdfText: jest.It = (() => {
  const found = ['/usr/bin', '/usr/local/bin', '/bin'].some((dir) => existsSync(path.join(dir, 'pdftotext')));
  if (found || process.env.CI) return it;
  console.warn(
    '\n!!! pdftotext not found: invoice text tests SKIPPED. Install it with: apt-get install -y poppler-utils\n',
  );
  return it.skip;
})();

/** The text of a PDF as poppler's `pdftotext` extracts it (Debian's poppler-utils). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-text-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
