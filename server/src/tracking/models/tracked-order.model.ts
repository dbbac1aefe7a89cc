import { Field, ObjectType } from '@nestjs/graphql';
import { Currency } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { OrderStatus } from '../../generated/prisma/enums.js';

@ObjectType('TrackingStep', { description: 'One step of the public timeline: a status and when the order reached it.' })
export class TrackingStepModel {
  @Field(() => OrderStatus) status: OrderStatus;
  @Field() at: Date;
}

@ObjectType('TrackedOrder', { description: 'What the public tracking page shows of an order: no personal data.' })
export class TrackedOrderModel {
  @Field() trackingNumber: string;
  @Field({ description: 'Public address of the invoice PDF, without personal data.' }) invoiceUrl: string;
  @Field() orderNumber: string;
  @Field(() => OrderStatus) status: OrderStatus;
  @Field({ description: 'The status in Arabic.' }) statusLabel: string;
  @Field({ description: 'The service’s Arabic name when the order was placed.' }) serviceName: string;
  @Field(() => String, { nullable: true }) serviceNameTr: string | null;
  @Field(() => String, { nullable: true }) serviceNameEn: string | null;
  @Field(() => DecimalScalar) totalAmount: string;
  @Field(() => Currency) currency: Currency;
  @Field() createdAt: Date;
  @Field(() => [TrackingStepModel], { description: 'Every status change, oldest first.' }) history: TrackingStepModel[];
}
