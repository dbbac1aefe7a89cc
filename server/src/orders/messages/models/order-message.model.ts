import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField, RestField } from '../../../common/output/output-field.js';
import { PageOf } from '../../../common/pagination.js';
import { OrderFileModel } from '../../models/order.model.js';

@ObjectType('OrderMessage', {
  description: 'A message of an order’s thread between its client and the office: plain text and files.',
})
export class OrderMessageModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int) orderId: number;
  @OutputField({ description: 'The writer’s name as it was when they wrote.' }) authorName: string;
  @OutputField({ description: 'Written by staff or an admin (else by the client).' }) fromOffice: boolean;
  @OutputField({ description: 'Written by the caller.' }) mine: boolean;
  @OutputField({ description: 'Plain text; may be empty when the message carries files.' }) body: string;
  @OutputField() createdAt: Date;
  @OutputField({
    description:
      'The read receipt: the other side has read it (the client for an office message, the office for a client’s).',
  })
  readByOtherSide: boolean;
  @OutputField(() => [OrderFileModel], { description: 'Downloaded through the order’s file route.' })
  files: OrderFileModel[];
}

@ObjectType('OrderMessagePage', {
  description: 'A page of an order’s thread, oldest first (the last page is the newest).',
})
export class OrderMessagePageModel extends PageOf(OrderMessageModel) {}

/** `POST /orders/{id}/messages/read` and `markOrderMessagesRead`: what the caller's side has now read. */
@ObjectType('OrderMessagesRead')
export class OrderMessagesReadModel {
  @OutputField(() => Int) orderId: number;
  @OutputField({ description: 'The caller’s side has read the other side’s messages up to this moment.' })
  readAt: Date;
  @OutputField(() => Int, { description: 'Messages still unread by the caller’s side (0).' })
  unreadMessages: number;
}

/** `GET /auth/me/messages`: the caller's unread total (GraphQL: `me { unreadMessages }`). */
export class UnreadMessagesModel {
  @RestField(() => Int, {
    description:
      'Order messages the caller has not read: a client the office’s on their own orders, staff and admins the clients’ on every order.',
  })
  unreadMessages: number;
}
