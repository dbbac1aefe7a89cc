import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { DestinationStream, Logger as Pino } from 'pino';
import { pinoHttp, type Options as PinoHttpOptions } from 'pino-http';
import type { AppConfig } from '../../config/app-config.js';
import { requestIdOf } from '../http/request-id.js';
import { routeOf } from './request-metrics.js';

/** Requests a monitor or scraper makes every few seconds: answered, not logged. */
const UNLOGGED_PATHS = new Set(['/api/v1/health', '/api/v1/health/live', '/api/v1/health/ready', '/metrics']);

/** The logger of the request being served, so lines logged while it runs carry its id. */
const requestLogger = new AsyncLocalStorage<Pino>();

export type Logging = {
  /** The process's logger; Nest's logger writes through it (`NestPinoLogger`). */
  logger: Pino;
  /** Logs each request's closing line and scopes the request's logger to the work done for it. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
};

/**
 * One JSON line per request (pino-http) and per message, to standard output or `destination` (a test reads
 * the lines). pino-http's request logger carries the request id (`reqId`); the closing line adds the route
 * template (GraphQL: the operation) beside its `responseTime` in milliseconds.
 */
export function createLogging(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logging {
  const options: PinoHttpOptions = {
    level: config.logLevel,
    genReqId: (_req, res) => requestIdOf(res),
    quietReqLogger: true,
    customProps: (req, res) => (res.headersSent ? { route: routeOf(req as Request, res as Response).route } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    autoLogging: { ignore: (req) => UNLOGGED_PATHS.has(((req as Request).originalUrl ?? req.url ?? '').split('?')[0]) },
  };
  const http = pinoHttp<IncomingMessage, ServerResponse>(options, destination);
  return {
    logger: http.logger,
    middleware: (req, res, next) => http(req, res, () => requestLogger.run(req.log, next)),
  };
}

/**
 * Nest's logger on pino, in the shape nestjs-pino gave it: the context (Nest passes it last) as `context`, an
 * Error as `err`, and inside a request the request's logger. Nest's exception handlers call
 * `error(message, stack, context)`; that stack becomes the logged error's.
 */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly root: Pino) {}

  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }

  log(message: unknown, ...rest: unknown[]) {
    this.write('info', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }

  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]) {
    this.write('fatal', message, rest);
  }

  private write(level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal', message: unknown, rest: unknown[]) {
    const logger = requestLogger.getStore() ?? this.root;
    const fields: Record<string, unknown> = rest.length > 0 ? { context: rest.at(-1) } : {};
    const params = rest.slice(0, -1);
    if (message instanceof Error) return logger[level]({ ...fields, err: message }, ...(params as []));
    if (typeof message === 'object' && message !== null)
      return logger[level]({ ...fields, ...message }, ...(params as []));
    if (level === 'error' && params.length === 1 && typeof params[0] === 'string' && /\n\s*at /.test(params[0])) {
      const err = new Error(String(message));
      err.stack = params[0];
      return logger.error({ ...fields, err });
    }
    logger[level](fields, String(message), ...(params as []));
  }
}
