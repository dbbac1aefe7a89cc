import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Order, Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../../database/prisma.service.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';
import { AppError } from '../../common/errors/app-error.js';
import { nameIn, namesOf } from '../../common/i18n/names.js';
import { recordAudit } from '../../audit/audit.js';
import { enqueueMail } from '../../mail/mail-outbox.js';
import { queueClientNotification } from '../../notifications/notification-outbox.js';
import { documentRejectedMail } from '../../mail/mail-templates.js';
import { readSiteName } from '../../mail/site-name.js';
import { recipientLanguage } from '../../mail/recipient-language.js';
import { SettingsService } from '../../settings/settings.service.js';
import { deleteQuietly, FILE_STORAGE, type FileStorage } from '../../storage/file-storage.js';
import { checkUpload, type IncomingFile } from '../../storage/upload-check.js';
import {
  DOCUMENT_MIME_TYPES,
  type DocumentFileType,
  typesIn,
} from '../../catalog/required-documents/document-file-types.js';
import { CLOSED } from '../files/order-files.service.js';
import { OrdersService } from '../orders.service.js';
import { DocumentErrors } from './document-errors.js';
import { readSlots, type SlotRow } from './document-rows.js';
import { earliestIssueDate, officeToday } from './issue-dates.js';
import type { DocumentDecision } from './dto/document.inputs.js';
import { orderMailAddress } from '../order-mail-address.js';

/**
 * The required documents of orders: the slots (one per requirement of the order's service), filling them
 * with versions, and the office's review. The bytes are order files of kind `document`, stored and
 * downloaded like the order's other files.
 */
