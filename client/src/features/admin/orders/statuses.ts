import { useIntl } from 'react-intl';
import type { OrderStatus } from '../../../gql/graphql';

/** Every order status in lifecycle order: the tabs and the change-status panel follow it. */
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

type ServiceNames = { serviceName: string; serviceNameTr?: string | null; serviceNameEn?: string | null };

/** The service's name in the interface language, the Arabic one when that is missing, or null when there is none. */
export function useServiceName() {
  const { locale } = useIntl();
  return ({ serviceName, serviceNameTr, serviceNameEn }: ServiceNames) => {
    const translated = locale.startsWith('tr') ? serviceNameTr : locale.startsWith('en') ? serviceNameEn : null;
    return translated?.trim() || serviceName.trim() || null;
  };
}
