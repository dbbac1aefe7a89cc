import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Prisma } from '../../generated/prisma/client.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { PrismaService } from '../../database/prisma.service.js';
import { SettingsService } from '../../settings/settings.service.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { recordAudit } from '../../audit/audit.js';
import { enqueueMail } from '../../mail/mail-outbox.js';
import { queueClientNotification } from '../../notifications/notification-outbox.js';
import { readSiteName } from '../../mail/site-name.js';
import { recipientLanguage } from '../../mail/recipient-language.js';
import { deleteQuietly, FILE_STORAGE, type FileStorage } from '../../storage/file-storage.js';
import { type CheckedFile, checkUpload, type IncomingFile } from '../../storage/upload-check.js';
import { MAX_FILES_PER_ORDER, OrderErrors } from '../order-errors.js';
import { OrdersService } from '../orders.service.js';
import { mayMailOrderUpdate } from '../holds/hold-mail.js';
import type { ResultRow } from './order-result.mapper.js';
import { orderResultMail } from './result-mail.js';
import { ResultErrors } from './result-errors.js';
import { orderMailAddress } from '../order-mail-address.js';

export type NewResult = { note?: string; carrier?: string; courierTrackingNumber?: string };

const WITH_FILES = { files: { orderBy: { id: 'asc' } } } as const satisfies Prisma.OrderResultInclude;
const OLDEST_FIRST = [
  { createdAt: 'asc' },
  { id: 'asc' },
] as const satisfies Prisma.OrderResultOrderByWithRelationInput[];
const orNull = (text: string | undefined) => (text ? text : null);

/**
 * Results the office delivers on an order: files (order_files of kind `result`, downloaded through the
 * order's file route) with a note, and a courier record when an original goes by post. Only the order's
 * owner, staff and admins see them.
 */
@Injectable()
export class OrderResultsService {
  private readonly logger = new Logger(OrderResultsService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    private readonly settings: SettingsService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Staff and admins: the files' bytes first, then the result, its files, the audit entry and the e-mail in one transaction. */
  async add(caller: AuthUser, orderId: number, input: NewResult, uploads: IncomingFile[]): Promise<ResultRow> {
    const order = await this.orders.findVisible(caller, orderId);
    if (order.status === 'cancelled' || order.status === 'refunded') throw ResultErrors.RESULT_ORDER_CANCELLED();
    const carrier = orNull(input.carrier);
    const courierTrackingNumber = orNull(input.courierTrackingNumber);
    if (courierTrackingNumber && !carrier)
      throw AppError.invalidInput('carrier', 'اذكر شركة الشحن مع رقم التتبع', 'missing');
    if (uploads.length === 0 && !carrier) throw ResultErrors.RESULT_EMPTY({ field: 'files' });
    if (uploads.length > MAX_FILES_PER_ORDER) throw OrderErrors.TOO_MANY_FILES({ field: 'files' });
    const files: CheckedFile[] = [];
    for (const upload of uploads) files.push(await checkUpload(upload, 'document', 'files'));
    const [switches, siteName] = await Promise.all([this.settings.get('notifications'), readSiteName(this.prisma)]);

    const keyed = files.map((file) => ({ file, key: `orders/${orderId}/results/${randomUUID()}.${file.extension}` }));
    const written: string[] = [];
    try {
      for (const { file, key } of keyed) {
        await this.storage.put(key, file.bytes, file.mimeType);
        written.push(key);
      }
      return await this.prisma.$transaction(async (tx) => {
        const result = await tx.orderResult.create({
          data: {
            orderId,
            note: orNull(input.note),
            carrier,
            courierTrackingNumber,
            createdById: caller.id,
            createdByName: caller.fullName,
            files: {
              create: keyed.map(({ file, key }) => ({
                orderId,
                kind: 'result' as const,
                originalName: file.originalName,
                mimeType: file.mimeType,
                sizeBytes: file.bytes.length,
                storageKey: key,
                uploadedById: caller.id,
              })),
            },
          },
          include: WITH_FILES,
        });
        await recordAudit(tx, {
          actor: caller,
          action: 'order.result_delivered',
          entityType: 'order',
          entityId: orderId,
          details: {
            order_number: order.orderNumber,
            result_id: result.id,
            files: result.files.map((file) => file.originalName),
            carrier,
            courier_tracking_number: courierTrackingNumber,
          },
        });
        if (mayMailOrderUpdate(switches)) {
          await enqueueMail(
            tx,
            await orderResultMail({
              to: orderMailAddress(order),
              language: await recipientLanguage(tx, { userId: order.userId, email: order.email }),
              fullName: order.fullName,
              orderNumber: order.orderNumber,
              note: result.note,
              files: result.files.length,
              courier: carrier ? { carrier, trackingNumber: courierTrackingNumber } : null,
              orderLink: `${this.config.publicUrl}/orders/${orderId}`,
              siteName,
            }),
          );
        }
        await queueClientNotification(tx, switches, {
          event: 'result_ready',
          order,
          language: await recipientLanguage(tx, { userId: order.userId, email: order.email }),
          params: [order.fullName, order.orderNumber, `${this.config.publicUrl}/orders/${orderId}`],
        });
        return result;
      });
    } catch (error) {
      for (const key of written) await deleteQuietly(this.storage, key, this.logger);
      throw error;
    }
  }

  /** The results of an order the caller may see (its owner, staff, admins), oldest first. */
  async list(caller: AuthUser, orderId: number): Promise<ResultRow[]> {
    await this.orders.findVisible(caller, orderId);
    return this.prisma.orderResult.findMany({ where: { orderId }, orderBy: OLDEST_FIRST, include: WITH_FILES });
  }

  /** For the GraphQL loader: the results of many orders in one statement. */
  byOrderIds(orderIds: readonly number[]) {
    return this.prisma.orderResult.findMany({
      where: { orderId: { in: [...orderIds] } },
      orderBy: OLDEST_FIRST,
      include: WITH_FILES,
    });
  }
}
