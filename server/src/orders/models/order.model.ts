import { OrderAnswerModel } from '../answers/order-answer.model.js';
import { PageOf } from '../../common/pagination.js';
import { Int, ObjectType } from '@nestjs/graphql';
import { Currency } from '../../generated/prisma/enums.js';
import { DecimalScalar } from '../../common/graphql/scalars.js';
import {
  OrderFileKind,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ReceiptStatus,
} from '../../generated/prisma/enums.js';
import { OutputField, RestField } from '../../common/output/output-field.js';
import { OrderHoldModel } from '../holds/models/order-hold.model.js';
import { OrderApplicantModel } from '../applicant/models/order-applicant.model.js';
import { PaymentAmountModel } from './payment-amount.model.js';
import { DueState } from '../order-due-state.js';
import { OrderRatingModel } from '../ratings/models/order-rating.model.js';

const MONEY = { example: '1500.00' };

@ObjectType('OrderFile', { description: 'An attachment or the payment receipt of an order.' })
export class OrderFileModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => OrderFileKind) kind: OrderFileKind;
  @OutputField() originalName: string;
  @OutputField({ openApi: { example: 'application/pdf' } }) mimeType: string;
  @OutputField(() => Int) sizeBytes: number;
  @OutputField() createdAt: Date;
  @OutputField({ description: 'REST path of the bytes (GET with the same bearer token).' }) downloadUrl: string;
  @OutputField(() => ReceiptStatus, { nullable: true, description: 'A receipt’s review; null for other files.' })
  receiptStatus: ReceiptStatus | null;
  @OutputField(() => String, { nullable: true, description: 'Why staff rejected the receipt.' })
  receiptReason: string | null;
  @OutputField(() => Date, { nullable: true }) receiptReviewedAt: Date | null;
}

@ObjectType('OrderStatusChange', { description: 'One row of the order’s status history.' })
export class OrderStatusChangeModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => OrderStatus, { nullable: true, description: 'Null for the first row (the order was created).' })
  fromStatus: OrderStatus | null;
  @OutputField(() => OrderStatus) toStatus: OrderStatus;
  @OutputField(() => String, { nullable: true }) note: string | null;
  @OutputField(() => String, {
    nullable: true,
    description: 'Who made the change; only staff and admins see it.',
    rest: 'changed_by',
  })
  changedByName: string | null;
  @OutputField() createdAt: Date;
}

@ObjectType('OrderCustomer', { description: 'The account that placed an order.' })
export class OrderCustomerModel {
  @OutputField(() => Int) id: number;
  @OutputField() fullName: string;
  @OutputField() email: string;
  @OutputField(() => String, { nullable: true }) phone: string | null;
}

@ObjectType('OrderAssignee', { description: 'The staff member or admin who owns an order.' })
export class OrderAssigneeModel {
  @OutputField(() => Int) id: number;
  @OutputField() fullName: string;
}

/** The service as it was named when the order was placed: REST shows the names together (GraphQL: `serviceName`, …). */
export class OrderedServiceModel {
  @RestField(() => Int) id: number;
  @RestField(() => String, { description: 'The Arabic name (name_ar).' }) name: string;
  @RestField(() => String) nameAr: string;
  @RestField(() => String, { nullable: true }) nameTr: string | null;
  @RestField(() => String, { nullable: true }) nameEn: string | null;
}

