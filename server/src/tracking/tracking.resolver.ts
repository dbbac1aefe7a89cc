import { Scopes } from '../common/auth/api-key-scopes.js';
import { UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { OrdersService } from '../orders/orders.service.js';
import { TrackedOrderModel } from './models/tracked-order.model.js';
import { TrackingRateLimitGuard } from './tracking-rate-limit.guard.js';
import { toTrackedOrderModel } from './tracking.mapper.js';

@Resolver()
export class TrackingResolver {
  constructor(private readonly orders: OrdersService) {}

  @Query(() => TrackedOrderModel, {
    description: 'Public tracking by tracking number (any case, trimmed); limited per IP; no personal data.',
  })
  @UseGuards(TrackingRateLimitGuard)
  @Scopes('orders:read')
  async trackOrder(@Args('trackingNumber') trackingNumber: string) {
    return toTrackedOrderModel(await this.orders.trackOrder(trackingNumber));
  }
}
