import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Order, Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../../database/prisma.service.js';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';
import { type Page, pageArgs } from '../../common/pagination.js';
import { recordAudit } from '../../audit/audit.js';
import { deleteQuietly, FILE_STORAGE, type FileStorage } from '../../storage/file-storage.js';
import { type CheckedFile, checkUpload, type IncomingFile } from '../../storage/upload-check.js';
import { MAX_FILES_PER_ORDER, OrderErrors } from '../order-errors.js';
import { OrdersService } from '../orders.service.js';
import { MESSAGE_BODY_MAX, MessageErrors } from './message-errors.js';
import { type ThreadSide, sideOf, totalUnread, readUnreadCounts } from './message-unread.js';
import type { MessageRow, ReadMarks } from './order-message.mapper.js';

const WITH_FILES = { files: { orderBy: { id: 'asc' } } } as const satisfies Prisma.OrderMessageInclude;

/** The read mark of a side: the moment up to which it has read the other side's messages. */
const READ_MARK: Record<ThreadSide, 'clientReadAt' | 'officeReadAt'> = {
  client: 'clientReadAt',
  office: 'officeReadAt',
};

export type MessagePage = { items: MessageRow[]; total: number; marks: ReadMarks };

/**
 * The thread of an order between its client and the office. The client sees only their own orders' threads
 * (another client's order answers like an unknown one), staff and admins every thread. Files are order files of
 * kind `message`, checked like attachments and downloaded through the order's file route.
 */
@Injectable()
export class OrderMessagesService {
  private readonly logger = new Logger(OrderMessagesService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /**
   * Page `page` of the thread, oldest first within the page; the pages count from the newest, so page 1 is
   * the latest messages (newest last) and page 2 the ones before them.
   */
  async list(caller: AuthUser, orderId: number, page: Page): Promise<MessagePage> {
    const order = await this.orders.findVisible(caller, orderId);
    const [newestFirst, total] = await Promise.all([
      this.prisma.orderMessage.findMany({
        where: { orderId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        include: WITH_FILES,
        ...pageArgs(page),
      }),
      this.prisma.orderMessage.count({ where: { orderId } }),
    ]);
    return { items: newestFirst.reverse(), total, marks: order };
  }

  /** One message of an order the caller sees, with the order's read marks; null when the order has no such message. */
  async one(caller: AuthUser, orderId: number, messageId: number) {
    const marks = await this.orders.findVisible(caller, orderId);
    const message = await this.prisma.orderMessage.findFirst({
      where: { id: messageId, orderId },
      include: WITH_FILES,
    });
    return message && { message, marks };
  }

  /**
   * A message by the caller: the text (trimmed, 1..5000, or empty with files) and its files, checked before
   * anything is written; the bytes first, then the message, its files, the sender's read mark and (for the
   * office) the audit entry in one transaction. E-mails go later, batched by the sweep (MessageMailService).
   */
  async send(
    caller: AuthUser,
    orderId: number,
    input: { body?: string },
    uploads: IncomingFile[],
  ): Promise<{ message: MessageRow; marks: ReadMarks }> {
    // The input's own rules first (they say nothing about the order), then who may write on it.
    const body = (input.body ?? '').trim();
    if (body.length > MESSAGE_BODY_MAX) throw MessageErrors.MESSAGE_TOO_LONG({ field: 'body' });
    if (body.length === 0 && uploads.length === 0) throw MessageErrors.MESSAGE_EMPTY({ field: 'body' });
    if (uploads.length > MAX_FILES_PER_ORDER) throw OrderErrors.TOO_MANY_FILES({ field: 'files' });
    const order = await this.orders.findVisible(caller, orderId);
    const files: CheckedFile[] = [];
    for (const upload of uploads) files.push(await checkUpload(upload, 'document', 'files'));

    const keyed = files.map((file) => ({ file, key: `orders/${orderId}/messages/${randomUUID()}.${file.extension}` }));
    const written: string[] = [];
    try {
      for (const { file, key } of keyed) {
        await this.storage.put(key, file.bytes, file.mimeType);
        written.push(key);
      }
      return await this.prisma.$transaction(async (tx) => {
        const office = isBackOffice(caller);
        const message = await tx.orderMessage.create({
          data: {
            orderId,
            authorId: caller.id,
            authorName: caller.fullName,
            fromOffice: office,
            body,
            files: {
              create: keyed.map(({ file, key }) => ({
                orderId,
                kind: 'message' as const,
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
        // Who answers has read what came before.
        const marks = await tx.order.update({
          where: { id: orderId },
          data: { [READ_MARK[sideOf(caller)]]: message.createdAt },
          select: { clientReadAt: true, officeReadAt: true },
        });
        if (office) await this.audit(tx, caller, order, message);
        return { message, marks };
      });
    } catch (error) {
      for (const key of written) await deleteQuietly(this.storage, key, this.logger);
      throw error;
    }
  }

  /** The caller's side has read the other side's messages up to now. */
  async markRead(caller: AuthUser, orderId: number): Promise<{ orderId: number; readAt: Date }> {
    await this.orders.findVisible(caller, orderId);
    const readAt = new Date();
    await this.prisma.order.update({ where: { id: orderId }, data: { [READ_MARK[sideOf(caller)]]: readAt } });
    return { orderId, readAt };
  }

  /** The viewer's side's unread messages on every order it sees. */
  totalUnread(viewer: AuthUser) {
    return totalUnread(this.prisma, viewer);
  }

  /** For the GraphQL loader: unread counts of many orders in one statement. */
  unreadCounts(orderIds: readonly number[]) {
    return readUnreadCounts(this.prisma, orderIds);
  }

  private audit(tx: Prisma.TransactionClient, caller: AuthUser, order: Order, message: MessageRow) {
    return recordAudit(tx, {
      actor: caller,
      action: 'order.message_sent',
      entityType: 'order',
      entityId: order.id,
      details: {
        order_number: order.orderNumber,
        message_id: message.id,
        body: message.body,
        files: message.files.map((file) => file.originalName),
      },
    });
  }
}
