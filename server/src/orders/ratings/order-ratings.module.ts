import { Module } from '@nestjs/common';
import { CmsModule } from '../../cms/cms.module.js';
import { OrdersModule } from '../orders.module.js';
import { OrderRatingsController, PublishableRatingsController } from './order-ratings.controller.js';
import { OrderRatingsResolver } from './order-ratings.resolver.js';
import { OrderRatingsService } from './order-ratings.service.js';

/** Clients' ratings of completed orders, and the ones admins quote among the testimonials. */
@Module({
  imports: [OrdersModule, CmsModule],
  controllers: [OrderRatingsController, PublishableRatingsController],
  providers: [OrderRatingsService, OrderRatingsResolver],
})
export class OrderRatingsModule {}
