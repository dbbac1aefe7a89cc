import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';

/**
 * An explicit null for an optional GraphQL argument (`adminOrders(status: null)`, `page: null`) means the
 * same as leaving it out, as it does over REST; nulls inside input objects stay for their rules to judge.
 */
@Injectable()
export class NullArgumentsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    if (context.getType<string>() === 'graphql') {
      const args = GqlExecutionContext.create(context).getArgs<Record<string, unknown>>();
      for (const [name, value] of Object.entries(args)) if (value === null) delete args[name];
    }
    return next.handle();
  }
}
