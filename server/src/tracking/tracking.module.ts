import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { TrackingController } from './tracking.controller.js';
import { TrackingRateLimitGuard } from './tracking-rate-limit.guard.js';
import { DEFAULT_TRACKING_RATE_LIMIT, TRACKING_RATE_LIMIT, TrackingRateLimiter } from './tracking-rate-limiter.js';
import { TrackingResolver } from './tracking.resolver.js';

@Module({
  imports: [OrdersModule],
  controllers: [TrackingController],
  providers: [
    { provide: TRACKING_RATE_LIMIT, useValue: DEFAULT_TRACKING_RATE_LIMIT },
    TrackingRateLimiter,
    TrackingRateLimitGuard,
    TrackingResolver,
  ],
  // The public invoice shares the tracking limit: both answer by tracking number.
  exports: [TrackingRateLimiter, TrackingRateLimitGuard],
})
export class TrackingModule {}
