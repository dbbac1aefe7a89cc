import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiParam, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { OrdersService } from '../orders/orders.service.js';
import { TrackingRateLimitGuard } from './tracking-rate-limit.guard.js';
import { toTrackingResponse } from './tracking.mapper.js';
import { ApiData } from '../common/openapi/api-responses.js';
import { TrackedOrderResponse } from './dto/tracked-order.response.js';

/** Public order tracking: no login, limited per IP, no personal data. */
@ApiTags('orders')
@Controller('orders/track')
export class TrackingController {
  constructor(private readonly orders: OrdersService) {}

  @Get(':trackingNumber')
  @ApiData(TrackedOrderResponse)
  @UseGuards(TrackingRateLimitGuard)
  @ApiParam({ name: 'trackingNumber', example: 'TRK-7KX4M9QA', description: 'Any case; surrounding spaces are ignored.' })
  @ApiTooManyRequestsResponse({ description: 'Too many lookups from this IP; see Retry-After.' })
  async track(@Param('trackingNumber') trackingNumber: string) {
    return { data: toTrackingResponse(await this.orders.trackOrder(trackingNumber)) };
  }
}
