import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { OrderDetailModel } from '../models/order.model.js';
import { toOrderDetailModel } from '../order.mapper.js';
import { AssignBody } from './dto/assign.input.js';
import { AssignableUserModel, OrderAssignmentModel } from './models/order-assignment.model.js';
import { toOrderAssignmentModel } from './order-assignment.mapper.js';
import { OrderAssignmentService } from './order-assignment.service.js';

/** Who owns an order (staff and admins). */
@ApiTags('admin')
@Controller('admin')
@Auth('admin', 'staff')
export class OrderAssignmentController {
  constructor(private readonly assignments: OrderAssignmentService) {}

  @Put('orders/:id/assignee')
  @ApiData(RestOutput(OrderDetailModel), {
    description:
      'The order with its new assignee. Admins assign anyone active with role staff or admin (null releases); staff take an unassigned order for themselves or release their own.',
  })
  async assign(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number, @Body() body: AssignBody) {
    const order = await this.assignments.assign(caller, id, body.userId ?? null);
    return { data: toRest(OrderDetailModel, toOrderDetailModel(order, caller)) };
  }

  @Get('orders/:id/assignments')
  @ApiData([RestOutput(OrderAssignmentModel)], { description: 'Every assignment of the order, oldest first.' })
  async history(@Param('id', OrderIdPipe) id: number) {
    return { data: toRest(OrderAssignmentModel, (await this.assignments.history(id)).map(toOrderAssignmentModel)) };
  }

  @Get('assignable-users')
  @ApiData([RestOutput(AssignableUserModel)], { description: 'The active staff and admins, who may own orders.' })
  async assignable() {
    return { data: toRest(AssignableUserModel, await this.assignments.assignable()) };
  }
}
