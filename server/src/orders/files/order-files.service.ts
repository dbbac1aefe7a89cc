import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Order, OrderFile, Prisma } from '../../generated/prisma/client.js';
import type { OrderFileKind } from '../../generated/prisma/enums.js';
import { PrismaService } from '../../database/prisma.service.js';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { MAX_FILES_PER_ORDER, OrderErrors } from '../order-errors.js';
import { recordAudit } from '../../audit/audit.js';
import { deleteQuietly, FILE_STORAGE, type FileStorage } from '../../storage/file-storage.js';
import { type CheckedFile, checkUpload, type IncomingFile } from '../../storage/upload-check.js';
import { PAID_OR_LATER } from '../order-status.js';
import { OrdersService } from '../orders.service.js';
import { ResultErrors } from '../results/result-errors.js';

/** At most this many files (attachments and the receipt) per order. */
export const CLOSED: readonly Order['status'][] = ['completed', 'cancelled', 'refunded'];
/** The files the per-order limit counts: versions of required documents have their own limit per slot, and results are the office's. */
const LOOSE = { notIn: ['document', 'result', 'message'] } satisfies Prisma.EnumOrderFileKindFilter;

/**
 * Attachments and payment receipts of orders. The bytes go to the file storage first and the rows
 * are written after, in one transaction; when that fails the bytes are removed again, so a failed
 * upload leaves neither rows nor files behind.
 */
