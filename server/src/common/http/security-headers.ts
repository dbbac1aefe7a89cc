import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../../config/app-config.js';
import { GRAPHQL_PATH, wantsExplorerPage } from '../graphql/explorer-page.js';

const CONTENT_SOURCES = {
  // Chakra (emotion) writes its styles at run time into <style> tags.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
};

/**
 * An API answer (JSON, a file) is never a page a browser renders with scripts: it needs no policy for
 * sources, opener, DNS prefetch and the like (about 750 bytes on every answer), only what keeps a browser from
 * sniffing it into HTML or framing it, and HSTS.
 */
const apiAnswerHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** The API's paths, but for the pages it serves there: the OpenAPI explorer and GraphiQL. */
function isApiAnswer(req: Request) {
  if (req.path.startsWith('/api/')) return !req.path.startsWith('/api/v1/docs');
  return GRAPHQL_PATH.test(req.path) && !wantsExplorerPage(req);
}

/**
 * Helmet's security headers: the whole set on pages, the API's few on API answers. The pages' content
 * security policy asks the browser to load every asset over https (`upgrade-insecure-requests`), which over
 * plain http (the compose stack opened as http://192.168.1.20:8080) leaves a blank page: the policy asks it
 * only when the office is reached over https, i.e. PUBLIC_URL is https or this request came over TLS, directly
 * or through a trusted proxy's X-Forwarded-Proto (`req.secure` follows TRUST_PROXY).
 */
export function securityHeaders(config: AppConfig) {
  const pageOverHttps = helmet({ contentSecurityPolicy: { directives: CONTENT_SOURCES } });
  const pageOverHttp = helmet({
    contentSecurityPolicy: { directives: { ...CONTENT_SOURCES, 'upgrade-insecure-requests': null } },
  });
  const publicOverHttps = new URL(config.publicUrl).protocol === 'https:';
  return (req: Request, res: Response, next: NextFunction) => {
    if (isApiAnswer(req)) return apiAnswerHeaders(req, res, next);
    return (publicOverHttps || req.secure ? pageOverHttps : pageOverHttp)(req, res, next);
  };
}
