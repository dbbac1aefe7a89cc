import { Scopes } from '../../common/auth/api-key-scopes.js';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData, ApiPage } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest, toRestPage } from '../../common/output/rest-output.js';
import { pageModel, toPage } from '../../common/pagination.js';
import { fromMulterFile } from '../../storage/file-upload.input.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { OrderUploadInterceptor } from '../files/order-upload.interceptor.js';
import { MessageListQuery, MessageUploadBody, SendMessageBody } from './dto/message.input.js';
import { OrderMessageModel, OrderMessagePageModel, OrderMessagesReadModel } from './models/order-message.model.js';
import { toOrderMessageModel } from './order-message.mapper.js';
import { OrderMessagesService } from './order-messages.service.js';

type MulterFile = { originalname: string; buffer: Buffer };

/** The thread of an order: its client (their own orders only), staff and admins. */
@ApiTags('orders')
@Controller('orders/:id/messages')
@Auth()
export class OrderMessagesController {
  constructor(private readonly messages: OrderMessagesService) {}

  @Get()
  @ApiPage(OrderMessagePageModel, {
    description: 'The thread, newest last: page 1 holds the latest messages, page 2 the ones before them.',
  })
  @Scopes('orders:read')
  async list(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number, @Query() query: MessageListQuery) {
    const page = toPage(query);
    const { items, total, marks } = await this.messages.list(caller, id, page);
    return toRestPage(
      OrderMessagePageModel,
      pageModel(
        items.map((message) => toOrderMessageModel(message, marks, caller)),
        total,
        page,
      ),
    );
  }

  @Post()
  @ApiData(RestOutput(OrderMessageModel), {
    status: 201,
    description: 'The message; the other side is e-mailed at most once per 10 minutes per thread. Text, files or both.',
  })
  @UseInterceptors(OrderUploadInterceptor('many', 'files'))
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: MessageUploadBody })
  @Scopes('messages:write')
  async send(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Body() body: SendMessageBody,
    @UploadedFiles() files: MulterFile[] = [],
  ) {
    const { message, marks } = await this.messages.send(caller, id, body, files.map(fromMulterFile));
    return { data: toRest(OrderMessageModel, toOrderMessageModel(message, marks, caller)) };
  }

  @Post('read')
  @HttpCode(200)
  @ApiData(RestOutput(OrderMessagesReadModel), {
    description: "The caller's side (the client, or the office) has read the other side's messages up to now.",
  })
  @Scopes('messages:write')
  async markRead(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number) {
    const read = await this.messages.markRead(caller, id);
    return { data: toRest(OrderMessagesReadModel, { ...read, unreadMessages: 0 }) };
  }
}
