import type { IntlShape } from 'react-intl';
import { errorMessage, errorReason } from '../../../../lib/errors';

/** A refusal in the reader's words for this screen by its code (`<prefix>.<REASON>`), else as `errorMessage` says it. */
export function reasonText(intl: IntlShape, error: unknown, prefix: string, fallbackId: string): string {
  const reason = errorReason(error);
  const id = `${prefix}.${reason}`;
  if (reason && intl.messages[id]) return intl.formatMessage({ id: id as 'adminOrders.title' });
  return errorMessage(error, intl.formatMessage({ id: fallbackId as 'adminOrders.title' }));
}
