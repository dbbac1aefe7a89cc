import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Response } from 'express';
import { AppError } from '../common/errors/app-error.js';
import { requestOf } from '../common/auth/request-of.js';
import { TrackingRateLimiter } from './tracking-rate-limiter.js';

/** Refuses a tracking lookup beyond the per-IP limit with 429 / TOO_MANY_REQUESTS and Retry-After. */
@Injectable()
export class TrackingRateLimitGuard implements CanActivate {
  constructor(private readonly limiter: TrackingRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = requestOf(context);
    const verdict = await this.limiter.consume(request.ip ?? 'unknown');
    if (verdict.allowed) return true;
    responseOf(context)?.setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw new AppError('TOO_MANY_REQUESTS', `محاولات بحث كثيرة. يرجى المحاولة بعد ${verdict.retryAfterSeconds} ثانية`);
  }
}

function responseOf(context: ExecutionContext): Response | undefined {
  if (context.getType<string>() === 'graphql') return GqlExecutionContext.create(context).getContext<{ res?: Response }>().res;
  return context.switchToHttp().getResponse<Response>();
}
