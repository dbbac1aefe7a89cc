import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '@chakra-ui/react';
import { AlarmClock, Clock } from 'lucide-react';
import type { DueState } from '../../../../gql/graphql';
import { OFFICE_TIME_ZONE } from '../../../../lib/format';

/**
 * "Overdue" (red) or "due soon" (amber, within 24 hours) beside an order's status, with the due moment in Istanbul
 * time as its title; nothing for other orders (no due date, due later, waiting for the client, done).
 */
export function DueBadge({ dueState, dueAt }: { dueState?: DueState | null; dueAt?: string | null }) {
  const intl = useIntl();
  if (!dueState) return null;
  const when = dueAt
    ? intl.formatMessage(
        { id: 'adminOrders.due.title' },
        { when: intl.formatDate(dueAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: OFFICE_TIME_ZONE }) },
      )
    : undefined;
  const overdue = dueState === 'overdue';
  return (
    <Badge
      colorPalette={overdue ? 'red' : 'yellow'}
      variant={overdue ? 'solid' : 'subtle'}
      data-due={dueState}
      title={when}
      marginInlineStart="1"
    >
      {overdue ? <AlarmClock size={12} aria-hidden /> : <Clock size={12} aria-hidden />}
      <FormattedMessage id={`adminOrders.due.${dueState}`} />
    </Badge>
  );
}
