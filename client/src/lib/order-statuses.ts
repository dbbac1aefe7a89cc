import type { OrderStatus } from '../gql/graphql';

/** Every order status in lifecycle order: status tabs, filters and the change-status panel follow it. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'pending_payment',
  'paid',
  'processing',
  'in_progress',
  'completed',
  'cancelled',
  'refunded',
];

export const isOrderStatus = (value: string | null | undefined): value is OrderStatus =>
  ORDER_STATUSES.includes(value as OrderStatus);
