import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The text of an .eml as a person reads it: quoted-printable soft breaks joined and bytes decoded. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for the outbox to write an e-mail of this kind to this address (`<dataDir>/mail/*.eml`), and reads it. */
export async function waitForMail(dataDir: string, kind: string, to: string, timeoutMs = 30_000): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((file) => file.endsWith(`-${kind}.eml`))
      .sort()
      .reverse();
    for (const file of files) {
      const text = decodeQuotedPrintable(await readFile(path.join(dir, file), 'utf8'));
      if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No ${kind} e-mail to ${to} within ${timeoutMs} ms`);
}

/**
 * The first link in the e-mail that starts with this address; what only looks like one (`http-equiv=`) and the
 * markup's own addresses (the XHTML doctype's w3.org) are not links.
 */
export function linkIn(mail: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = [...mail.matchAll(new RegExp(`${escaped}[^\\s"'<>]+`, 'g'))]
    .map((match) => match[0])
    .find((address) => URL.canParse(address) && !address.startsWith('http://www.w3.org/'));
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${mail}`);
  return link.replace(/&amp;/g, '&');
}
