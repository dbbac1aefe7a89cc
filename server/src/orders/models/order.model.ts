import { PageOf } from '../../common/pagination.js';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Currency } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { OrderFileKind, OrderStatus, PaymentMethod } from '../../generated/prisma/enums.js';

@ObjectType('OrderFile', { description: 'An attachment or the payment receipt of an order.' })
export class OrderFileModel {
  @Field(() => Int) id: number;
  @Field(() => OrderFileKind) kind: OrderFileKind;
  @Field() originalName: string;
  @Field() mimeType: string;
  @Field(() => Int) sizeBytes: number;
  @Field() createdAt: Date;
  @Field({ description: 'REST path of the bytes (GET with the same bearer token).' }) downloadUrl: string;
}

@ObjectType('OrderStatusChange', { description: 'One row of the order’s status history.' })
export class OrderStatusChangeModel {
  @Field(() => Int) id: number;
  @Field(() => OrderStatus, { nullable: true, description: 'Null for the first row (the order was created).' })
  fromStatus: OrderStatus | null;
  @Field(() => OrderStatus) toStatus: OrderStatus;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => String, { nullable: true, description: 'Who made the change; only staff and admins see it.' })
  changedByName: string | null;
  @Field() createdAt: Date;
}

@ObjectType('OrderCustomer', { description: 'The account that placed an order.' })
export class OrderCustomerModel {
  @Field(() => Int) id: number;
  @Field() fullName: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
}

@ObjectType('Order', { description: 'A service order with the contact details, service and price as they were when it was placed.' })
export class OrderModel {
  @Field(() => Int) id: number;
  @Field({ description: 'Human and sequential, e.g. ORD-2026-000123.' }) orderNumber: string;
  @Field({ description: 'Unguessable, for the public tracking page.' }) trackingNumber: string;
  @Field({ description: 'REST path of the invoice PDF (GET with the same bearer token).' }) invoiceUrl: string;
  @Field(() => OrderStatus) status: OrderStatus;
  @Field({ description: 'The status in Arabic.' }) statusLabel: string;
  @Field(() => Int) serviceId: number;
  @Field({ description: 'The service’s Arabic name when the order was placed.' }) serviceName: string;
  @Field(() => String, { nullable: true }) serviceNameTr: string | null;
  @Field(() => String, { nullable: true }) serviceNameEn: string | null;
  @Field(() => DecimalScalar, { description: 'The lira price when the order was placed.' }) totalAmount: string;
  @Field(() => Currency) currency: Currency;
  @Field(() => PaymentMethod) paymentMethod: PaymentMethod;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field() fullName: string;
  @Field() email: string;
  @Field() phone: string;
  @Field(() => String, { nullable: true }) address: string | null;
  @Field(() => String, { nullable: true }) nationalId: string | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  @Field(() => [OrderStatus], { nullable: true, description: 'The statuses staff and admins may move the order to; null for clients.' })
  allowedNextStatuses: OrderStatus[] | null;

  /** Who placed the order; read by the `customer` field, never exposed as such. */
  userId: number | null;
}

@ObjectType('OrderPage')
export class OrderPageModel extends PageOf(OrderModel) {}

@ObjectType('OrderStatusCount')
export class OrderStatusCountModel {
  @Field(() => OrderStatus) status: OrderStatus;
  @Field(() => Int) count: number;
}

@ObjectType('AdminOrderPage')
export class AdminOrderPageModel extends OrderPageModel {
  @Field(() => [OrderStatusCountModel], { description: 'Orders per status for the current search, whatever the status filter.' })
  statusCounts: OrderStatusCountModel[];
}
