import { Module } from '@nestjs/common';
import { OrderNotesController } from './order-notes.controller.js';
import { OrderNotesResolver } from './order-notes.resolver.js';
import { OrderNotesService } from './order-notes.service.js';

/** Internal notes on orders, for staff and admins only. */
@Module({
  controllers: [OrderNotesController],
  providers: [OrderNotesService, OrderNotesResolver],
})
export class OrderNotesModule {}
