import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card, HStack, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowDownRight, ArrowUpRight, Banknote, Briefcase, ClipboardList, Minus, Users } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { useFormat, type CurrencyCode } from '../../../../lib/format';

export const DashboardStatCardsFragment = graphql(`
  fragment DashboardStatCards on Dashboard {
    periodDays
    totals {
      orders {
        total
        current
        changePercent
      }
      users {
        total
        current
        changePercent
      }
      revenue {
        total
        current
        changePercent
        currency
        byCurrency {
          currency
          amount
          amountTry
        }
      }
      activeServices {
        total
        current
        changePercent
      }
    }
  }
`);

function Change({ percent }: { percent: number | null }) {
  const intl = useIntl();
  if (percent === null) {
    return (
      <Text fontSize="sm" color="gray.600" data-trend="none">
        {intl.formatMessage({ id: 'dashboard.change.none' })}
      </Text>
    );
  }
  const text = intl.formatNumber(Math.abs(percent) / 100, { style: 'percent', maximumFractionDigits: 1 });
  const trend = percent > 0 ? 'up' : percent < 0 ? 'down' : 'same';
  const Icon = trend === 'up' ? ArrowUpRight : trend === 'down' ? ArrowDownRight : Minus;
  const color = trend === 'up' ? 'green.700' : trend === 'down' ? 'red.700' : 'gray.600';
  return (
    <HStack gap="1" color={color} fontSize="sm" data-trend={trend}>
      <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
      <Text>{intl.formatMessage({ id: `dashboard.change.${trend}` }, { percent: text })}</Text>
    </HStack>
  );
}

function StatCard({
  label,
  value,
  icon,
  percent,
  testId,
  children,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  percent: number | null;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card.Root data-testid={testId}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start">
          <Text color="gray.600" fontSize="sm" fontWeight="medium">
            {label}
          </Text>
          <Stack color="brand.600" bg="brand.50" p="2" rounded="md">
            {icon}
          </Stack>
        </HStack>
        <Text fontSize="2xl" fontWeight="bold" color="gray.900">
          {value}
        </Text>
        <Change percent={percent} />
        {children}
      </Card.Body>
    </Card.Root>
  );
}

type CurrencyRevenue = { currency: CurrencyCode; amount: string; amountTry: string };

/** The chosen period's money per currency, each with its lira at the recorded rates (lira alone once). */
function RevenueByCurrency({ entries }: { entries: CurrencyRevenue[] }) {
  const intl = useIntl();
  const { money } = useFormat();
  const title = intl.formatMessage({ id: 'dashboard.revenue.byCurrency' });
  if (entries.length === 0) {
    return (
      <Text fontSize="xs" color="gray.600" data-testid="revenue-by-currency">
        {intl.formatMessage({ id: 'dashboard.revenue.none' })}
      </Text>
    );
  }
  return (
    <Stack gap="0.5" fontSize="xs" color="gray.700" data-testid="revenue-by-currency">
      <Text color="gray.600">{title}</Text>
      <List.Root variant="plain" aria-label={title} gap="0.5">
        {entries.map((entry) => (
          <List.Item key={entry.currency} data-currency={entry.currency}>
            {entry.currency === 'TRY'
              ? money(entry.amount, 'TRY')
              : intl.formatMessage(
                  { id: 'dashboard.revenue.line' },
                  { amount: money(entry.amount, entry.currency), lira: money(entry.amountTry, 'TRY') },
                )}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** Orders, users, revenue and active services, each with its change against the period before. */
export function StatCards({
  dashboard: ref,
  loading,
}: {
  dashboard?: FragmentType<typeof DashboardStatCardsFragment>;
  loading: boolean;
}) {
  const intl = useIntl();
  const { number, money } = useFormat();
  const dashboard = getFragmentData(DashboardStatCardsFragment, ref);
  if (loading || !dashboard) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h="32" rounded="lg" data-testid="stat-skeleton" />
        ))}
      </SimpleGrid>
    );
  }
  const { orders, users, revenue, activeServices } = dashboard.totals;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <StatCard
        testId="stat-orders"
        label={intl.formatMessage({ id: 'dashboard.stats.orders' })}
        value={number(orders.total)}
        percent={orders.changePercent}
        icon={<ClipboardList size={20} aria-hidden />}
      />
      <StatCard
        testId="stat-users"
        label={intl.formatMessage({ id: 'dashboard.stats.users' })}
        value={number(users.total)}
        percent={users.changePercent}
        icon={<Users size={20} aria-hidden />}
      />
      <StatCard
        testId="stat-revenue"
        label={intl.formatMessage({ id: 'dashboard.stats.revenue' })}
        value={money(revenue.total, revenue.currency)}
        percent={revenue.changePercent}
        icon={<Banknote size={20} aria-hidden />}
      >
        <RevenueByCurrency entries={revenue.byCurrency} />
      </StatCard>
      <StatCard
        testId="stat-services"
        label={intl.formatMessage({ id: 'dashboard.stats.activeServices' })}
        value={number(activeServices.total)}
        percent={activeServices.changePercent}
        icon={<Briefcase size={20} aria-hidden />}
      />
    </SimpleGrid>
  );
}
