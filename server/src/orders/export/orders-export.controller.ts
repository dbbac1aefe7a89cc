import { Controller, Get, Header, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { ApiFile } from '../../common/openapi/api-responses.js';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { contentDisposition } from '../../common/http/content-disposition.js';
import { assigneeOfFilter, statusOfFilter } from '../dto/order-list.query.js';
import { AdminOrderExportQuery } from './dto/order-export.query.js';
import { exportFileName, OrdersExportService } from './orders-export.service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The back office's list of orders as a spreadsheet (staff and admins). */
@ApiTags('admin')
@Controller('admin/orders/export')
@Auth('admin', 'staff')
export class OrdersExportController {
  constructor(private readonly exports: OrdersExportService) {}

  /**
   * The current view (status, search and assignee, every page) as a streamed `.xlsx`, newest first, and a second sheet
   * of those orders' payments for the accountant (`paid_from`, `paid_to`, `method`, `currency`).
   */
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiFile(
    [XLSX_TYPE],
    'A right-to-left workbook with Arabic headers (sheets: orders, then payments), streamed as it is written (no Content-Length).',
  )
  export(
    @CurrentUser() caller: AuthUser,
    @Query() query: AdminOrderExportQuery,
    @Res({ passthrough: true }) response: Response,
  ) {
    const status = statusOfFilter(query.status);
    const stream = this.exports.stream(
      { status, search: query.search, due: query.due, assigneeId: assigneeOfFilter(query.assignee, caller.id) },
      { paidFrom: query.paidFrom, paidTo: query.paidTo, method: query.method, currency: query.currency },
    );
    // A download abandoned half-way stops the reading of further batches.
    response.once('close', () => stream.destroy());
    return new StreamableFile(stream, { type: XLSX_TYPE, disposition: contentDisposition(exportFileName(status)) });
  }
}
