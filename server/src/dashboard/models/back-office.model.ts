import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../common/output/output-field.js';

export enum NotificationKindModel {
  order_placed = 'order_placed',
  receipt_uploaded = 'receipt_uploaded',
  document_uploaded = 'document_uploaded',
  client_answered = 'client_answered',
  client_message = 'client_message',
  order_assigned = 'order_assigned',
}

@ObjectType('BackOfficeCounters', { description: 'The back-office sidebar figures (staff and admins).' })
export class BackOfficeCountersModel {
  @OutputField(() => Int, { description: 'Orders created today in Istanbul.' }) ordersToday: number;
  @OutputField(() => Int, { description: 'Orders processing or in progress.', rest: 'processing_orders' })
  processing: number;
  @OutputField(() => Int, { rest: 'completed_orders' }) completed: number;
  @OutputField(() => Int, { description: 'Orders still pending (new): the orders badge.' }) newOrders: number;
  @OutputField(() => Int, { description: 'Clients’ order messages the office has not read: the messages badge.' })
  unreadMessages: number;
}

@ObjectType('BackOfficeNotification', {
  description: 'An order placed, a receipt or a required document uploaded, or a client answering a hold.',
})
export class BackOfficeNotificationModel {
  @OutputField(() => NotificationKindModel) kind: NotificationKindModel;
  @OutputField({ description: 'When it happened.' }) at: Date;
  @OutputField(() => Int) orderId: number;
  @OutputField() orderNumber: string;
  @OutputField({ description: 'The name on the order.' }) fullName: string;
}

@ObjectType('BackOfficeNotifications')
export class BackOfficeNotificationsModel {
  @OutputField(() => Int, { description: 'Events after `since` (all of them without it).' }) unseen: number;
  @OutputField(() => [BackOfficeNotificationModel], { description: 'The 10 newest events, newest first.' })
  latest: BackOfficeNotificationModel[];
}
