import { Module } from '@nestjs/common';
import { AdminOrdersController } from './admin-orders.controller.js';
import { OrderFilesController } from './order-files.controller.js';
import { OrderFilesResolver } from './order-files.resolver.js';
import { OrderFilesService } from './order-files.service.js';
import { OrderLoaderRegistry } from './order-loaders.js';
import { OrdersExportService } from './orders-export.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersResolver } from './orders.resolver.js';
import { OrdersService } from './orders.service.js';
import { OrderStatusCounts } from './order-status-counts.js';

@Module({
  controllers: [OrdersController, AdminOrdersController, OrderFilesController],
  providers: [OrdersService, OrderStatusCounts, OrdersExportService, OrderFilesService, OrderLoaderRegistry, OrdersResolver, OrderFilesResolver],
  exports: [OrdersService, OrderStatusCounts],
})
export class OrdersModule {}
