import { Scopes } from '../common/auth/api-key-scopes.js';
import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import { Idempotent } from '../common/idempotency/idempotency.interceptor.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { pageModel, toPage } from '../common/pagination.js';
import { ChangeStatusBody } from './dto/change-status.body.js';
import { CreateOrderBody } from './dto/create-order.input.js';
import { OrderIdPipe } from './dto/id-params.js';
import { OwnOrderListQuery, statusOfFilter } from './dto/order-list.query.js';
import { toOrderDetailModel, toOrderModel } from './order.mapper.js';
import { OrdersService } from './orders.service.js';
import { ApiData, ApiPage } from '../common/openapi/api-responses.js';
import { RestOutput, toRest, toRestPage } from '../common/output/rest-output.js';
import { OrderDetailModel, OrderPageModel } from './models/order.model.js';

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  @ApiData(RestOutput(OrderDetailModel), {
    status: 201,
    description: 'The order, pending; attachments and the receipt are uploaded to it next.',
  })
  @Auth()
  @Idempotent()
  @Scopes('orders:write')
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateOrderBody) {
    const order = await this.orders.create(caller, body);
    return { data: toRest(OrderDetailModel, toOrderDetailModel(order, caller)) };
  }

  @Get()
  @ApiPage(OrderPageModel, { description: "The caller's own orders, newest first." })
  @Auth()
  @Scopes('orders:read')
  async listOwn(@CurrentUser() caller: AuthUser, @Query() query: OwnOrderListQuery) {
    const page = toPage(query);
    const { items, total } = await this.orders.listOwn(caller, page, statusOfFilter(query.status));
    return toRestPage(
      OrderPageModel,
      pageModel(
        (await this.orders.withUnreadCounts(items)).map((order) => toOrderModel(order, caller)),
        total,
        page,
      ),
    );
  }

  @Get(':id')
  @ApiData(RestOutput(OrderDetailModel))
  @Auth()
  @Scopes('orders:read')
  async getOne(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number) {
    return { data: toRest(OrderDetailModel, toOrderDetailModel(await this.orders.getDetail(caller, id), caller)) };
  }

  @Put(':id/status')
  @ApiData(RestOutput(OrderDetailModel))
  @Auth('admin', 'staff')
  async changeStatus(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Body() body: ChangeStatusBody,
  ) {
    return {
      data: toRest(
        OrderDetailModel,
        toOrderDetailModel(
          await this.orders.changeStatus(caller, id, body.status, body.note, body.waiveDocumentsReason),
          caller,
        ),
      ),
    };
  }
}
