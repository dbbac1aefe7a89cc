import type { OrderRating } from '../../generated/prisma/client.js';
import type { OrderRatingModel, PublishableRatingModel } from './models/order-rating.model.js';
import type { PublishableRatingRow } from './order-ratings.service.js';

export const toOrderRatingModel = (rating: OrderRating): OrderRatingModel => ({
  id: rating.id,
  orderId: rating.orderId,
  stars: rating.stars,
  comment: rating.comment,
  publishConsent: rating.publishConsent,
  featuredAt: rating.featuredAt,
  createdAt: rating.createdAt,
  updatedAt: rating.updatedAt,
});

/** Only the first name reaches a testimonial: the rest of the name on the order stays in the office. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

export const toPublishableRatingModel = (row: PublishableRatingRow): PublishableRatingModel => ({
  id: row.id,
  orderId: row.orderId,
  orderNumber: row.order.orderNumber,
  stars: row.stars,
  // Publishable rows have a comment (see PUBLISHABLE).
  comment: row.comment ?? '',
  clientFirstName: firstNameOf(row.order.fullName),
  serviceName: row.order.serviceNameAr,
  serviceNameTr: row.order.serviceNameTr,
  serviceNameEn: row.order.serviceNameEn,
  featuredAt: row.featuredAt,
  updatedAt: row.updatedAt,
});
