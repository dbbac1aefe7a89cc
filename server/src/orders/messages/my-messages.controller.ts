import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { UnreadMessagesModel } from './models/order-message.model.js';
import { OrderMessagesService } from './order-messages.service.js';

/**
 * The caller's unread order messages in total, beside their account (`GET /auth/me` stays the one statement
 * of the token check): the client's header and profile, the office's badge.
 */
@ApiTags('auth')
@Controller('auth/me/messages')
export class MyMessagesController {
  constructor(private readonly messages: OrderMessagesService) {}

  @Get()
  @ApiData(RestOutput(UnreadMessagesModel), {
    description:
      'A client: the office’s unread messages on their orders; staff and admins: the clients’ on every order.',
  })
  @Auth()
  async unread(@CurrentUser() caller: AuthUser) {
    return { data: toRest(UnreadMessagesModel, { unreadMessages: await this.messages.totalUnread(caller) }) };
  }
}
