import { Injectable } from '@nestjs/common';
import type { OrderRating, Prisma } from '../../generated/prisma/client.js';
import { OrderStatus } from '../../generated/prisma/enums.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { recordAudit } from '../../audit/audit.js';
import { CmsService } from '../../cms/cms.service.js';
import { OrdersService } from '../orders.service.js';
import type { RateOrderInput } from './dto/rating.input.js';
import { RatingErrors } from './rating-errors.js';
import { firstNameOf } from './order-rating.mapper.js';

/** What an admin may quote: the client agreed, and there is something to quote. */
const PUBLISHABLE = { publishConsent: true, comment: { not: null } } as const satisfies Prisma.OrderRatingWhereInput;
const PUBLISHABLE_ORDER_FIELDS = {
  orderNumber: true,
  fullName: true,
  serviceNameAr: true,
  serviceNameTr: true,
  serviceNameEn: true,
} as const satisfies Prisma.OrderSelect;
export type PublishableRatingRow = Prisma.OrderRatingGetPayload<{
  include: { order: { select: typeof PUBLISHABLE_ORDER_FIELDS } };
}>;
/** The list admins pick from: the newest ratings first, as many as a screen can review. */
const PUBLISHABLE_LIST_SIZE = 100;

/**
 * Ratings: the client rates their own order once it is completed (1 to 5 stars, a comment, consent to publish),
 * and may change the rating later; the rating is one row per order, so the dashboard counts it per service and
 * per assignee through the order. Admins quote consented ratings among the home page's testimonials.
 */
@Injectable()
export class OrderRatingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly orders: OrdersService,
    private readonly cms: CmsService,
  ) {}

  /**
   * The caller's rating of their order, created or replaced. Only clients reach it (both doors), so a visible
   * order is their own; another client's order is not found (as on every order route); an order not completed
   * is refused, since there is nothing yet to judge.
   */
  async rate(caller: AuthUser, orderId: number, input: RateOrderInput): Promise<OrderRating> {
    const order = await this.orders.findVisible(caller, orderId);
    if (order.status !== OrderStatus.completed) throw RatingErrors.RATING_ORDER_NOT_COMPLETED();
    const data = {
      stars: input.stars,
      // An empty comment is no comment: nothing to show or to quote.
      comment: input.comment || null,
      publishConsent: input.publishConsent ?? false,
    };
    return this.prisma.orderRating.upsert({ where: { orderId }, create: { orderId, ...data }, update: data });
  }

  /** For the GraphQL loader: the ratings of many orders in one statement. */
  byOrderIds(orderIds: readonly number[]) {
    return this.prisma.orderRating.findMany({ where: { orderId: { in: [...orderIds] } } });
  }

  /** The ratings admins may add to the testimonials, most recently written first. */
  publishable(): Promise<PublishableRatingRow[]> {
    return this.prisma.orderRating.findMany({
      where: PUBLISHABLE,
      include: { order: { select: PUBLISHABLE_ORDER_FIELDS } },
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: PUBLISHABLE_LIST_SIZE,
    });
  }

  /**
   * Appends a consented rating to the home page's testimonials as a card (the client's first name, the
   * service's Arabic name, the comment and the stars), then marks it featured. A rating without consent or
   * comment is refused whatever the caller sends. The CMS keeps its own rules (at most 12 cards).
   */
  async feature(caller: AuthUser, ratingId: number): Promise<PublishableRatingRow> {
    const rating = await this.prisma.orderRating.findUnique({
      where: { id: ratingId },
      include: { order: { select: PUBLISHABLE_ORDER_FIELDS } },
    });
    if (!rating) throw RatingErrors.RATING_NOT_FOUND();
    if (!rating.publishConsent || !rating.comment) throw RatingErrors.RATING_NOT_PUBLISHABLE();
    const { home } = await this.cms.getAll();
    const card = {
      name: firstNameOf(rating.order.fullName),
      place: rating.order.serviceNameAr,
      text: rating.comment,
      rating: rating.stars,
    };
    await this.cms.update(caller, { home: { testimonials: [...home.testimonials, card] } });
    return this.prisma.$transaction(async (tx) => {
      const featured = await tx.orderRating.update({
        where: { id: ratingId },
        data: { featuredAt: new Date() },
        include: { order: { select: PUBLISHABLE_ORDER_FIELDS } },
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'order.rating_featured',
        entityType: 'order',
        entityId: rating.orderId,
        details: { order_number: rating.order.orderNumber, rating_id: rating.id },
      });
      return featured;
    });
  }
}
