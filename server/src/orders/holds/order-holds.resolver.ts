import { Args, Context, Int, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { AppRequest } from '../../common/auth/request-of.js';
import { PerRequestLoader } from '../../common/graphql/per-request-loader.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { OrderModel } from '../models/order.model.js';
import { toOrderModel } from '../order.mapper.js';
import { AnswerOrderHoldArgs, HoldOrderArgs } from './dto/hold.input.js';
import { OrderHoldModel } from './models/order-hold.model.js';
import { openHoldOf, toOrderHoldModel } from './order-hold.mapper.js';
import { OrderHoldsService } from './order-holds.service.js';

/** The same operations as REST, and the order's holds as fields of `Order` (one statement per request). */
@Resolver(() => OrderModel)
export class OrderHoldsResolver {
  private readonly holdLoader = PerRequestLoader.rowsOf(
    (ids) => this.service.byOrderIds(ids),
    (hold) => hold.orderId,
  );

  constructor(private readonly service: OrderHoldsService) {}

  private holdsOf(req: AppRequest, orderId: number) {
    return this.holdLoader.load(req, orderId);
  }

  @Mutation(() => OrderModel, {
    description: 'Puts an order on hold with a request to the client (staff and admins); the client is e-mailed.',
  })
  @Auth('admin', 'staff')
  async holdOrder(@CurrentUser() caller: AuthUser, @Args() args: HoldOrderArgs) {
    return toOrderModel(await this.service.place(caller, args.orderId, args.request), caller);
  }

  @Mutation(() => OrderModel, { description: 'Ends the wait for the client (staff and admins).' })
  @Auth('admin', 'staff')
  async resumeOrder(
    @CurrentUser() caller: AuthUser,
    @Args('orderId', { type: () => Int }, OrderIdPipe) orderId: number,
  ) {
    return toOrderModel(await this.service.resume(caller, orderId), caller);
  }

  @Mutation(() => OrderModel, { description: 'The order’s owner answers the office’s request; the hold ends.' })
  @Auth()
  async answerOrderHold(@CurrentUser() caller: AuthUser, @Args() args: AnswerOrderHoldArgs) {
    return toOrderModel(await this.service.answer(caller, args.orderId, args.answer), caller);
  }

  @ResolveField(() => OrderHoldModel, {
    nullable: true,
    description: 'What the office waits for from the client; null when the order is not on hold.',
  })
  async openHold(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    if (!order.onHold) return null;
    return openHoldOf(await this.holdsOf(req, order.id), req.user);
  }

  @ResolveField(() => [OrderHoldModel], { description: 'Every hold of the order, oldest first.' })
  async holds(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    return (await this.holdsOf(req, order.id)).map((hold) => toOrderHoldModel(hold, req.user));
  }
}
