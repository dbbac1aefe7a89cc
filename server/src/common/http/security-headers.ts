import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';

const CONTENT_SOURCES = {
  // Chakra (emotion) writes its styles at run time into <style> tags.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
};

/**
 * Helmet's security headers. Its content security policy asks the browser to load every asset over
 * https (`upgrade-insecure-requests`), which over plain http (the compose stack opened as
 * http://192.168.1.20:8080) leaves a blank page: the policy asks it only when the office is reached over
 * https, i.e. PUBLIC_URL is https or this request came over TLS, directly or through a trusted proxy's
 * X-Forwarded-Proto (`req.secure` follows TRUST_PROXY).
 */
export function securityHeaders(config: AppConfig) {
  const overHttps = helmet({ contentSecurityPolicy: { directives: CONTENT_SOURCES } });
  const overHttp = helmet({
    contentSecurityPolicy: { directives: { ...CONTENT_SOURCES, 'upgrade-insecure-requests': null } },
  });
  const publicOverHttps = new URL(config.publicUrl).protocol === 'https:';
  return (req: Request, res: Response, next: NextFunction) =>
    (publicOverHttps || req.secure ? overHttps : overHttp)(req, res, next);
}
