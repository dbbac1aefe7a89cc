import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module.js';
import { OrderLiveResolver } from './order-live.resolver.js';
import { OrderLiveService } from './order-live.service.js';

/** Live changes of orders (GraphQL subscription `orderChanged`), from the database's NOTIFY on every instance. */
@Module({
  imports: [OrdersModule],
  providers: [OrderLiveService, OrderLiveResolver],
  exports: [OrderLiveService],
})
export class OrderLiveModule {}
