import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module.js';
import { MessageMailScheduler } from './message-mail.scheduler.js';
import { MessageMailService } from './message-mail.service.js';
import { MyMessagesController } from './my-messages.controller.js';
import { OrderMessagesController } from './order-messages.controller.js';
import {
  AccountUnreadMessagesResolver,
  OrderMessageChangeResolver,
  OrderMessagesResolver,
} from './order-messages.resolver.js';
import { OrderMessagesService } from './order-messages.service.js';
import { MessageWebhookObject } from './message-webhook-object.js';

/** The thread of every order between its client and the office, with its batched e-mails. */
@Module({
  imports: [OrdersModule],
  controllers: [OrderMessagesController, MyMessagesController],
  providers: [
    MessageWebhookObject,
    OrderMessagesService,
    OrderMessagesResolver,
    AccountUnreadMessagesResolver,
    OrderMessageChangeResolver,
    MessageMailService,
    MessageMailScheduler,
  ],
  exports: [OrderMessagesService, MessageMailService],
})
export class OrderMessagesModule {}
