import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type Order } from '../generated/prisma/client.js';
import type { OrderStatus, PaymentMethod } from '../generated/prisma/enums.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import { IdempotencyService } from '../common/idempotency/idempotency.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { CmsService } from '../cms/cms.service.js';
import { acceptedPaymentMethods } from '../settings/payment-methods.js';
import { type AuthUser, isBackOffice } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { nameIn, serviceNames } from '../common/i18n/names.js';
import { OrderErrors } from './order-errors.js';
import { isOrderable } from '../catalog/orderable.js';
import { isUniqueViolation } from '../common/errors/prisma-errors.js';
import { assertEmailVerified } from '../auth/email-verification.service.js';
import { type Page, pageArgs } from '../common/pagination.js';
import { toInternationalPhone } from '../common/validation/rules.js';
import { recordAudit } from '../audit/audit.js';
import { enqueueMail } from '../mail/mail-outbox.js';
import { queueClientNotification } from '../notifications/notification-outbox.js';
import { orderCreatedMail, orderStatusChangedMail } from '../mail/mail-templates.js';
import { mayMailOrderCreated, mayMailStatusChange } from '../mail/notification-switches.js';
import { recipientLanguage } from '../mail/recipient-language.js';
import {
  formatOrderNumber,
  newTrackingNumber,
  normalizeTrackingNumber,
  officeYear,
  TRACKING_NUMBER_PATTERN,
} from './order-numbers.js';
import {
  ASSIGNEE_SELECT,
  CUSTOMER_SELECT,
  HISTORY_ORDER,
  type OrderDetailRow,
  readOrderDetail,
  readTrackedOrder,
  type TrackedOrderRow,
} from './order-rows.js';
import { OrderStatusCounts } from './order-status-counts.js';
import { paymentInstructions } from './payment-instructions.js';
import { statusMoveRefusal } from './order-transitions.js';
import { ORDER_STATUS_NAMES } from './order-status.js';
import { searchTerms } from '../common/search-text.js';
import { OrderDue } from './order-due.js';
import { dueWhere, type DueState } from './order-due-state.js';
import { closeOpenHold, HOLD_CLOSED_STATUSES } from './holds/order-hold-rules.js';
import { assertResultDelivered } from './results/order-result-rules.js';
import { WITH_INTAKE } from '../catalog/service-intake.js';
import { answerRows } from './answers/order-answers.js';
import type { ApplicantInput } from './applicant/dto/applicant.input.js';
import { storeApplicant } from './applicant/order-applicant.service.js';
import { checkDocumentsForMove } from './documents/document-rule.js';
import { assertPaidForMove } from './payments/payment-status.js';
import { currentRatesPerTry } from '../settings/exchange-rates/exchange-rate-rules.js';
import { withUnreadCounts } from './messages/message-unread.js';
import { orderMailAddress } from './order-mail-address.js';

/** A new order as both APIs receive it; omitted contact fields come from the caller's account. */
export type NewOrder = {
  serviceId: number;
  paymentMethod?: PaymentMethod;
  notes?: string;
  fullName?: string;
  email?: string;
  phone?: string;
  address?: string;
  nationalId?: string;
  /** Answers to the service's intake questions, by key. */
  answers?: Record<string, unknown>;
  applicant?: ApplicantInput;
  /** A partner's choice: the order's e-mails to the applicant (true) or to the partner (false, the default). */
  notifyApplicant?: boolean | null;
};

/** `assigneeId`: one person's orders, null for the unassigned ones, undefined for everyone's. */
export type BackOfficeFilter = { status?: OrderStatus; search?: string; due?: DueState; assigneeId?: number | null };

/** Many orders placed at once queue on the year's counter row: give them time rather than fail. */
const CREATE_TRANSACTION = { maxWait: 15_000, timeout: 15_000 };
const TRACKING_NUMBER_ATTEMPTS = 5;
const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] as const satisfies Prisma.OrderOrderByWithRelationInput[];

