import { FormattedMessage } from 'react-intl';
import { Badge } from '@chakra-ui/react';
import type { OrderStatus } from '../gql/graphql';

const PALETTE: Record<OrderStatus, string> = {
  pending: 'blue',
  pending_payment: 'orange',
  paid: 'teal',
  processing: 'cyan',
  in_progress: 'purple',
  completed: 'green',
  cancelled: 'red',
  refunded: 'gray',
};

/** An order's status in the chosen language, coloured by status. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="lg" data-status={status}>
      <FormattedMessage id={`common.status.${status}`} />
    </Badge>
  );
}
