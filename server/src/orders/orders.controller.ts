import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { restList, toPage } from '../common/pagination.js';
import { ChangeStatusBody } from './dto/change-status.body.js';
import { CreateOrderBody } from './dto/create-order.body.js';
import { OrderIdPipe } from './dto/id-params.js';
import { OwnOrderListQuery } from './dto/order-list.query.js';
import { toOrderDetailResponse, toOrderResponse } from './order.mapper.js';
import { OrdersService } from './orders.service.js';
import { ApiData, ApiPage } from '../common/openapi/api-responses.js';
import { OrderDetailResponse, OrderResponse } from './dto/order.response.js';

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post()
  @ApiData(OrderDetailResponse, { status: 201, description: 'The order, pending; attachments and the receipt are uploaded to it next.' })
  @Auth()
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateOrderBody) {
    const order = await this.orders.create(caller, {
      serviceId: body.service_id,
      paymentMethod: body.payment_method,
      notes: body.notes,
      fullName: body.full_name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      nationalId: body.national_id,
    });
    return { data: toOrderDetailResponse(order, caller) };
  }

  @Get()
  @ApiPage(OrderResponse, { description: "The caller's own orders, newest first." })
  @Auth()
  async listOwn(@CurrentUser() caller: AuthUser, @Query() query: OwnOrderListQuery) {
    const page = toPage(query);
    const { items, total } = await this.orders.listOwn(caller, page, query.status === 'all' ? undefined : query.status);
    return restList(
      items.map((order) => toOrderResponse(order, caller)),
      total,
      page,
    );
  }

  @Get(':id')
  @ApiData(OrderDetailResponse)
  @Auth()
  async getOne(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number) {
    return { data: toOrderDetailResponse(await this.orders.getDetail(caller, id), caller) };
  }

  @Put(':id/status')
  @ApiData(OrderDetailResponse)
  @Auth('admin', 'staff')
  async changeStatus(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number, @Body() body: ChangeStatusBody) {
    return { data: toOrderDetailResponse(await this.orders.changeStatus(caller, id, body.status, body.note), caller) };
  }
}
