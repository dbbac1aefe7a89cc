import { useIntl } from 'react-intl';

/** The page's messages (`adminPartners.*`), with ICU values. */
export function usePartnersText() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminPartners.${id}` as 'adminPartners.title' }, values);
}

/** What a key may do (the server's list). */
export const API_KEY_SCOPES = [
  'services:read',
  'orders:read',
  'orders:write',
  'files:write',
  'messages:write',
  'webhooks:manage',
] as const;

/** The events an endpoint can hear of (the server's list). */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'order.on_hold',
  'document.reviewed',
  'message.created',
  'payment.recorded',
] as const;
