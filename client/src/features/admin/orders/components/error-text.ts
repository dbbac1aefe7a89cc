import { CombinedGraphQLErrors } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { errorMessage } from '../../../../lib/errors';

/** A refusal in the reader's language by its code (`<prefix>.<REASON>`), else the server's Arabic message. */
export function reasonText(intl: IntlShape, error: unknown, prefix: string, fallbackId: string): string {
  const reason = CombinedGraphQLErrors.is(error)
    ? (error.errors[0]?.extensions?.reason as string | undefined)
    : undefined;
  const id = `${prefix}.${reason}`;
  if (reason && intl.messages[id]) return intl.formatMessage({ id: id as 'adminOrders.title' });
  return errorMessage(error, intl.formatMessage({ id: fallbackId as 'adminOrders.title' }));
}
