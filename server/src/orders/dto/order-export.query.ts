import { PickType } from '@nestjs/swagger';
import { AdminOrderListQuery } from './order-list.query.js';

/** The export takes the list's status and search (every page). */
export class AdminOrderExportQuery extends PickType(AdminOrderListQuery, ['status', 'search'] as const) {}
