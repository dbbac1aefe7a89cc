import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders.module.js';
import { OrderAssignmentController } from './order-assignment.controller.js';
import { OrderAssignmentResolver } from './order-assignment.resolver.js';
import { OrderAssignmentService } from './order-assignment.service.js';

/** Who owns each order, and the history of it. */
@Module({
  imports: [OrdersModule],
  controllers: [OrderAssignmentController],
  providers: [OrderAssignmentService, OrderAssignmentResolver],
})
export class OrderAssignmentModule {}
