import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Response } from 'express';
import { AppError } from '../errors/app-error.js';
import { requestOf } from '../auth/request-of.js';
import type { IpRateLimiter } from './ip-rate-limiter.js';

/**
 * Refuses a request beyond its limiter's per-IP limit with 429 / TOO_MANY_REQUESTS, a Retry-After
 * header and the feature's Arabic message. A feature makes it a guard by subclassing it.
 */
export class IpRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: IpRateLimiter,
    private readonly refusal: (retryAfterSeconds: number) => string,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    const verdict = await this.limiter.consume(request.ip ?? 'unknown');
    if (verdict.allowed) return true;
    responseOf(context)?.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw new AppError('TOO_MANY_REQUESTS', this.refusal(verdict.retryAfterSeconds));
  }
}

function responseOf(context: ExecutionContext): Response | undefined {
  if (context.getType<string>() === 'graphql') return GqlExecutionContext.create(context).getContext<{ res?: Response }>().res;
  return context.switchToHttp().getResponse<Response>();
}
