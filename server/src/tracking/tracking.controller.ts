import { Scopes } from '../common/auth/api-key-scopes.js';
import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { OrdersService } from '../orders/orders.service.js';
import { TrackingRateLimitGuard } from './tracking-rate-limit.guard.js';
import { toTrackedOrderModel } from './tracking.mapper.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { TrackedOrderModel } from './models/tracked-order.model.js';

/** Public order tracking: no login, limited per IP, no personal data. */
@ApiTags('orders')
@Controller('orders/track')
export class TrackingController {
  constructor(private readonly orders: OrdersService) {}

  @Get(':trackingNumber')
  @ApiData(RestOutput(TrackedOrderModel))
  @UseGuards(TrackingRateLimitGuard)
  @ApiParam({
    name: 'trackingNumber',
    example: 'TRK-7KX4M9QA',
    description: 'Any case; surrounding spaces are ignored.',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many lookups from this IP; see Retry-After.' })
  @Scopes('orders:read')
  async track(@Param('trackingNumber') trackingNumber: string) {
    return { data: toRest(TrackedOrderModel, toTrackedOrderModel(await this.orders.trackOrder(trackingNumber))) };
  }
}
