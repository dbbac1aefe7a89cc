import { Field, Int, ObjectType } from '@nestjs/graphql';
import { OrderModel } from '../../models/order.model.js';
import { OrderChangeKind } from '../order-events.js';

/**
 * One change of an order, as a subscriber of `orderChanged` receives it: what changed, and the order as the
 * subscriber may see it now (read again on the subscriber's instance with the subscriber's rights), so a client
 * cache updates the order in place. Sub-features add their own fields here from their own resolvers
 * (`@Resolver(() => OrderChangeModel)` with a `@ResolveField` reading `rowId` when `kind` is theirs).
 */
@ObjectType('OrderChange', { description: 'A change of an order, delivered live by the `orderChanged` subscription.' })
export class OrderChangeModel {
  @Field(() => Int) orderId: number;
  @Field(() => OrderChangeKind, { description: 'What was written: the table of the changed row.' })
  kind: OrderChangeKind;
  @Field(() => Int, {
    description: 'The changed row of that kind (the message, the file, the status change…; the order for `order`).',
  })
  rowId: number;
  @Field(() => OrderModel, { description: 'The order as it is now, with the subscriber’s rights.' })
  order: OrderModel;
}
