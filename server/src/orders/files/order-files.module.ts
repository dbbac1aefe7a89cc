import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module.js';
import { OrdersModule } from '../orders.module.js';
import { OrderFilesController } from './order-files.controller.js';
import { OrderFilesResolver } from './order-files.resolver.js';
import { OrderFilesService } from './order-files.service.js';

/** Receipts and attachments of an order, for callers who may see the order (OrdersService decides). */
@Module({
  imports: [OrdersModule, IdempotencyModule],
  controllers: [OrderFilesController],
  providers: [OrderFilesService, OrderFilesResolver],
})
export class OrderFilesModule {}
