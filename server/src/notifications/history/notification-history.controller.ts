import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth } from '../../common/auth/auth.decorators.js';
import { OrderIdPipe } from './dto/order-id.pipe.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { toNotificationMessageModel } from './notification-message.mapper.js';
import { NotificationMessageModel } from './models/notification-message.model.js';
import { NotificationHistoryService } from './notification-history.service.js';

/** An order's WhatsApp and SMS messages: staff and admins only; a client is refused, even on their own order. */
@ApiTags('orders')
@Controller('orders/:id/notifications')
@Auth('admin', 'staff')
export class NotificationHistoryController {
  constructor(private readonly history: NotificationHistoryService) {}

  @Get()
  @ApiData([RestOutput(NotificationMessageModel)], {
    description: 'The order’s WhatsApp and SMS messages, oldest first, each with its status, reason and times.',
  })
  async list(@Param('id', OrderIdPipe) id: number) {
    return { data: toRest(NotificationMessageModel, (await this.history.ofOrder(id)).map(toNotificationMessageModel)) };
  }
}
