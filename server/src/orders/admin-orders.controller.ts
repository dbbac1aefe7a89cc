import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiData, ApiPage } from '../common/openapi/api-responses.js';
import { BackOfficeOrderListMeta, OrderDetailResponse, OrderResponse } from './dto/order.response.js';
import type { OrderStatus } from '../generated/prisma/enums.js';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { restList, toPage } from '../common/pagination.js';
import { ChangeStatusBody } from './dto/change-status.body.js';
import { OrderIdPipe } from './dto/id-params.js';
import { AdminOrderListQuery, statusOfFilter } from './dto/order-list.query.js';
import { toOrderDetailResponse, toOrderResponse } from './order.mapper.js';
import { OrdersService } from './orders.service.js';

/** The back office's orders (staff and admins). */
@ApiTags('admin')
@Controller('admin/orders')
@Auth('admin', 'staff')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiPage(OrderResponse, { meta: BackOfficeOrderListMeta, description: 'Every order matching the status and the search, newest first.' })
  async list(@CurrentUser() caller: AuthUser, @Query() query: AdminOrderListQuery) {
    const page = toPage(query);
    const status = statusOfFilter(query.status);
    const { items, total, statusCounts } = await this.orders.listForBackOffice({ status, search: query.search }, page);
    const body = restList(
      items.map((order) => toOrderResponse(order, caller)),
      total,
      page,
    );
    return { ...body, meta: { ...body.meta, status_counts: Object.fromEntries(statusCounts.map(({ status: key, count }) => [key, count])) as Record<OrderStatus, number> } };
  }

  @Put(':id/status')
  @ApiData(OrderDetailResponse)
  async changeStatus(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number, @Body() body: ChangeStatusBody) {
    return { data: toOrderDetailResponse(await this.orders.changeStatus(caller, id, body.status, body.note), caller) };
  }
}
