import { Field, Int, ObjectType } from '@nestjs/graphql';

export enum NotificationKindModel {
  order_placed = 'order_placed',
  receipt_uploaded = 'receipt_uploaded',
}

@ObjectType('BackOfficeCounters', { description: 'The back-office sidebar figures (staff and admins).' })
export class BackOfficeCountersModel {
  @Field(() => Int, { description: 'Orders created today in Istanbul.' }) ordersToday: number;
  @Field(() => Int, { description: 'Orders processing or in progress.' }) processing: number;
  @Field(() => Int) completed: number;
  @Field(() => Int, { description: 'Orders still pending (new): the orders badge.' }) newOrders: number;
}

@ObjectType('BackOfficeNotification', { description: 'An order placed or a receipt uploaded.' })
export class BackOfficeNotificationModel {
  @Field(() => NotificationKindModel) kind: NotificationKindModel;
  @Field({ description: 'When it happened.' }) at: Date;
  @Field(() => Int) orderId: number;
  @Field() orderNumber: string;
  @Field({ description: 'The name on the order.' }) fullName: string;
}

@ObjectType('BackOfficeNotifications')
export class BackOfficeNotificationsModel {
  @Field(() => Int, { description: 'Events after `since` (all of them without it).' }) unseen: number;
  @Field(() => [BackOfficeNotificationModel], { description: 'The 10 newest events, newest first.' }) latest: BackOfficeNotificationModel[];
}
