import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Response } from 'express';
import { AppError } from '../errors/app-error.js';
import { requestOf } from '../auth/request-of.js';
import { rateLimitRefusals, type RateLimitRefusal } from '../telemetry/telemetry-events.js';
import type { IpRateLimiter } from './ip-rate-limiter.js';

/** What a limit counts per: the caller's IP by default; undefined lets the request through uncounted. */
export type RateKey = (context: ExecutionContext) => string | undefined;

export const callerIp: RateKey = (context) => requestOf(context).ip ?? 'unknown';

/** The e-mail address a request names (REST body or GraphQL argument), lower-cased. */
export const requestedEmail: RateKey = (context) => {
  const email =
    context.getType<string>() === 'graphql'
      ? GqlExecutionContext.create(context).getArgs<{ email?: unknown }>().email
      : requestOf(context).body?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
};

/**
 * Refuses with 429 / TOO_MANY_REQUESTS, a Retry-After header and the feature's Arabic message (or its own error with
 * a code); `limit` names it in the metrics.
 */
export function refuseRequest(
  context: ExecutionContext,
  limit: string,
  retryAfterSeconds: number,
  message: string | AppError,
): never {
  rateLimitRefusals.publish({ limit } satisfies RateLimitRefusal);
  responseOf(context)?.setHeader('Retry-After', String(retryAfterSeconds));
  throw message instanceof AppError ? message : new AppError('TOO_MANY_REQUESTS', message);
}

/**
 * Refuses a request beyond its limiter's limit per key (the IP unless told otherwise). A feature makes
 * it a guard by subclassing it. Each call counts, so aliased GraphQL mutations count one by one.
 */
export class IpRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: IpRateLimiter,
    private readonly refusal: (retryAfterSeconds: number) => string,
    private readonly keyOf: RateKey = callerIp,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const key = this.keyOf(context);
    if (key === undefined) return true;
    const verdict = await this.limiter.consume(key);
    if (!verdict.allowed)
      refuseRequest(
        context,
        this.limiter.keyPrefix,
        verdict.retryAfterSeconds,
        this.refusal(verdict.retryAfterSeconds),
      );
    return true;
  }
}

function responseOf(context: ExecutionContext): Response | undefined {
  if (context.getType<string>() === 'graphql')
    return GqlExecutionContext.create(context).getContext<{ res?: Response }>().res;
  return context.switchToHttp().getResponse<Response>();
}
