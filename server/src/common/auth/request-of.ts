import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { AuthUser } from './auth-user.js';

export type AppRequest = Request & { user?: AuthUser; id?: string };

/** The HTTP request behind a REST handler or a GraphQL resolver. */
export function requestOf(context: ExecutionContext): AppRequest {
  if (context.getType<string>() === 'graphql')
    return GqlExecutionContext.create(context).getContext<{ req: AppRequest }>().req;
  return context.switchToHttp().getRequest<AppRequest>();
}
