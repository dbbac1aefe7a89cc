import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Auth } from '../../common/auth/auth.decorators.js';
import { OrderIdPipe } from './dto/order-id.pipe.js';
import { toNotificationMessageModel } from './notification-message.mapper.js';
import { NotificationMessageModel } from './models/notification-message.model.js';
import { NotificationHistoryService } from './notification-history.service.js';

@Resolver(() => NotificationMessageModel)
export class NotificationHistoryResolver {
  constructor(private readonly history: NotificationHistoryService) {}

  @Query(() => [NotificationMessageModel], {
    description: 'An order’s WhatsApp and SMS messages with their fate, oldest first (staff and admins).',
  })
  @Auth('admin', 'staff')
  async orderNotifications(@Args('orderId', { type: () => Int }, OrderIdPipe) orderId: number) {
    return (await this.history.ofOrder(orderId)).map(toNotificationMessageModel);
  }
}
