import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { OrderDetailModel } from '../models/order.model.js';
import { toOrderDetailModel } from '../order.mapper.js';
import type { OrderDetailRow } from '../order-rows.js';
import { AnswerHoldBody, PlaceHoldBody } from './dto/hold.input.js';
import { OrderHoldModel } from './models/order-hold.model.js';
import { toOrderHoldModel } from './order-hold.mapper.js';
import { OrderHoldsService } from './order-holds.service.js';

/** Waiting for the client: staff hold and resume an order, its owner answers. Each answers the order. */
@ApiTags('orders')
@Controller('orders/:id')
export class OrderHoldsController {
  constructor(private readonly holds: OrderHoldsService) {}

  private answer(order: OrderDetailRow, caller: AuthUser) {
    return { data: toRest(OrderDetailModel, toOrderDetailModel(order, caller)) };
  }

  @Post('hold')
  @HttpCode(200)
  @ApiData(RestOutput(OrderDetailModel), {
    description: 'The order, on hold with the request; the client is e-mailed. Refused on a closed order.',
  })
  @Auth('admin', 'staff')
  async hold(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number, @Body() body: PlaceHoldBody) {
    return this.answer(await this.holds.place(caller, id, body.request), caller);
  }

  @Post('resume')
  @HttpCode(200)
  @ApiData(RestOutput(OrderDetailModel), { description: 'The order, no longer waiting for the client.' })
  @Auth('admin', 'staff')
  async resume(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number) {
    return this.answer(await this.holds.resume(caller, id), caller);
  }

  @Post('hold/answer')
  @HttpCode(200)
  @ApiData(RestOutput(OrderDetailModel), {
    description: 'The owner’s answer to the office’s request; it ends the hold.',
  })
  @Auth()
  async answerHold(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Body() body: AnswerHoldBody,
  ) {
    return this.answer(await this.holds.answer(caller, id, body.answer), caller);
  }

  @Get('holds')
  @ApiData([RestOutput(OrderHoldModel)], { description: 'Every hold of the order, oldest first.' })
  @Auth()
  async list(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number) {
    const rows = await this.holds.list(caller, id);
    return {
      data: toRest(
        OrderHoldModel,
        rows.map((row) => toOrderHoldModel(row, caller)),
      ),
    };
  }
}
