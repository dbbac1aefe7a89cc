import { Controller, Get, Header, Param, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiFile } from '../common/openapi/api-responses.js';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { OrderIdPipe } from '../orders/dto/id-params.js';
import { IdParamPipe } from '../common/validation/id-param.pipe.js';
import { contentDisposition } from '../common/http/content-disposition.js';
import { TrackingRateLimitGuard } from '../tracking/tracking-rate-limit.guard.js';
import { InvoiceService, type RenderedInvoice } from './invoice.service.js';
import { ReceiptService } from './receipt.service.js';

const pdf = ({ fileName, pdf: bytes }: RenderedInvoice) =>
  new StreamableFile(bytes, {
    type: 'application/pdf',
    length: bytes.length,
    disposition: contentDisposition(fileName),
  });

/**
 * The PDFs the office issues for an order: its invoice (with the customer for its owner and the office, without
 * it from the tracking page) and each payment's receipt. Each carries its own number, code and QR code.
 */
@ApiTags('orders')
@Controller('orders')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoiceService,
    private readonly receipts: ReceiptService,
  ) {}

  @Get(':id/invoice')
  @Auth()
  @Header('Cache-Control', 'private, no-store')
  @ApiFile(
    ['application/pdf'],
    'The invoice as a PDF, in the order owner’s language (Arabic right to left, Turkish or English left to right).',
  )
  @ApiNotFoundResponse({ description: 'No such order, or another client’s.' })
  async forOrder(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number) {
    return pdf(await this.invoices.forOrder(caller, id));
  }

  @Get('track/:trackingNumber/invoice')
  @UseGuards(TrackingRateLimitGuard)
  @ApiParam({
    name: 'trackingNumber',
    example: 'TRK-7KX4M9QA',
    description: 'Any case; surrounding spaces are ignored.',
  })
  @ApiFile(
    ['application/pdf'],
    'The public invoice as a PDF, in the order owner’s language: no name, phone, e-mail or national id.',
  )
  @ApiTooManyRequestsResponse({ description: 'Too many lookups from this IP (shared with tracking); see Retry-After.' })
  async forTrackingNumber(@Param('trackingNumber') trackingNumber: string) {
    return pdf(await this.invoices.forTrackingNumber(trackingNumber));
  }

  @Get(':id/payments/:paymentId/receipt.pdf')
  @Auth()
  @Header('Cache-Control', 'private, no-store')
  @ApiFile(
    ['application/pdf'],
    'The receipt of one payment or refund as a PDF, in the order owner’s language, with its number and QR code.',
  )
  @ApiNotFoundResponse({ description: 'No such order or payment, or another client’s.' })
  async receipt(
    @CurrentUser() caller: AuthUser,
    @Param('id', OrderIdPipe) id: number,
    @Param('paymentId', new IdParamPipe('رقم الدفعة غير صحيح')) paymentId: number,
  ) {
    return pdf(await this.receipts.forPayment(caller, id, paymentId));
  }
}
