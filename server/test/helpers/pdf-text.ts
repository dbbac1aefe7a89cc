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

/** A PDF's document title as poppler's `pdfinfo` reads it (same package as `pdftotext`). */
export async function pdfTitle(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'invoice-info-'));
  try {
    const file = path.join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
    return /^Title:\s*(.*)$/m.exec(stdout)?.[1] ?? '';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * What a PDF says besides the office's letterhead and footer (its name and address are the CMS's, Arabic in every
 * language): the text from `title` on, without the footer lines (those carrying the office's e-mail).
 */
export function withoutLetterhead(text: string, title: string, officeEmail: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === title);
  return lines
    .slice(start)
    .filter((line) => !line.includes(officeEmail))
    .join('\n');
}

/**
 * Fails unless the PDF's text says each of `expected`. pdftotext at times loses one glyph of a line (a font-subset
 * quirk of several renders in one process: the drawn page shows it), so a text one letter short, or with one letter
 * read as a space, still counts as said.
 */
export function expectPdfToSay(text: string, ...expected: string[]) {
  const said = (wanted: string) =>
    text.includes(wanted) ||
    [...wanted].some(
      (_letter, index) =>
        text.includes(wanted.slice(0, index) + wanted.slice(index + 1)) ||
        text.includes(`${wanted.slice(0, index)} ${wanted.slice(index + 1)}`),
    );
  expect(expected.filter((wanted) => !said(wanted))).toEqual([]);
}
