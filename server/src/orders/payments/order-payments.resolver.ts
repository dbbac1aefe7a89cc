import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { AppRequest } from '../../common/auth/request-of.js';
import { PerRequestLoader } from '../../common/graphql/per-request-loader.js';
import { OrderModel } from '../models/order.model.js';
import { toOrderModel } from '../order.mapper.js';
import { RecordOrderPaymentArgs, ReviewOrderReceiptArgs, WaiveOrderPaymentArgs } from './dto/payment.input.js';
import { PaymentModel } from './models/payment.model.js';
import { toPaymentModel } from './payment.mapper.js';
import { OrderPaymentsService } from './order-payments.service.js';

/** The same operations as REST; the order's payments as a field of `Order` (one statement per request). */
@Resolver(() => OrderModel)
export class OrderPaymentsResolver {
  private readonly paymentLoader = PerRequestLoader.rowsOf(
    (ids) => this.service.byOrderIds(ids),
    (payment) => payment.orderId,
  );

  constructor(private readonly service: OrderPaymentsService) {}

  private paymentsOf(req: AppRequest, orderId: number) {
    return this.paymentLoader.load(req, orderId);
  }

  @Mutation(() => OrderModel, {
    description:
      'Records money received or a refund (negative amount with a reason) on an order (staff and admins); answers the order.',
  })
  @Auth('admin', 'staff')
  async recordOrderPayment(@CurrentUser() caller: AuthUser, @Args() args: RecordOrderPaymentArgs) {
    return toOrderModel(await this.service.record(caller, args.orderId, args), caller);
  }

  @Mutation(() => OrderModel, { description: 'Waives the order’s balance for a reason (admins only).' })
  @Auth('admin', 'staff')
  async waiveOrderPayment(@CurrentUser() caller: AuthUser, @Args() args: WaiveOrderPaymentArgs) {
    return toOrderModel(await this.service.waive(caller, args.orderId, args.reason), caller);
  }

  @Mutation(() => OrderModel, {
    description: 'Accepts a client’s receipt (recording its payment) or rejects it with a reason (staff and admins).',
  })
  @Auth('admin', 'staff')
  async reviewOrderReceipt(@CurrentUser() caller: AuthUser, @Args() args: ReviewOrderReceiptArgs) {
    return toOrderModel(await this.service.reviewReceipt(caller, args.orderId, args.fileId, args), caller);
  }

  @ResolveField(() => [PaymentModel], { description: 'Every payment and refund of the order, oldest first.' })
  async payments(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    return (await this.paymentsOf(req, order.id)).map((payment) => toPaymentModel(payment, req.user));
  }
}
