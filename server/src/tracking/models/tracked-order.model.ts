import { ObjectType } from '@nestjs/graphql';
import { Currency } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import { OrderStatus, PaymentStatus } from '../../generated/prisma/enums.js';
import { OutputField, RestField } from '../../common/output/output-field.js';

@ObjectType('TrackingStep', { description: 'One step of the public timeline: a status and when the order reached it.' })
export class TrackingStepModel {
  @OutputField(() => OrderStatus) status: OrderStatus;
  @OutputField({ rest: 'created_at' }) at: Date;
}

/** REST shows the service's names together (GraphQL: `serviceName`, `serviceNameTr`, `serviceNameEn`). */
export class TrackedServiceModel {
  @RestField(() => String, { description: 'The Arabic name (name_ar).' }) name: string;
  @RestField(() => String) nameAr: string;
  @RestField(() => String, { nullable: true }) nameTr: string | null;
  @RestField(() => String, { nullable: true }) nameEn: string | null;
}

@ObjectType('TrackedOrder', { description: 'What the public tracking page shows of an order: no personal data.' })
export class TrackedOrderModel {
  @OutputField({ openApi: { example: 'TRK-7KD9QXWZ' } }) trackingNumber: string;
  @OutputField({ openApi: { example: 'ORD-2026-000123' } }) orderNumber: string;
  @OutputField(() => OrderStatus) status: OrderStatus;
  @OutputField({ description: 'The status in Arabic.', openApi: { example: 'جديد' } }) statusLabel: string;
  @OutputField({ description: 'The service’s Arabic name when the order was placed.', rest: false })
  serviceName: string;
  @OutputField(() => String, { nullable: true, rest: false }) serviceNameTr: string | null;
  @OutputField(() => String, { nullable: true, rest: false }) serviceNameEn: string | null;
  @RestField(() => TrackedServiceModel) service: TrackedServiceModel;
  @OutputField(() => DecimalScalar, { openApi: { example: '1500.00' } }) totalAmount: string;
  @OutputField(() => Currency) currency: Currency;
  @OutputField({
    description: 'The office waits for the client (who sees what it needs on the order page, signed in).',
  })
  waitingForClient: boolean;
  @OutputField(() => PaymentStatus, {
    description: 'Where the payment stands (the timeline’s payment step), without any amount or payment detail.',
  })
  paymentStatus: PaymentStatus;
  @OutputField() createdAt: Date;
  @OutputField(() => [TrackingStepModel], { description: 'Every status change, oldest first.' })
  history: TrackingStepModel[];
  @OutputField({ description: 'Public address of the invoice PDF, without personal data.' }) invoiceUrl: string;
}
