import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import type { AppConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { scopeRequestLanguage } from './common/i18n/request-language.js';
import { assignRequestId } from './common/http/request-id.js';
import { securityHeaders } from './common/http/security-headers.js';
import { EXPLORER_PAGE, serveGraphqlExplorer } from './common/graphql/explorer-page.js';
import { serveStoredAnswers } from './common/graphql/stored-answers.js';
import { Telemetry } from './common/telemetry/telemetry.js';
import { measureRequests } from './common/telemetry/request-metrics.js';
import { serveMetrics } from './common/telemetry/metrics-endpoint.js';
import { QuietStartUpLogger } from './common/telemetry/start-up-logger.js';
import { createLogging, NestPinoLogger } from './common/telemetry/logging.js';
import type { DestinationStream } from 'pino';
import { CacheService } from './database/cache.service.js';
import { SearchPagesService } from './seo/search-pages.service.js';
import { serveSearchFiles, servePublicPage } from './seo/serve-search-pages.js';
import { applyOpenApiExtensions } from './common/openapi/document-extensions.js';
import { API_KEY_SECURITY_SCHEME } from './common/auth/api-key-scopes.js';
import { API_KEY_SCHEME_DESCRIPTION, describeApiKeyScopes } from './common/openapi/api-key-security.js';

export const API_PREFIX = 'api/v1';
const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

/** The whole product on one Express app: `/api/v1`, `/graphql`, `/metrics` and the built client. */
export async function createApp(config: AppConfig, options: { logDestination?: DestinationStream } = {}) {
  const logging = createLogging(config, options.logDestination);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    abortOnError: false,
    // The providers' status callbacks are signed over the exact bytes sent (notifications/callbacks): the JSON and
    // form parsers keep them as `request.rawBody`.
    rawBody: true,
  });
  app.useLogger(new QuietStartUpLogger(new NestPinoLogger(logging.logger)));
  app.set('trust proxy', config.trustProxy);
  const telemetry = app.get(Telemetry);
  app.use(measureRequests(telemetry));
  const metrics = serveMetrics(telemetry, config.metricsToken);
  app.use('/metrics', (req: Request, res: Response, next: NextFunction) =>
    req.method === 'GET' && req.path === '/' ? metrics(req, res) : next(),
  );
  // Express would hash every JSON answer for an ETag; API answers are no-store, and the one list that
  // can be revalidated (public services) brings an ETag computed once per change.
  app.set('etag', false);
  app.use(assignRequestId);
  // Errors and messages are worded in the language the caller asks for (Accept-Language), Arabic by default.
  app.use(['/api', '/graphql'], scopeRequestLanguage);
  // With logging off no request logger runs at all (pino-http builds a child logger per request even at level
  // silent). The built client's files are not logged: the API's requests are what an operator follows.
  if (config.logLevel !== 'silent') app.use(['/api', '/graphql'], logging.middleware);
  // GraphQL uploads carry one file of up to 10 MB in base64; REST uploads are multipart (multer limits them).
  app.useBodyParser('json', { limit: '15mb' });
  app.use(securityHeaders(config));
  // Answers over 1 KB (API JSON, the page shell) are compressed; static files come precompressed from the build.
  app.use(compression({ threshold: 1024 }));
  app.use(noStoreForApiAnswers);
  // /graphql is Apollo's, outside the prefix.
  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'graphql', method: RequestMethod.ALL }] });
  app.enableShutdownHooks();
  describeRestApi(app);
  const clientDist = config.clientDist ?? DEFAULT_CLIENT_DIST;
  if (config.graphqlExplorer) serveGraphqlExplorer(app, clientDist);
  app.use('/graphql', serveStoredAnswers(app.get(CacheService)));
  const searchPages = app.get(SearchPagesService);
  app.use(serveSearchFiles(searchPages));
  serveClient(app, clientDist, searchPages);
  return app;
}

/** API answers carry personal data (accounts, orders): no cache keeps them unless a route says otherwise. */
function noStoreForApiAnswers(req: Request, res: Response, next: NextFunction) {
  if (req.path.startsWith(`/${API_PREFIX}/`) || req.path === '/graphql') res.setHeader('Cache-Control', 'no-store');
  next();
}

/** The OpenAPI description of /api/v1, generated from the controllers and DTOs. */
function describeRestApi(app: NestExpressApplication) {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Legal office REST API')
      .setDescription(
        'REST API of the legal-office portal. Success bodies are `{ data }` (lists add `meta`); errors are `{ detail }`, ' +
          'a string or, for HTTP 422, a list of `{ loc, msg, type }`. The same capabilities are available over GraphQL at /graphql.',
      )
      .setVersion('1')
      .addBearerAuth()
      .addBearerAuth(
        { type: 'http', scheme: 'bearer', description: API_KEY_SCHEME_DESCRIPTION },
        API_KEY_SECURITY_SCHEME,
      )
      .build(),
  );
  applyOpenApiExtensions(document);
  describeApiKeyScopes(document);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/openapi.json` });
}

/**
 * Serves the built client and answers page paths with index.html for the router: 200 for a path of
 * one of the client's routes (`page-paths.json`), 404 for any other, so the router shows its
 * not-found page with the right status. Without that file every path answers 200. The public pages
 * carry their own head for search engines (title, description, alternates: seo/), made from the
 * index.html read here once.
 */
function serveClient(app: NestExpressApplication, dist: string, searchPages: SearchPagesService) {
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return;
  const publicPage = servePublicPage(searchPages, readFileSync(index, 'utf8'), new Logger('SearchPages'));
  const isPage = pageMatcher(path.join(dist, 'page-paths.json'));
  const assets = expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      setHeaders: (res: ServerResponse, file: string) => res.setHeader('Cache-Control', cachingOf(dist, file)),
    },
  });
  const isApi = (req: Request) => req.path.startsWith(`/${API_PREFIX}`) || req.path.startsWith('/graphql');
  // API requests never look for a file on disk first; the explorer's page is only served at /graphql.
  const isExplorerPage = (req: Request) => req.path.startsWith(`/${EXPLORER_PAGE}`);
  app.use((req: Request, res: Response, next: NextFunction) =>
    isApi(req) || isExplorerPage(req) ? next() : assets(req, res, next),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || isApi(req) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!isPage(req.path)) return res.status(404).sendFile(index);
    void publicPage(req, res, () => res.sendFile(index));
  });
}

/**
 * Hashed build files never change under their name; anything else is checked again: index.html and the service
 * worker every time (a deploy must reach open tabs at once: the worker decides which files they run).
 */
function cachingOf(dist: string, file: string) {
  if (path.relative(dist, file).startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  return ['index.html', 'sw.js'].includes(path.basename(file)) ? 'no-cache' : 'public, max-age=3600';
}

/**
 * The client's route patterns as one test: `:name` stands for one non-empty segment, a trailing
 * slash is tolerated and case is ignored, as the client's router does.
 */
function pageMatcher(file: string): (pagePath: string) => boolean {
  if (!existsSync(file)) return () => true;
  const patterns: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(patterns) || !patterns.every((p) => typeof p === 'string' && p.startsWith('/'))) {
    throw new Error(`${file} must be a JSON array of paths starting with /`);
  }
  const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sources = patterns.map((pattern: string) =>
    pattern
      .replace(/(.)\/$/, '$1')
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
      .join('/'),
  );
  const pages = new RegExp(`^(?:${sources.join('|')})$`, 'i');
  return (pagePath) => pages.test(pagePath.length > 1 ? pagePath.replace(/\/$/, '') : pagePath);
}