@Injectable()
export class OrderFilesService {
  private readonly logger = new Logger(OrderFilesService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Stores a new payment receipt; it replaces the previous one. */
  async addReceipt(caller: AuthUser, orderId: number, upload: IncomingFile | undefined): Promise<OrderFile> {
    const order = await this.orders.findVisible(caller, orderId);
    this.checkClientMayChange(caller, order, 'receipt');
    const file = await checkUpload(required(upload, 'file'), 'document', 'file');
    const { rows, replaced } = await this.store(order, caller, 'receipt', [file], 'file');
    await this.removeBytes(replaced);
    return rows[0];
  }

  /** Stores one or more attachments. */
  async addAttachments(caller: AuthUser, orderId: number, uploads: IncomingFile[]): Promise<OrderFile[]> {
    const order = await this.orders.findVisible(caller, orderId);
    this.checkClientMayChange(caller, order, 'attachment');
    if (uploads.length === 0) throw AppError.invalidInput('files', 'اختر ملفاً واحداً على الأقل', 'missing');
    // Cheap refusal before any byte is stored; the transaction counts again under a lock.
    if ((await this.prisma.orderFile.count({ where: { orderId, kind: LOOSE } })) + uploads.length > MAX_FILES_PER_ORDER)
      throw OrderErrors.TOO_MANY_FILES({ field: 'files' });
    const files: CheckedFile[] = [];
    for (const upload of uploads) files.push(await checkUpload(upload, 'document', 'files'));
    return (await this.store(order, caller, 'attachment', files, 'files')).rows;
  }

  /** Removes a file: the order's owner (while the order is open) or an admin; staff have no deletes. */
  async remove(caller: AuthUser, orderId: number, fileId: number): Promise<void> {
    const order = await this.orders.findVisible(caller, orderId);
    const file = await this.prisma.orderFile.findFirst({ where: { id: fileId, orderId } });
    if (!file) throw OrderErrors.FILE_NOT_FOUND();
    // A delivered result is the office's: only an admin removes it.
    if (file.kind === 'result' && caller.role !== 'admin') throw ResultErrors.RESULT_DELETE_FORBIDDEN();
    // A version of a required document stays in the slot's history (an admin may still remove it).
    if (file.kind === 'document' && caller.role !== 'admin') throw OrderErrors.FILE_DELETE_FORBIDDEN();
    if (caller.role !== 'admin') {
      if (order.userId !== caller.id) throw OrderErrors.FILE_DELETE_FORBIDDEN();
      this.checkClientMayChange(caller, order, file.kind);
    }
    await this.prisma.$transaction(async (tx) => {
      await tx.orderFile.delete({ where: { id: file.id } });
      if (isBackOffice(caller)) await this.audit(tx, caller, 'order.file_deleted', order, file);
    });
    await this.removeBytes([file]);
  }

  /**
   * A file of an order the caller may see, with its bytes. The owner's first download of a result is
   * recorded, so the office sees that the client has it (staff opening it change nothing).
   */
  async open(caller: AuthUser, orderId: number, fileId: number) {
    const order = await this.orders.findVisible(caller, orderId);
    const file = await this.prisma.orderFile.findFirst({ where: { id: fileId, orderId } });
    const stored = file && (await this.storage.open(file.storageKey));
    if (!file || !stored) throw OrderErrors.FILE_NOT_FOUND();
    if (
      file.kind === 'result' &&
      file.firstDownloadedAt === null &&
      order.userId === caller.id &&
      !isBackOffice(caller)
    )
      await this.prisma.orderFile.updateMany({
        where: { id: file.id, firstDownloadedAt: null },
        data: { firstDownloadedAt: new Date() },
      });
    return { file, ...stored };
  }

  /**
   * Clients change their attachments only while the order is pending (before the office works on it) or
   * while the office waits for them (on hold), and the receipt until the payment was verified (it is the
   * proof of payment). Staff and admins are not limited.
   */
  private checkClientMayChange(caller: AuthUser, order: Order, kind: OrderFileKind) {
    if (isBackOffice(caller)) return;
    if (CLOSED.includes(order.status)) throw OrderErrors.ORDER_CLOSED();
    if (kind === 'attachment' && order.status !== 'pending' && !order.onHold) {
      throw OrderErrors.ATTACHMENTS_LOCKED();
    }
    if (kind === 'receipt' && PAID_OR_LATER.includes(order.status)) {
      throw OrderErrors.RECEIPT_LOCKED();
    }
  }

  /**
   * Writes the bytes, then the rows in one transaction that holds the order's row lock while it
   * counts, so concurrent uploads cannot pass the per-order limit. A new receipt replaces the old
   * one, whose rows are returned so their bytes can go once the change is committed.
   */
  private async store(order: Order, caller: AuthUser, kind: OrderFileKind, files: CheckedFile[], field: string) {
    const keyed = files.map((file) => ({ file, key: `orders/${order.id}/${randomUUID()}.${file.extension}` }));
    const written: string[] = [];
    try {
      for (const { file, key } of keyed) {
        await this.storage.put(key, file.bytes, file.mimeType);
        written.push(key);
      }
      return await this.prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`;
        // Reviewed receipts stay (an accepted one is the source of a payment); the one waiting for review is replaced.
        const replaced =
          kind === 'receipt'
            ? await tx.orderFile.findMany({
                where: {
                  orderId: order.id,
                  kind: 'receipt',
                  OR: [{ receiptStatus: null }, { receiptStatus: 'submitted' }],
                },
              })
            : [];
        if (replaced.length > 0)
          await tx.orderFile.deleteMany({ where: { id: { in: replaced.map((old) => old.id) } } });
        const existing = await tx.orderFile.count({ where: { orderId: order.id, kind: LOOSE } });
        if (existing + files.length > MAX_FILES_PER_ORDER) throw OrderErrors.TOO_MANY_FILES({ field });
        const rows = await tx.orderFile.createManyAndReturn({
          data: keyed.map(({ file, key }) => ({
            orderId: order.id,
            kind,
            originalName: file.originalName,
            mimeType: file.mimeType,
            sizeBytes: file.bytes.length,
            storageKey: key,
            uploadedById: caller.id,
            receiptStatus: kind === 'receipt' ? ('submitted' as const) : null,
          })),
        });
        rows.sort((a, b) => a.id - b.id);
        if (isBackOffice(caller)) {
          for (const row of rows) await this.audit(tx, caller, 'order.file_uploaded', order, row);
        }
        return { rows, replaced };
      });
    } catch (error) {
      await this.removeBytes(written.map((storageKey) => ({ storageKey })));
      throw error;
    }
  }

  private audit(tx: Prisma.TransactionClient, caller: AuthUser, action: string, order: Order, file: OrderFile) {
    return recordAudit(tx, {
      actor: caller,
      action,
      entityType: 'order',
      entityId: order.id,
      details: { order_number: order.orderNumber, file_id: file.id, kind: file.kind, name: file.originalName },
    });
  }

  /** Bytes whose rows are gone. */
  private async removeBytes(files: Pick<OrderFile, 'storageKey'>[]) {
    for (const { storageKey } of files) await deleteQuietly(this.storage, storageKey, this.logger);
  }
}

function required(upload: IncomingFile | undefined, field: string): IncomingFile {
  if (!upload) throw AppError.invalidInput(field, 'الملف مطلوب', 'missing');
  return upload;
}
