import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard of webhook URLs: https only, and a host that resolves to no inward address (loopback,
 * private, link-local, unspecified, CGNAT, unique-local), checked when an endpoint is registered and again
 * before every delivery (DNS answers change). `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_TARGETS=true, for tests
 * and private deployments) lifts both rules.
 */
const INWARD = new BlockList();
INWARD.addSubnet('0.0.0.0', 8, 'ipv4'); // "this network", including the unspecified address
INWARD.addSubnet('10.0.0.0', 8, 'ipv4');
INWARD.addSubnet('100.64.0.0', 10, 'ipv4'); // CGNAT
INWARD.addSubnet('127.0.0.0', 8, 'ipv4');
INWARD.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, cloud metadata
INWARD.addSubnet('172.16.0.0', 12, 'ipv4');
INWARD.addSubnet('192.168.0.0', 16, 'ipv4');
INWARD.addSubnet('224.0.0.0', 3, 'ipv4'); // multicast and reserved
INWARD.addAddress('::', 'ipv6');
INWARD.addAddress('::1', 'ipv6');
INWARD.addSubnet('fc00::', 7, 'ipv6'); // unique local
INWARD.addSubnet('fe80::', 10, 'ipv6'); // link-local
INWARD.addSubnet('ff00::', 8, 'ipv6'); // multicast

/** Is this address inward? IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) are judged as the IPv4 they carry. */
export function isInwardAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INWARD.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return INWARD.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type TargetRefusal = 'invalid' | 'not_https' | 'inward' | 'unresolvable';

/** Why a URL may not receive webhooks, or null when it may. */
export async function refuseWebhookTarget(raw: string, allowPrivate: boolean): Promise<TargetRefusal | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (!url.hostname || url.username || url.password) return 'invalid';
  if (allowPrivate) return null;
  if (url.protocol !== 'https:') return 'not_https';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return 'unresolvable';
  }
  if (addresses.length === 0) return 'unresolvable';
  return addresses.some(isInwardAddress) ? 'inward' : null;
}