/** Empty optional text means "not given". */
const orNull = (text: string | undefined) => (text ? text : null);

/** The client's method when the office accepts it (settings), else a refusal; without a choice, the first accepted one. */
function chosenPaymentMethod(chosen: PaymentMethod | undefined, accepted: PaymentMethod[]): PaymentMethod {
  if (!chosen) return accepted[0] ?? 'bank_transfer';
  if (accepted.includes(chosen)) return chosen;
  throw OrderErrors.PAYMENT_METHOD_NOT_ACCEPTED({ field: 'paymentMethod' });
}

/** Orders: creation, the client's and the back office's views, status changes and public tracking. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly statusCounts: OrderStatusCounts,
    private readonly due: OrderDue,
    private readonly cms: CmsService,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** The office's name for the e-mails' headers, from the CMS's cached content: no read per order. */
  private async siteName() {
    return (await this.cms.getAll()).settings.site_name;
  }

  /** A fresh unguessable tracking number (a method so a test can force a clash). */
  nextTrackingNumber() {
    return newTrackingNumber();
  }

  private trackingLink(trackingNumber: string) {
    return `${this.config.publicUrl}/track-order?number=${encodeURIComponent(trackingNumber)}`;
  }

  /**
   * Places an order as `pending`: the next order number of the year, a tracking number, the
   * service and contact snapshot, the first history row and the e-mail, in one transaction.
   */
  /**
   * Places an order once per caller and key (GraphQL's `idempotencyKey`; REST has the `Idempotency-Key` header):
   * the same key with the same input gives the same order again for 24 hours, read afresh.
   */
  createOnce(caller: AuthUser, input: NewOrder, idempotencyKey: string | undefined) {
    return this.idempotency.once(
      { userId: caller.id, key: idempotencyKey, operation: 'mutation createOrder', asked: input },
      () => this.create(caller, input),
      { keep: (order) => order.id, replay: (orderId) => this.getDetail(caller, orderId) },
    );
  }

  async create(caller: AuthUser, input: NewOrder): Promise<OrderDetailRow> {
    const service = await this.prisma.service.findUnique({ where: { id: input.serviceId }, include: WITH_INTAKE });
    if (!service || service.deletedAt) throw OrderErrors.SERVICE_NOT_FOUND();
    if (!isOrderable(service)) {
      throw OrderErrors.SERVICE_INACTIVE({ field: 'serviceId' });
    }
    const answers = answerRows(service.questions, input.answers);
    // The account as the token check read it in this request: no second read of the row.
    const { account } = caller;
    const security = await this.settings.get('security');
    assertEmailVerified(account, security);
    const phone = input.phone ?? (account.phone ? toInternationalPhone(account.phone) : undefined);
    if (!phone) throw AppError.invalidInput('phone', 'رقم الهاتف مطلوب', 'missing');
    const contact = {
      fullName: input.fullName ?? account.fullName,
      email: input.email ?? account.email,
      phone,
      address: orNull(input.address),
      nationalId: orNull(input.nationalId),
      // A partner orders for its own clients: their contact is the order's, and the e-mails go to the partner
      // unless it asks for them to go to the applicant. No account is made for the applicant.
      notifyEmail: caller.role === 'partner' && !input.notifyApplicant ? account.email : null,
    };
    const [switches, payment, siteName] = await Promise.all([
      this.settings.get('notifications'),
      this.settings.get('payment'),
      this.siteName(),
    ]);
    const paymentMethod = chosenPaymentMethod(input.paymentMethod, acceptedPaymentMethods(payment));
    const year = officeYear();

    for (let attempt = 1; ; attempt += 1) {
      const trackingNumber = this.nextTrackingNumber();
      try {
        const order = await this.prisma.$transaction(async (tx) => {
          const [counter] = await tx.$queryRaw<{ last_number: number }[]>`
            INSERT INTO order_counters (year, last_number) VALUES (${year}, 1)
            ON CONFLICT (year) DO UPDATE SET last_number = order_counters.last_number + 1
            RETURNING last_number`;
          // The office's rates of this moment: the order's instructions and conversions keep using them.
          const rates = await currentRatesPerTry(tx);
          const created = await tx.order.create({
            data: {
              orderNumber: formatOrderNumber(year, counter.last_number),
              trackingNumber,
              status: 'pending',
              userId: caller.id,
              serviceId: service.id,
              serviceNameAr: service.nameAr,
              serviceNameTr: service.nameTr,
              serviceNameEn: service.nameEn,
              totalAmount: service.priceTry,
              currency: 'TRY',
              // A free service has nothing to pay: waived from the start, so the work may go on.
              paymentStatus: service.priceTry.lte(0) ? 'waived' : 'unpaid',
              paymentMethod,
              ...rates,
              notes: orNull(input.notes),
              ...contact,
              answers: { createMany: { data: answers } },
              history: {
                create: {
                  fromStatus: null,
                  toStatus: 'pending',
                  changedById: caller.id,
                  changedByName: caller.fullName,
                },
              },
            },
          });
          await storeApplicant(tx, created, input.applicant);
          // A free service is waived from the start: its clock starts at placing.
          if (created.paymentStatus === 'waived') await this.due.startClock(tx, created.id, created.createdAt);
          if (mayMailOrderCreated(switches)) {
            await enqueueMail(
              tx,
              await orderCreatedMail({
                to: orderMailAddress(created),
                // The client's own account: the one placing the order.
                language: account.language,
                fullName: created.fullName,
                orderNumber: created.orderNumber,
                trackingNumber: created.trackingNumber,
                serviceName: nameIn(serviceNames(created), account.language),
                placedAt: created.createdAt,
                trackingLink: this.trackingLink(created.trackingNumber),
                siteName,
              }),
            );
          }
          await queueClientNotification(tx, switches, {
            event: 'order_received',
            order: created,
            language: account.language,
            params: [created.fullName, created.orderNumber, this.trackingLink(created.trackingNumber)],
          });
          return created;
        }, CREATE_TRANSACTION);
        return this.detail(order.id);
      } catch (error) {
        if (attempt < TRACKING_NUMBER_ATTEMPTS && isUniqueViolation(error, 'tracking_number')) continue;
        throw error;
      }
    }
  }

  /** The caller's own orders, newest first, optionally in one status. */
  async listOwn(caller: AuthUser, page: Page, status?: OrderStatus) {
    const where = { userId: caller.id, status };
    const [items, total] = await Promise.all([
      this.prisma.order.findMany({ where, orderBy: NEWEST_FIRST, ...pageArgs(page) }),
      this.prisma.order.count({ where }),
    ]);
    return { items, total };
  }

  /**
   * An order the caller may see: their own, or any for staff and admins. Another client's order
   * answers like an unknown one, so its existence is not revealed.
   */
  async findVisible(caller: AuthUser, id: number): Promise<Order> {
    const order = await this.prisma.order.findUnique({ where: { id } });
    if (!order || !canSee(caller, order)) throw OrderErrors.ORDER_NOT_FOUND();
    return order;
  }

  /** One visible order with its files, status history and customer. */
  async getDetail(caller: AuthUser, id: number): Promise<OrderDetailRow> {
    const order = await readOrderDetail(this.prisma, id);
    if (!order || !canSee(caller, order)) throw OrderErrors.ORDER_NOT_FOUND();
    return order;
  }

  /** The detail of an order this service has just written. */
  private async detail(id: number) {
    const order = await readOrderDetail(this.prisma, id);
    if (!order) throw OrderErrors.ORDER_NOT_FOUND();
    return order;
  }

  /**
   * Moves an order along the state machine (staff and admins): the update, its history row, the
   * audit entry and the e-mail to the order's contact address, in one transaction.
   */
  async changeStatus(
    caller: AuthUser,
    id: number,
    to: OrderStatus,
    note?: string,
    waiveDocumentsReason?: string,
  ): Promise<OrderDetailRow> {
    const [switches, payment, siteName] = await Promise.all([
      this.settings.get('notifications'),
      to === 'pending_payment' ? this.settings.get('payment') : undefined,
      this.siteName(),
    ]);
    await this.prisma.$transaction(async (tx) => {
      const order = await tx.order.findUnique({ where: { id } });
      if (!order) throw OrderErrors.ORDER_NOT_FOUND();
      const refusal = statusMoveRefusal(order.status, to);
      if (refusal) throw OrderErrors.STATUS_TRANSITION({ field: 'status', message: refusal });
      await checkDocumentsForMove(tx, caller, order, to, waiveDocumentsReason);
      assertPaidForMove(order, to);
      if (to === 'completed') await assertResultDelivered(tx, order);
      // A finished order waits for nobody: its open hold ends with the move.
      if (order.onHold && HOLD_CLOSED_STATUSES.includes(to)) await closeOpenHold(tx, id, { resumedBy: caller });
      // Only if nobody changed it since it was read: two staff members cannot both move it from the same status.
      const { count } = await tx.order.updateMany({ where: { id, status: order.status }, data: { status: to } });
      if (count === 0) throw OrderErrors.STATUS_CHANGED_MEANWHILE();
      await tx.orderStatusHistory.create({
        data: {
          orderId: id,
          fromStatus: order.status,
          toStatus: to,
          note: orNull(note),
          changedById: caller.id,
          changedByName: caller.fullName,
        },
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'order.status_changed',
        entityType: 'order',
        entityId: id,
        details: { order_number: order.orderNumber, from: order.status, to, note: orNull(note) },
      });
      if (mayMailStatusChange(switches, to)) {
        const language = await recipientLanguage(tx, { userId: order.userId, email: order.email });
        await enqueueMail(
          tx,
          await orderStatusChangedMail({
            to: orderMailAddress(order),
            language,
            fullName: order.fullName,
            orderNumber: order.orderNumber,
            statusName: ORDER_STATUS_NAMES[language][to],
            note: orNull(note),
            paymentLines: payment && paymentInstructions(payment, order, language),
            trackingLink: this.trackingLink(order.trackingNumber),
            siteName,
          }),
        );
      }
      const language = await recipientLanguage(tx, { userId: order.userId, email: order.email });
      const orderLink = `${this.config.publicUrl}/orders/${order.id}`;
      await queueClientNotification(tx, switches, {
        order,
        language,
        ...(to === 'pending_payment'
          ? { event: 'payment_instructions', params: [order.fullName, order.orderNumber, orderLink] }
          : to === 'paid'
            ? { event: 'payment_confirmed', params: [order.fullName, order.orderNumber, orderLink] }
            : {
                event: 'status_changed',
                params: [
                  order.fullName,
                  order.orderNumber,
                  ORDER_STATUS_NAMES[language][to],
                  this.trackingLink(order.trackingNumber),
                ],
              }),
      });
    });
    return this.detail(id);
  }

  /**
   * The back office's list: status filter, search, due state (overdue/soon), a page, and per-status counts for the search alone.
   * The total is the counts' sum (or the filtered status's count): no count of its own.
   */
  async listForBackOffice(filter: BackOfficeFilter, page: Page) {
    const matching = backOfficeWhere(filter);
    const [items, statusCounts] = await Promise.all([
      this.prisma.order.findMany({
        where: withStatusTab(matching, filter.status),
        include: { assignee: { select: ASSIGNEE_SELECT } },
        orderBy: NEWEST_FIRST,
        ...pageArgs(page),
      }),
      this.statusCounts.of(matching),
    ]);
    const total = statusCounts.reduce(
      (sum, entry) => (filter.status && entry.status !== filter.status ? sum : sum + entry.count),
      0,
    );
    return { items, total, statusCounts };
  }

  /** REST lists answer each order's unread message counts (GraphQL resolves them as a field, with a loader). */
  withUnreadCounts<Row extends Order>(rows: Row[]) {
    return withUnreadCounts(this.prisma, rows);
  }

  /** Public tracking: trimmed and case-insensitive; unknown or malformed numbers are simply not found. */
  /** Public tracking: only the public fields (see readTrackedOrder). */
  async trackOrder(input: string): Promise<TrackedOrderRow> {
    const trackingNumber = wellFormedTrackingNumber(input);
    const order = trackingNumber ? await readTrackedOrder(this.prisma, trackingNumber) : undefined;
    if (!order) throw OrderErrors.ORDER_NOT_FOUND();
    return order;
  }

  /** The whole order by tracking number, for the public invoice (which leaves the customer out). */
  async findByTrackingNumber(input: string) {
    const trackingNumber = wellFormedTrackingNumber(input);
    const order = trackingNumber ? await this.prisma.order.findUnique({ where: { trackingNumber } }) : null;
    if (!order) throw OrderErrors.ORDER_NOT_FOUND();
    return order;
  }

  // Batch reads for the GraphQL DataLoaders: one statement per relation, whatever the number of orders.

  servicesByIds(ids: readonly number[]) {
    return this.prisma.service.findMany({ where: { id: { in: [...ids] } }, include: WITH_INTAKE });
  }

  customersByIds(ids: readonly number[]) {
    return this.prisma.user.findMany({ where: { id: { in: [...ids] } }, select: CUSTOMER_SELECT });
  }

  filesByOrderIds(orderIds: readonly number[]) {
    return this.prisma.orderFile.findMany({
      where: { orderId: { in: [...orderIds] }, kind: { in: ['attachment', 'receipt'] } },
      orderBy: { id: 'asc' },
    });
  }

  answersByOrderIds(orderIds: readonly number[]) {
    return this.prisma.orderAnswer.findMany({
      where: { orderId: { in: [...orderIds] } },
      orderBy: [{ orderId: 'asc' }, { position: 'asc' }],
    });
  }

  historyByOrderIds(orderIds: readonly number[]) {
    return this.prisma.orderStatusHistory.findMany({
      where: { orderId: { in: [...orderIds] } },
      orderBy: HISTORY_ORDER,
    });
  }
}

