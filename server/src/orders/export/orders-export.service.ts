import { PassThrough, type Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import type { Currency, OrderStatus, PaymentMethod } from '../../generated/prisma/enums.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Worksheet } from 'exceljs';
import { PrismaService } from '../../database/prisma.service.js';
import { officeDay, officeWallClock } from '../../common/office-time.js';
import { ORDER_STATUS_LABELS } from '../order-status.js';
import { backOfficeWhere, type BackOfficeFilter, withStatusTab } from '../orders.service.js';
import { applicantNameText, applicantRoleLabel } from '../applicant/applicant-labels.js';
import { PAYMENT_METHOD_NAMES } from '../payment-method-names.js';

/** Rows read from the database per query: the workbook never holds more than one batch. */
export const EXPORT_BATCH_SIZE = 1000;

/** Number formats of the amount column, per currency (amounts are exact decimals, never floats). */
export const CURRENCY_FORMATS: Record<Currency, string> = {
  TRY: '#,##0.00 "₺"',
  USD: '"$"#,##0.00',
  SYP: '#,##0.00 "ل.س"',
};

/** The sheet's columns, right to left: Arabic headers and widths in characters. */
export const EXPORT_COLUMNS = [
  { key: 'orderNumber', header: 'رقم الطلب', width: 18 },
  { key: 'trackingNumber', header: 'رقم التتبع', width: 15 },
  { key: 'fullName', header: 'العميل', width: 28 },
  { key: 'applicant', header: 'المعني بالطلب', width: 40 },
  { key: 'applicantRole', header: 'صفته', width: 16 },
  { key: 'phone', header: 'الهاتف', width: 18 },
  { key: 'email', header: 'البريد الإلكتروني', width: 30 },
  { key: 'service', header: 'الخدمة', width: 30 },
  { key: 'amount', header: 'المبلغ', width: 14 },
  { key: 'status', header: 'الحالة', width: 16 },
  { key: 'createdAt', header: 'تاريخ الطلب', width: 18 },
  { key: 'updatedAt', header: 'آخر تحديث', width: 18 },
] as const;

/** The payments sheet (issue 23, for the accountant): one row per payment, refunds negative, oldest first. */
export const PAYMENT_COLUMNS = [
  { key: 'paidAt', header: 'تاريخ الدفع', width: 18 },
  { key: 'orderNumber', header: 'رقم الطلب', width: 18 },
  { key: 'fullName', header: 'العميل', width: 28 },
  { key: 'method', header: 'طريقة الدفع', width: 16 },
  { key: 'currency', header: 'العملة', width: 10 },
  { key: 'amount', header: 'المبلغ', width: 16 },
  { key: 'amountTry', header: 'المبلغ بالليرة', width: 16 },
  { key: 'rate', header: 'سعر الصرف (لكل ليرة)', width: 20 },
  { key: 'reference', header: 'المرجع', width: 22 },
  { key: 'recordedBy', header: 'سجّلها', width: 24 },
  { key: 'refundReason', header: 'سبب الاسترداد', width: 30 },
] as const;

/** The payments sheet's filters: office days of payment (`YYYY-MM-DD`, both included), a method, a currency. */
export type PaymentSheetFilter = {
  paidFrom?: string;
  paidTo?: string;
  method?: PaymentMethod;
  currency?: Currency;
};

/** The office day named `YYYY-MM-DD`: noon UTC of that date is always within it (Istanbul is UTC+3). */
const officeDayOf = (day: string) => officeDay(new Date(`${day}T12:00:00Z`));

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const RATE_FORMAT = '#,##0.##########';
const drainedOrClosed = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/** The file name of an export made now: `orders-2026-11-23.xlsx`, or `orders-pending-2026-11-23.xlsx` (the office's date). */
export const exportFileName = (status: OrderStatus | undefined, now = new Date()) =>
  `orders-${status ? `${status}-` : ''}${officeWallClock(now).toISOString().slice(0, 10)}.xlsx`;

/**
 * The back office's orders as a streamed `.xlsx`: the same status filter and
 * search as the list, newest first, read in batches by keyset so 100,000 orders never sit in memory.
 */
@Injectable()
export class OrdersExportService {
  private readonly logger = new Logger(OrdersExportService.name);

  constructor(private readonly prisma: PrismaService) {}

  /** The workbook's bytes as they are written; an error mid-way destroys the stream (the download fails). */
  stream(filter: BackOfficeFilter, payments: PaymentSheetFilter = {}): Readable {
    const output = new PassThrough();
    this.write(filter, payments, output).catch((error: unknown) => {
      this.logger.error(`orders export failed: ${error instanceof Error ? error.message : String(error)}`);
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return output;
  }

  private async write(filter: BackOfficeFilter, payments: PaymentSheetFilter, output: PassThrough) {
    // Loaded on the first export, not at start-up (about half a second of module loading).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'legal-office';
    workbook.created = new Date();
    const sheet = workbook.addWorksheet('الطلبات', { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
    sheet.columns = EXPORT_COLUMNS.map(({ key, header, width }) => ({ key, header, width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();

    const where = withStatusTab(backOfficeWhere(filter), filter.status);
    let count = 0;
    let last: { createdAt: Date; id: number } | undefined;
    for (;;) {
      const batch = await this.prisma.order.findMany({
        where: last ? { AND: [where, olderThan(last)] } : where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: EXPORT_BATCH_SIZE,
        select: {
          id: true,
          orderNumber: true,
          trackingNumber: true,
          fullName: true,
          phone: true,
          email: true,
          serviceNameAr: true,
          totalAmount: true,
          currency: true,
          status: true,
          createdAt: true,
          updatedAt: true,
          applicant: { select: { kind: true, relation: true, fullNameAr: true, fullNameLatin: true } },
        },
      });
      for (const order of batch) {
        const row = sheet.addRow({
          orderNumber: order.orderNumber,
          trackingNumber: order.trackingNumber,
          fullName: order.fullName,
          applicant: order.applicant ? applicantNameText(order.applicant) : order.fullName,
          applicantRole: applicantRoleLabel(order.applicant?.kind ?? 'self', order.applicant?.relation ?? null),
          phone: order.phone,
          email: order.email,
          service: order.serviceNameAr,
          amount: Number(order.totalAmount.toString()),
          status: ORDER_STATUS_LABELS[order.status],
          createdAt: officeWallClock(order.createdAt),
          updatedAt: officeWallClock(order.updatedAt),
        });
        row.getCell('amount').numFmt = CURRENCY_FORMATS[order.currency];
        row.getCell('createdAt').numFmt = DATE_FORMAT;
        row.getCell('updatedAt').numFmt = DATE_FORMAT;
        row.commit();
      }
      count += batch.length;
      if (batch.length < EXPORT_BATCH_SIZE) break;
      last = batch[batch.length - 1];
      // Let the response drain before the next batch is built; stop when the caller went away.
      if (output.writableNeedDrain && !output.destroyed) await drainedOrClosed(output);
      if (output.destroyed) return;
    }
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: Math.max(1, count + 1), column: EXPORT_COLUMNS.length },
    };
    sheet.commit();
    if (output.destroyed) return;
    const paymentsSheet = workbook.addWorksheet('المدفوعات', {
      views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
    });
    if (!(await this.writePayments(paymentsSheet, filter, payments, output))) return;
    await workbook.commit();
  }

  /**
   * The payments of the orders in view (the same status and search) that match the sheet's filters, oldest
   * first, in batches by keyset on (paid_at, id). False when the caller went away.
   */
  private async writePayments(
    sheet: Worksheet,
    orders: BackOfficeFilter,
    filter: PaymentSheetFilter,
    output: PassThrough,
  ): Promise<boolean> {
    sheet.columns = PAYMENT_COLUMNS.map(({ key, header, width }) => ({ key, header, width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const orderWhere = withStatusTab(backOfficeWhere(orders), orders.status);
    const where: Prisma.PaymentWhereInput = {
      paidAt: {
        ...(filter.paidFrom && { gte: officeDayOf(filter.paidFrom).start }),
        ...(filter.paidTo && { lt: officeDayOf(filter.paidTo).end }),
      },
      method: filter.method,
      currency: filter.currency,
      ...((orders.status || orders.search) && { order: orderWhere }),
    };
    let count = 0;
    let last: { paidAt: Date; id: number } | undefined;
    for (;;) {
      const batch = await this.prisma.payment.findMany({
        where: last ? { AND: [where, paidAfter(last)] } : where,
        orderBy: [{ paidAt: 'asc' }, { id: 'asc' }],
        take: EXPORT_BATCH_SIZE,
        select: {
          id: true,
          paidAt: true,
          method: true,
          currency: true,
          amount: true,
          amountTry: true,
          ratePerTry: true,
          reference: true,
          recordedByName: true,
          refundReason: true,
          order: { select: { orderNumber: true, fullName: true } },
        },
      });
      for (const payment of batch) {
        const row = sheet.addRow({
          paidAt: officeWallClock(payment.paidAt),
          orderNumber: payment.order.orderNumber,
          fullName: payment.order.fullName,
          method: PAYMENT_METHOD_NAMES.ar[payment.method],
          currency: payment.currency,
          amount: Number(payment.amount.toString()),
          amountTry: Number(payment.amountTry.toString()),
          rate: Number(payment.ratePerTry.toString()),
          reference: payment.reference,
          recordedBy: payment.recordedByName,
          refundReason: payment.refundReason,
        });
        row.getCell('paidAt').numFmt = DATE_FORMAT;
        row.getCell('amount').numFmt = CURRENCY_FORMATS[payment.currency];
        row.getCell('amountTry').numFmt = CURRENCY_FORMATS.TRY;
        row.getCell('rate').numFmt = RATE_FORMAT;
        row.commit();
      }
      count += batch.length;
      if (batch.length < EXPORT_BATCH_SIZE) break;
      last = batch[batch.length - 1];
      if (output.writableNeedDrain && !output.destroyed) await drainedOrClosed(output);
      if (output.destroyed) return false;
    }
    sheet.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: Math.max(1, count + 1), column: PAYMENT_COLUMNS.length },
    };
    sheet.commit();
    return true;
  }
}

/** The payments after `last` in the sheet's order (oldest first), as `olderThan` does for orders. */
function paidAfter(last: { paidAt: Date; id: number }): Prisma.PaymentWhereInput {
  return { paidAt: { gte: last.paidAt }, NOT: { paidAt: last.paidAt, id: { lte: last.id } } };
}

/**
 * The orders after `last` in the export's order (newest first): `(created_at, id) < (last)`, written as
 * `created_at <= last AND NOT (created_at = last AND id >= last.id)` so that each batch starts where the
 * created_at index left off. Prisma's own cursor (`cursor: { id }`) compares with a subquery PostgreSQL
 * cannot start an index scan from, so every batch re-read the rows already exported: 13 ms a batch early
 * on, 834 ms near the end of a million orders.
 */
function olderThan(last: { createdAt: Date; id: number }): Prisma.OrderWhereInput {
  return { createdAt: { lte: last.createdAt }, NOT: { createdAt: last.createdAt, id: { gte: last.id } } };
}
