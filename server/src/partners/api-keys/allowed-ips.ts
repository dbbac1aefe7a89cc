import { BlockList, isIPv4, isIPv6 } from 'node:net';

type Range = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

/** An IPv4 address as IPv6 writes it (`::ffff:10.0.0.1`, a dual-stack socket's view of it) is that IPv4 address. */
const unmapped = (ip: string) => {
  const v4 = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(ip)?.[1];
  return v4 && isIPv4(v4) ? v4 : ip;
};

/** An address or a CIDR range (`203.0.113.0/24`, `2001:db8::/32`, `198.51.100.7`), or undefined if it is neither. */
function parseRange(text: string): Range | undefined {
  const [rawAddress, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || !rawAddress) return undefined;
  const address = unmapped(rawAddress);
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (!family) return undefined;
  const max = family === 'ipv4' ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  return prefix <= max ? { address, prefix, family } : undefined;
}

export const isIpRange = (text: unknown) => typeof text === 'string' && parseRange(text) !== undefined;

/** The range as stored: `address/prefix` (an address alone gets /32 or /128). */
export function normalizeIpRange(text: string): string {
  const range = parseRange(text);
  if (!range) throw new Error(`not an IP range: ${text}`);
  return `${range.address}/${range.prefix}`;
}

/** Whether a request's address is within one of the ranges; any address when there are none. */
export function ipAllowed(ranges: readonly string[], ip: string | undefined): boolean {
  if (ranges.length === 0) return true;
  if (!ip) return false;
  const address = unmapped(ip);
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (!family) return false;
  const list = new BlockList();
  for (const range of ranges.map(parseRange)) {
    if (range?.family === family) list.addSubnet(range.address, range.prefix, range.family);
  }
  return list.check(address, family);
}
