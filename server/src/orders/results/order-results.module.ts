import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module.js';
import { OrderResultsController } from './order-results.controller.js';
import { OrderResultsResolver } from './order-results.resolver.js';
import { OrderResultsService } from './order-results.service.js';

/** Results delivered in the portal; their bytes are downloaded through the order's file route. */
@Module({
  imports: [OrdersModule],
  controllers: [OrderResultsController],
  providers: [OrderResultsService, OrderResultsResolver],
})
export class OrderResultsModule {}