@Injectable()
export class OrderDocumentsService {
  private readonly logger = new Logger(OrderDocumentsService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    private readonly settings: SettingsService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The slots of an order the caller may see (its owner, staff, admins). */
  async slots(caller: AuthUser, orderId: number): Promise<SlotRow[]> {
    const order = await this.orders.findVisible(caller, orderId);
    return readSlots(this.prisma, order);
  }

  /** The slot of one requirement, after a change. */
  private async slot(order: Order, requirementId: number): Promise<SlotRow> {
    const slot = (await readSlots(this.prisma, order)).find((one) => one.requirement.id === requirementId);
    if (!slot) throw DocumentErrors.SLOT_NOT_FOUND();
    return slot;
  }

  /**
   * A new version in a slot: the file's type among the requirement's, the slot not full, the issue date
   * recent enough when the requirement has a largest age. Open after `pending` too, until the order closes.
   */
  async fill(
    caller: AuthUser,
    orderId: number,
    requirementId: number,
    upload: IncomingFile | undefined,
    issuedOn: string | undefined,
  ): Promise<SlotRow> {
    const order = await this.orders.findVisible(caller, orderId);
    if (CLOSED.includes(order.status)) throw DocumentErrors.DOCUMENTS_CLOSED();
    const slot = (await readSlots(this.prisma, order)).find((one) => one.requirement.id === requirementId);
    if (!slot) throw DocumentErrors.SLOT_NOT_FOUND();
    const { requirement } = slot;
    if (!upload) throw AppError.invalidInput('file', 'الملف مطلوب', 'missing');
    const file = await checkUpload(upload, 'document', 'file');
    const accepted = requirement.acceptedTypes as DocumentFileType[];
    if (!accepted.some((type) => DOCUMENT_MIME_TYPES[type] === file.mimeType))
      throw DocumentErrors.DOCUMENT_TYPE({
        field: 'file',
        message: {
          ar: `${file.originalName}: نوع الملف غير مقبول لهذا المستند. الأنواع المقبولة: ${typesIn(accepted, 'ar')}`,
          tr: `${file.originalName}: bu dosya türü bu belge için kabul edilmiyor. Kabul edilen türler: ${typesIn(accepted, 'tr')}`,
          en: `${file.originalName}: this file type is not accepted for this document. Accepted types: ${typesIn(accepted, 'en')}`,
        },
      });
    const issued = this.checkIssueDate(requirement.maxAgeDays, issuedOn);
    if (slot.current.length >= requirement.maxFiles) throw this.slotFull(requirement.maxFiles);

    const key = `orders/${order.id}/${randomUUID()}.${file.extension}`;
    await this.storage.put(key, file.bytes, file.mimeType);
    try {
      await this.prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`;
        const current = await tx.orderDocument.count({
          where: { orderId: order.id, requirementId, status: { not: 'rejected' } },
        });
        if (current >= requirement.maxFiles) throw this.slotFull(requirement.maxFiles);
        const row = await tx.orderFile.create({
          data: {
            orderId: order.id,
            kind: 'document',
            originalName: file.originalName,
            mimeType: file.mimeType,
            sizeBytes: file.bytes.length,
            storageKey: key,
            uploadedById: caller.id,
          },
        });
        const document = await tx.orderDocument.create({
          data: { orderId: order.id, requirementId, fileId: row.id, issuedOn: issued },
        });
        if (isBackOffice(caller))
          await this.audit(tx, caller, 'order.document_uploaded', order, {
            document_id: document.id,
            requirement: requirement.nameAr,
            name: row.originalName,
          });
      });
    } catch (error) {
      await deleteQuietly(this.storage, key, this.logger);
      throw error;
    }
    return this.slot(order, requirementId);
  }

  /**
   * Staff and admins accept a version waiting for review, or reject it with a reason: the slot opens again
   * for a new version and the client gets an e-mail with the reason.
   */
  async review(
    caller: AuthUser,
    orderId: number,
    documentId: number,
    decision: DocumentDecision,
    reason: string | undefined,
  ): Promise<SlotRow> {
    const order = await this.orders.findVisible(caller, orderId);
    const document = await this.prisma.orderDocument.findFirst({
      where: { id: documentId, orderId },
      include: { requirement: true },
    });
    if (!document) throw DocumentErrors.DOCUMENT_NOT_FOUND();
    const why = reason?.trim() ? reason.trim() : null;
    if (decision === 'rejected' && !why) throw DocumentErrors.REASON_REQUIRED({ field: 'reason' });
    const [switches, siteName] = await Promise.all([this.settings.get('notifications'), readSiteName(this.prisma)]);
    await this.prisma.$transaction(async (tx) => {
      // Only while it waits for review: two reviewers cannot both decide on it.
      const { count } = await tx.orderDocument.updateMany({
        where: { id: documentId, status: 'submitted' },
        data: {
          status: decision,
          reviewReason: decision === 'rejected' ? why : null,
          reviewedById: caller.id,
          reviewedByName: caller.fullName,
          reviewedAt: new Date(),
        },
      });
      if (count === 0) throw DocumentErrors.ALREADY_REVIEWED();
      await this.audit(tx, caller, `order.document_${decision}`, order, {
        document_id: documentId,
        requirement: document.requirement.nameAr,
        ...(why && decision === 'rejected' ? { reason: why } : {}),
      });
      if (decision === 'rejected' && switches.email_enabled) {
        const language = await recipientLanguage(tx, { userId: order.userId, email: order.email });
        await enqueueMail(
          tx,
          await documentRejectedMail({
            to: orderMailAddress(order),
            language,
            fullName: order.fullName,
            orderNumber: order.orderNumber,
            documentName: nameIn(namesOf(document.requirement), language),
            reason: why!,
            orderLink: `${this.config.publicUrl}/orders/${order.id}`,
            siteName,
          }),
        );
      }
      if (decision === 'rejected') {
        const language = await recipientLanguage(tx, { userId: order.userId, email: order.email });
        await queueClientNotification(tx, switches, {
          event: 'document_rejected',
          order,
          language,
          params: [
            order.fullName,
            order.orderNumber,
            nameIn(namesOf(document.requirement), language),
            `${this.config.publicUrl}/orders/${order.id}`,
          ],
        });
      }
    });
    return this.slot(order, document.requirementId);
  }

  /** The reasons the office offers when rejecting, in ar/tr/en (settings). */
  async rejectionReasons() {
    return (await this.settings.get('documents')).rejection_reasons;
  }

  private slotFull(max: number) {
    return DocumentErrors.SLOT_FULL({
      field: 'file',
      message: {
        ar: `يقبل هذا المستند ${max} ${max === 1 ? 'ملفاً واحداً' : 'ملفات'} على الأكثر. احذف ملفاً أو انتظر مراجعته`,
        tr: `Bu belge en fazla ${max} dosya kabul eder. Bir dosyayı silin veya incelenmesini bekleyin`,
        en: `This document takes at most ${max} ${max === 1 ? 'file' : 'files'}. Delete a file or wait for it to be reviewed`,
      },
    });
  }

  /** The issue date as a date, when the requirement asks for one; refused when missing, in the future or too old. */
  private checkIssueDate(maxAgeDays: number | null, issuedOn: string | undefined): Date | null {
    if (maxAgeDays === null) return null;
    if (!issuedOn) throw DocumentErrors.ISSUE_DATE_REQUIRED({ field: 'issuedOn' });
    const date = new Date(`${issuedOn}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== issuedOn)
      throw AppError.invalidInput('issuedOn', 'تاريخ الإصدار غير صحيح', 'invalid_date');
    if (issuedOn > officeToday()) throw DocumentErrors.ISSUE_DATE_IN_FUTURE({ field: 'issuedOn' });
    const earliest = earliestIssueDate(maxAgeDays);
    if (issuedOn < earliest)
      throw DocumentErrors.DOCUMENT_TOO_OLD({
        field: 'issuedOn',
        message: {
          ar: `الوثيقة أقدم من المسموح: يجب أن تكون صادرة في ${earliest} أو بعده (خلال ${maxAgeDays} يوماً)`,
          tr: `Belge izin verilenden daha eski: ${earliest} veya sonrasında (son ${maxAgeDays} gün içinde) düzenlenmiş olmalıdır`,
          en: `The document is older than allowed: it must have been issued on or after ${earliest} (within ${maxAgeDays} days)`,
        },
      });
    return date;
  }

  private audit(
    tx: Prisma.TransactionClient,
    caller: AuthUser,
    action: string,
    order: Order,
    details: Record<string, string | number>,
  ) {
    return recordAudit(tx, {
      actor: caller,
      action,
      entityType: 'order',
      entityId: order.id,
      details: { order_number: order.orderNumber, ...details },
    });
  }
}
