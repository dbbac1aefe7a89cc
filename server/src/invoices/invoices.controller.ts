import { Controller, Get, Header, Param, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiFile } from '../common/openapi/api-responses.js';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { OrderIdPipe } from '../orders/dto/id-params.js';
import { contentDisposition } from '../common/http/content-disposition.js';
import { TrackingRateLimitGuard } from '../tracking/tracking-rate-limit.guard.js';
import { InvoiceService, type RenderedInvoice } from './invoice.service.js';

const pdf = ({ fileName, pdf: bytes }: RenderedInvoice) =>
  new StreamableFile(bytes, {
    type: 'application/pdf',
    length: bytes.length,
    disposition: contentDisposition(fileName),
  });

/** The invoice PDF of an order: with the customer for its owner and the office, without it from the tracking page. */
@ApiTags('orders')
@Controller('orders')
export class InvoicesController {
  constructor(private readonly invoices: InvoiceService) {}

  @Get(':id/invoice')
  @Auth()
  @Header('Cache-Control', 'private, no-store')
  @ApiFile(['application/pdf'], 'The invoice as a PDF (Arabic, right to left).')
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
  @ApiFile(['application/pdf'], 'The public invoice as a PDF: no name, phone, e-mail or national id.')
  @ApiTooManyRequestsResponse({ description: 'Too many lookups from this IP (shared with tracking); see Retry-After.' })
  async forTrackingNumber(@Param('trackingNumber') trackingNumber: string) {
    return pdf(await this.invoices.forTrackingNumber(trackingNumber));
  }
}
