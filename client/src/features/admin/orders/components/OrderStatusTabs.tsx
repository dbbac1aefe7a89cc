import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Tabs } from '@chakra-ui/react';
import type { OrderStatus } from '../../../../gql/graphql';
import { useFormat } from '../../../../lib/format';
import { ORDER_STATUSES } from '../../../../lib/order-statuses';

type Props = {
  status: OrderStatus | null;
  counts: Partial<Record<OrderStatus, number>> | null;
  onChange: (status: OrderStatus | null) => void;
  children: ReactNode;
};

/** "All" and every status, each with its count for the current search; the list is the selected tab's panel. */
export function OrderStatusTabs({ status, counts, onChange, children }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const current = status ?? 'all';
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0) : null;
  const values = ['all', ...ORDER_STATUSES] as const;
  return (
    <Tabs.Root
      value={current}
      onValueChange={({ value }) => onChange(value === 'all' ? null : (value as OrderStatus))}
      variant="line"
      colorPalette="brand"
      lazyMount={false}
    >
      <Tabs.List
        aria-label={intl.formatMessage({ id: 'adminOrders.tabs.label' })}
        overflowX="auto"
        overflowY="hidden"
        maxW="full"
      >
        {values.map((value) => {
          const count = value === 'all' ? all : (counts?.[value] ?? null);
          return (
            <Tabs.Trigger key={value} value={value} flexShrink={0} whiteSpace="nowrap" data-testid={`tab-${value}`}>
              <FormattedMessage id={value === 'all' ? 'adminOrders.tabs.all' : `common.status.${value}`} />
              {count !== null && (
                <Badge
                  size="sm"
                  variant={value === current ? 'solid' : 'subtle'}
                  colorPalette={value === current ? 'brand' : 'gray'}
                  data-testid={`count-${value}`}
                >
                  {format.number(count)}
                </Badge>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {values.map((value) => (
        <Tabs.Content key={value} value={value} pt="4">
          {value === current ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
