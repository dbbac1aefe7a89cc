import { Args, Int, Resolver, Subscription } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { renewRequestPerEvent } from '../../common/graphql/subscriptions.js';
import { OrderChangeModel } from './models/order-change.model.js';
import { OrderLiveService } from './order-live.service.js';

@Resolver(() => OrderChangeModel)
export class OrderLiveResolver {
  constructor(private readonly live: OrderLiveService) {}

  @Subscription(() => OrderChangeModel, {
    description:
      'Live changes of one order (its owner, staff and admins), or of every order when orderId is omitted (staff and admins): ' +
      'a message, a status change, a file, a result, a payment…, each with the order as it is now. Over graphql-ws at /graphql, ' +
      'signed in with connectionParams { authorization: "Bearer <access token>" }. Internal notes and assignments reach staff and admins only.',
    resolve: renewRequestPerEvent,
  })
  @Auth()
  orderChanged(
    @CurrentUser() caller: AuthUser,
    @Args('orderId', { type: () => Int, nullable: true }) orderId: number | null | undefined,
  ) {
    return this.live.watch(caller, orderId ?? null);
  }
}
