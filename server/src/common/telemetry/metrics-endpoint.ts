import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { Request, Response } from 'express';
import type { Telemetry } from './telemetry.js';

/** Loopback and private networks, where a Prometheus of the office's own would scrape from. */
const PRIVATE_NETWORKS = new BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

export function isPrivateAddress(ip: string | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  return PRIVATE_NETWORKS.check(v4, isIPv4(v4) ? 'ipv4' : 'ipv6');
}

function bearerMatches(req: Request, token: string | undefined) {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format. Not public (it tells request volumes and backlogs): answered to
 * callers on loopback or a private network (the client IP as TRUST_PROXY lets Express see it), or to anyone
 * presenting METRICS_TOKEN as a bearer token; others get 403.
 */
export function serveMetrics(telemetry: Telemetry, token: string | undefined) {
  return async (req: Request, res: Response) => {
    if (!isPrivateAddress(req.ip) && !bearerMatches(req, token)) {
      res
        .status(403)
        .type('text/plain')
        .send('Metrics are served to private networks or with METRICS_TOKEN as a bearer token.\n');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type(telemetry.registry.contentType).send(await telemetry.metrics());
  };
}