const canSee = (caller: AuthUser, order: Pick<Order, 'userId'>) => isBackOffice(caller) || order.userId === caller.id;

/**
 * Order number, tracking number, name, phone or e-mail, through their normalised copy (see
 * common/search-text.ts) and its trigram index. A phone also matches by its digits as typed locally.
 */
export function searchWhere(search: string | undefined): Prisma.OrderWhereInput {
  const terms = searchTerms(search);
  return terms.length ? { OR: terms.map((term) => ({ searchText: { contains: term } })) } : {};
}

/** The back office's search, due and assignee filters (the status apart: the tabs count every status). */
export function backOfficeWhere(filter: BackOfficeFilter): Prisma.OrderWhereInput {
  const parts = [
    searchWhere(filter.search),
    dueWhere(filter.due),
    filter.assigneeId === undefined ? {} : { assigneeId: filter.assigneeId },
  ].filter((part) => Object.keys(part).length > 0);
  return parts.length > 1 ? { AND: parts } : (parts[0] ?? {});
}

/**
 * The orders of one status tab among those matching the other filters. The status joins with AND: the due filter
 * holds a status condition of its own (open orders only), which a spread would overwrite.
 */
export function withStatusTab(
  matching: Prisma.OrderWhereInput,
  status: OrderStatus | undefined,
): Prisma.OrderWhereInput {
  return status ? { AND: [matching, { status }] } : matching;
}

/** A tracking number as typed (any case, spaces around), or undefined when it cannot be one: no query for it. */
function wellFormedTrackingNumber(input: string) {
  const trackingNumber = normalizeTrackingNumber(input);
  return TRACKING_NUMBER_PATTERN.test(trackingNumber) ? trackingNumber : undefined;
}
