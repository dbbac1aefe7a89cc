import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Every answer carries a request id, logged or not: a caller's X-Request-Id is kept so a partner can
 * quote it; otherwise one is made. The request log (when on) reads it back from the response.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const given = req.headers['x-request-id'];
  res.setHeader(REQUEST_ID_HEADER, typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID());
  next();
}

export const requestIdOf = (res: ServerResponse) => res.getHeader(REQUEST_ID_HEADER) as string;
