import { useIntl } from 'react-intl';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { Center, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import type { OrderStatus } from '../../../../gql/graphql';
import { useFormat } from '../../../../lib/format';
import { legendText, TEXT, useChartDirection } from './chart-support';
import { CHART_HEIGHT, ChartCard } from './ChartCard';

export const DashboardStatusFragment = graphql(`
  fragment DashboardStatus on Dashboard {
    statusDistribution {
      status
      count
    }
  }
`);

const COLORS: Record<OrderStatus, string> = {
  pending: '#3182ce',
  pending_payment: '#dd6b20',
  paid: '#319795',
  processing: '#00a3c4',
  in_progress: '#805ad5',
  completed: '#38a169',
  cancelled: '#e53e3e',
  refunded: '#718096',
};

/** How many orders are in each status (the statuses that have any). */
export function StatusChart({
  dashboard: ref,
  loading,
}: {
  dashboard?: FragmentType<typeof DashboardStatusFragment>;
  loading: boolean;
}) {
  const intl = useIntl();
  const { number } = useFormat();
  const rtl = useChartDirection();
  const dashboard = getFragmentData(DashboardStatusFragment, ref);
  const rows = (dashboard?.statusDistribution ?? [])
    .filter((row) => row.count > 0)
    .map((row) => ({
      status: row.status,
      name: intl.formatMessage({ id: `common.status.${row.status}` }),
      value: row.count,
    }));
  return (
    <ChartCard
      id="chart-status"
      title={intl.formatMessage({ id: 'dashboard.charts.status' })}
      loading={loading || !dashboard}
    >
      {rows.length === 0 ? (
        <Center h={`${CHART_HEIGHT}px`}>
          <Text color="gray.600">{intl.formatMessage({ id: 'dashboard.charts.noData' })}</Text>
        </Center>
      ) : (
        <div
          dir="ltr"
          role="img"
          aria-label={rows.map((row) => `${row.name}: ${number(row.value)}`).join('، ')}
          data-testid="status-chart"
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <PieChart>
              <Pie
                data={rows}
                dataKey="value"
                nameKey="name"
                innerRadius="45%"
                outerRadius="75%"
                paddingAngle={rows.length > 1 ? 2 : 0}
                isAnimationActive={false}
              >
                {rows.map((row) => (
                  <Cell key={row.status} fill={COLORS[row.status]} />
                ))}
              </Pie>
              <Tooltip
                itemStyle={{ color: TEXT }}
                contentStyle={{ direction: rtl ? 'rtl' : 'ltr' }}
                formatter={(value) => number(Number(value))}
              />
              <Legend formatter={legendText} wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }} />
            </PieChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}
