import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { Telemetry } from './telemetry.js';

const GRAPHQL_OPERATION = 'graphqlOperation';
const ANONYMOUS = '(anonymous)';

/**
 * Times every request and records it when its answer is finished: REST by its route template
 * (`/api/v1/orders/:id`, never the id itself), GraphQL by its operation name, anything else as the client's pages.
 */
export function measureRequests(telemetry: Telemetry) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const { api, route } = routeOf(req, res);
      telemetry.recordRequest(api, route, req.method, res.statusCode, seconds);
    });
    next();
  };
}

/** What a request's log line and metric call its route. */
export function routeOf(req: Request, res: Response): { api: 'rest' | 'graphql' | 'page'; route: string } {
  const path = req.originalUrl.split('?')[0];
  if (path === '/graphql' || path.startsWith('/graphql/')) {
    const named =
      (res.locals[GRAPHQL_OPERATION] as string | undefined) ??
      (req.body as { operationName?: unknown } | undefined)?.operationName;
    return { api: 'graphql', route: typeof named === 'string' && named ? named : ANONYMOUS };
  }
  // Express knows the route only once one matched; an API path that matched none is one series, not one per URL.
  const template = (req.route as { path?: string } | undefined)?.path;
  if (path.startsWith('/api/')) return { api: 'rest', route: template ? `${req.baseUrl}${template}` : '(unmatched)' };
  return { api: 'page', route: template ?? '(client)' };
}

/** Tells the request's metric and log line the operation Apollo resolved (a document may name it without `operationName`). */
export const operationNamePlugin: ApolloServerPlugin<{ res?: Response }> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operationName, contextValue }) {
        if (contextValue.res) contextValue.res.locals[GRAPHQL_OPERATION] = operationName ?? ANONYMOUS;
      },
    };
  },
};
