import { Module } from '@nestjs/common';
import { OrdersExportController } from './orders-export.controller.js';
import { OrdersExportService } from './orders-export.service.js';

/** The back office's orders as a streamed spreadsheet. */
@Module({ controllers: [OrdersExportController], providers: [OrdersExportService] })
export class OrdersExportModule {}
