import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module.js';
import { OrderHoldsController } from './order-holds.controller.js';
import { OrderHoldsResolver } from './order-holds.resolver.js';
import { OrderHoldsService } from './order-holds.service.js';

/** Waiting for the client: holds with their requests and answers, for callers who may see the order. */
@Module({
  imports: [OrdersModule],
  controllers: [OrderHoldsController],
  providers: [OrderHoldsService, OrderHoldsResolver],
})
export class OrderHoldsModule {}
