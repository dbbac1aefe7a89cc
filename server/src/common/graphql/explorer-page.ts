import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/** The explorer's page in the built client (client/graphiql.html, built by client/vite.graphiql.config.ts). */
export const EXPLORER_PAGE = 'graphiql.html';
export const GRAPHQL_PATH = /^\/graphql\/?$/;

/**
 * A browser opening /graphql (a GET preferring HTML) gets GraphiQL, built from our own files; any other
 * request goes on to Apollo. Registered only while GRAPHQL_EXPLORER is on. The page runs under the site's
 * content security policy unchanged: its scripts, Monaco's workers and its styles are same-origin files,
 * its fonts data: URIs, and it needs no eval.
 */
export function serveGraphqlExplorer(app: NestExpressApplication, dist: string) {
  const page = path.join(dist, EXPLORER_PAGE);
  if (!existsSync(page)) return;
  app.use('/graphql', (req: Request, res: Response, next: NextFunction) =>
    wantsExplorerPage(req) ? res.sendFile(page) : next(),
  );
}

/** A browser opening /graphql itself: a GET preferring HTML to JSON. */
export function wantsExplorerPage(req: Request) {
  return (
    req.method === 'GET' &&
    GRAPHQL_PATH.test(req.originalUrl.split('?')[0]) &&
    req.accepts(['application/json', 'text/html']) === 'text/html'
  );
}
