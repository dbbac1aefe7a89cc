import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiData, ApiPage } from '../common/openapi/api-responses.js';
import { RestOutput, toRest, toRestPage } from '../common/output/rest-output.js';
import { AdminOrderPageModel, OrderDetailModel } from './models/order.model.js';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { toPage } from '../common/pagination.js';
import { ChangeStatusBody } from './dto/change-status.body.js';
import { OrderIdPipe } from './dto/id-params.js';
import { AdminOrderListQuery, assigneeOfFilter, statusOfFilter } from './dto/order-list.query.js';
import { toAdminOrderPageModel, toOrderDetailModel } from './order.mapper.js';
import { OrdersService } from './orders.service.js';

/** The back office's orders (staff and admins). */
@ApiTags('admin')
@Controller('admin/orders')
@Auth('admin', 'staff')
export class AdminOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get()
  @ApiPage(AdminOrderPageModel, {
    description: 'Every order matching the status, the search and the assignee, newest first.',
  })
  async list(@CurrentUser() caller: AuthUser, @Query() query: AdminOrderListQuery) {
    const page = toPage(query);
    const status = statusOfFilter(query.status);
    const assigneeId = assigneeOfFilter(query.assignee, caller.id);
    const list = await this.orders.listForBackOffice(
      { status, search: query.search, due: query.due, assigneeId },
      page,
    );
    const items = await this.orders.withUnreadCounts(list.items);
    return toRestPage(AdminOrderPageModel, toAdminOrderPageModel({ ...list, items }, page, caller));
  }

  @Put(':id/status')
  @ApiData(RestOutput(OrderDetailModel))
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
