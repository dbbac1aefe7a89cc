import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { FileIdPipe, OrderIdPipe } from '../dto/id-params.js';
import { OrderDetailModel } from '../models/order.model.js';
import { toOrderDetailModel } from '../order.mapper.js';
import type { OrderDetailRow } from '../order-rows.js';
import { RecordPaymentBody, ReviewReceiptBody, WaivePaymentBody } from './dto/payment.input.js';
import { PaymentModel } from './models/payment.model.js';
import { toPaymentModel } from './payment.mapper.js';
import { OrderPaymentsService } from './order-payments.service.js';

/** An order's money: its payments (owner and office), recording and waiving (office), receipt review (office). */
@ApiTags('orders')
@Controller()
export class OrderPaymentsController {
  constructor(private readonly payments: OrderPaymentsService) {}

  private answer(order: OrderDetailRow, caller: AuthUser) {
    return { data: toRest(OrderDetailModel, toOrderDetailModel(order, caller)) };
  }

  @Get('orders/:id/payments')
  @ApiData([RestOutput(PaymentModel)], { description: 'Every payment and refund of the order, oldest first.' })
  @Auth()
  async list(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number) {
    const rows = await this.payments.list(caller, id);
    return {
      data: toRest(
        PaymentModel,
        rows.map((row) => toPaymentModel(row, caller)),
      ),
    };
  }

  @Post('admin/orders/:id/payments')
  @ApiData(RestOutput(OrderDetailModel), {
    description:
      'The order with its new amount paid, balance and payment status; a full payment moves a waiting order to paid.',
  })
  @Auth('admin', 'staff')
  async record(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number, @Body() body: RecordPaymentBody) {
    return this.answer(await this.payments.record(caller, id, body), caller);
  }

  @Post('admin/orders/:id/payments/waive')
  @HttpCode(200)
  @ApiData(RestOutput(OrderDetailModel), {
    description: 'The order, its balance waived for the reason given (admins).',
  })
  @Auth('admin', 'staff')
  async waive(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number, @Body() body: WaivePaymentBody) {
    return this.answer(await this.payments.waive(caller, id, body.reason), caller);
  }

  @Put('orders/:id/receipts/:fileId/review')
  @ApiData(RestOutput(OrderDetailModel), {
    description:
      'The order after the receipt was accepted (recording its payment) or rejected; the client is e-mailed.',
  })
  @Auth('admin', 'staff')
  async review(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Param('fileId', FileIdPipe) fileId: number,
    @Body() body: ReviewReceiptBody,
  ) {
    return this.answer(await this.payments.reviewReceipt(caller, id, fileId, body), caller);
  }
}