@ObjectType('Order', {
  description: 'A service order with the contact details, service and price as they were when it was placed.',
})
export class OrderModel {
  @OutputField(() => Int) id: number;
  @OutputField({ description: 'Human and sequential, e.g. ORD-2026-000123.', openApi: { example: 'ORD-2026-000123' } })
  orderNumber: string;
  @OutputField({ description: 'Unguessable, for the public tracking page.', openApi: { example: 'TRK-7KD9QXWZ' } })
  trackingNumber: string;
  @OutputField(() => OrderStatus) status: OrderStatus;
  @OutputField({ description: 'The status in Arabic.', openApi: { example: 'جديد' } }) statusLabel: string;
  @OutputField(() => Int) serviceId: number;
  @OutputField({ description: 'The service’s Arabic name when the order was placed.', rest: false })
  serviceName: string;
  @OutputField(() => String, { nullable: true, rest: false }) serviceNameTr: string | null;
  @OutputField(() => String, { nullable: true, rest: false }) serviceNameEn: string | null;
  @RestField(() => OrderedServiceModel, { name: 'service' }) orderedService: OrderedServiceModel;
  @OutputField(() => DecimalScalar, { description: 'The lira price when the order was placed.', openApi: MONEY })
  totalAmount: string;
  /** The spec's REST name of totalAmount. */
  @RestField(() => DecimalScalar, { description: 'total_amount', openApi: MONEY }) amount: string;
  @OutputField(() => Currency) currency: Currency;
  @OutputField(() => PaymentMethod) paymentMethod: PaymentMethod;
  @OutputField(() => DecimalScalar, { description: 'What the order costs, in its currency.', openApi: MONEY })
  amountDue: string;
  @OutputField(() => DecimalScalar, {
    description: 'The sum of its payments (refunds subtracted), in the order’s currency.',
    openApi: MONEY,
  })
  amountPaid: string;
  @OutputField(() => DecimalScalar, {
    description: 'What remains to pay, in the order’s currency: 0 when waived, negative when overpaid.',
    openApi: MONEY,
  })
  balance: string;
  @OutputField(() => PaymentStatus) paymentStatus: PaymentStatus;
  @OutputField(() => String, { nullable: true, description: 'Why an admin waived the balance.' })
  paymentWaivedReason: string | null;
  @OutputField(() => Date, { nullable: true }) paymentWaivedAt: Date | null;
  @OutputField(() => String, { nullable: true }) notes: string | null;
  @OutputField() fullName: string;
  @OutputField() email: string;
  @OutputField() phone: string;
  @OutputField(() => String, { nullable: true }) address: string | null;
  @OutputField(() => String, { nullable: true }) nationalId: string | null;
  @OutputField({ description: 'The office waits for the client (see the open hold’s request).' }) onHold: boolean;
  @OutputField() createdAt: Date;
  @OutputField() updatedAt: Date;
  @OutputField(() => Date, {
    nullable: true,
    description:
      'When the office expects to be done: the service’s estimated working days (Istanbul, settings calendar) after payment, or placing when free, pushed back by waits for the client. Null until paid, or when the service has no estimate.',
  })
  dueAt: Date | null;
  @OutputField(() => DueState, { nullable: true, description: 'overdue or soon (within 24 hours); null otherwise.' })
  dueState: DueState | null;
  @OutputField(() => [OrderStatus], {
    nullable: true,
    description: 'The statuses staff and admins may move the order to; null for clients.',
  })
  allowedNextStatuses: OrderStatus[] | null;
  @OutputField({ description: 'REST path of the invoice PDF (GET with the same bearer token).' }) invoiceUrl: string;
  @OutputField(() => [PaymentAmountModel], {
    description: 'What to send for the payment method, in its currency, at the rates stored when the order was placed.',
  })
  paymentAmounts: PaymentAmountModel[];
  @RestField(() => Int, {
    description:
      'Messages of the thread the caller’s side has not read: for the client the office’s, for the office the client’s.',
  })
  unreadMessages: number;

  @RestField(() => OrderAssigneeModel, {
    nullable: true,
    description: 'Who owns the order (staff or admin); shown to the office only, null when unassigned.',
  })
  assignee: OrderAssigneeModel | null;

  /** Who placed the order; read by the `customer` field, never exposed as such. */
  userId: number | null;
  /** Who owns the order; read by the `assignee` field of GraphQL. */
  assigneeId: number | null;
}

/** One order as REST answers it alone: with what GraphQL resolves as fields of `Order` (files, receipt, history, customer). */
export class OrderDetailModel extends OrderModel {
  @RestField(() => [OrderFileModel]) files: OrderFileModel[];
  @RestField(() => OrderFileModel, { nullable: true }) receipt: OrderFileModel | null;
  @RestField(() => [OrderStatusChangeModel]) history: OrderStatusChangeModel[];
  @RestField(() => OrderHoldModel, { nullable: true, description: 'What the office waits for; null when not on hold.' })
  openHold: OrderHoldModel | null;
  @RestField(() => [OrderHoldModel], { description: 'Every hold, oldest first.' }) holds: OrderHoldModel[];
  @RestField(() => [OrderAnswerModel], {
    description: "The client's answers to the service's intake questions, with the questions as asked.",
  })
  answers: OrderAnswerModel[];
  @RestField(() => OrderCustomerModel, {
    nullable: true,
    description: 'The account that ordered; shown to the office only.',
  })
  customer: OrderCustomerModel | null;
  @RestField(() => OrderApplicantModel, { description: 'Whose papers these are (kind self: the account holder).' })
  applicant: OrderApplicantModel;
  @RestField(() => OrderRatingModel, {
    nullable: true,
    description: 'The client’s rating; null until the completed order is rated.',
  })
  rating: OrderRatingModel | null;
}

@ObjectType('OrderPage')
export class OrderPageModel extends PageOf(OrderModel) {}

@ObjectType('OrderStatusCount')
export class OrderStatusCountModel {
  @OutputField(() => OrderStatus) status: OrderStatus;
  @OutputField(() => Int) count: number;
}

/** REST's orders per status: one field per status, named as the status. */
export class OrderStatusCountsModel {}
for (const status of Object.values(OrderStatus)) RestField(() => Int)(OrderStatusCountsModel.prototype, status);

@ObjectType('AdminOrderPage')
export class AdminOrderPageModel extends OrderPageModel {
  @OutputField(() => [OrderStatusCountModel], {
    description: 'Orders per status for the current search, whatever the status filter.',
    rest: false,
  })
  statusCounts: OrderStatusCountModel[];
  @RestField(() => OrderStatusCountsModel, {
    name: 'status_counts',
    description: 'Orders per status for the current search, whatever the status filter (the tabs).',
  })
  countsByStatus: Record<OrderStatus, number>;
}

/** REST's answer of deleting an attachment. */
export class DeletedFileModel {
  @RestField(() => Int) id: number;
}
