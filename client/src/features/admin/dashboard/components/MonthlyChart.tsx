import { useIntl } from 'react-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { useFormat } from '../../../../lib/format';
import { ACCENT, BRAND, legendText, TEXT, useChartDirection } from './chart-support';
import { CHART_HEIGHT, ChartCard } from './ChartCard';

export const DashboardMonthlyFragment = graphql(`
  fragment DashboardMonthly on Dashboard {
    ordersByMonth {
      month
      orders
      revenue
    }
  }
`);

/** Orders and lira revenue per office month, the last six, with the language's month names. */
export function MonthlyChart({
  dashboard: ref,
  loading,
}: {
  dashboard?: FragmentType<typeof DashboardMonthlyFragment>;
  loading: boolean;
}) {
  const intl = useIntl();
  const { number, money } = useFormat();
  const rtl = useChartDirection();
  const dashboard = getFragmentData(DashboardMonthlyFragment, ref);
  const ordersLabel = intl.formatMessage({ id: 'dashboard.charts.orders' });
  const revenueLabel = intl.formatMessage({ id: 'dashboard.charts.revenue' });
  const rows = (dashboard?.ordersByMonth ?? []).map((row) => {
    const [year, month] = row.month.split('-').map(Number);
    return {
      name: intl.formatDate(Date.UTC(year, month - 1, 15), { month: 'long', timeZone: 'UTC' }),
      orders: row.orders,
      revenue: Number(row.revenue),
    };
  });
  return (
    <ChartCard
      id="chart-monthly"
      title={intl.formatMessage({ id: 'dashboard.charts.monthly' })}
      loading={loading || !dashboard}
    >
      <div
        dir="ltr"
        role="img"
        aria-label={rows
          .map(
            (row) => `${row.name}: ${ordersLabel} ${number(row.orders)}، ${revenueLabel} ${money(row.revenue, 'TRY')}`,
          )
          .join('؛ ')}
        data-testid="monthly-chart"
      >
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <LineChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" reversed={rtl} tick={{ fontSize: 12 }} />
            <YAxis
              yAxisId="orders"
              orientation={rtl ? 'right' : 'left'}
              allowDecimals={false}
              tickFormatter={number}
              width={40}
              tick={{ fontSize: 12 }}
            />
            <YAxis
              yAxisId="revenue"
              orientation={rtl ? 'left' : 'right'}
              tickFormatter={(value: number) => intl.formatNumber(value, { notation: 'compact' })}
              width={48}
              tick={{ fontSize: 12 }}
            />
            <Tooltip
              itemStyle={{ color: TEXT }}
              contentStyle={{ direction: rtl ? 'rtl' : 'ltr' }}
              formatter={(value, name) => (name === revenueLabel ? money(Number(value), 'TRY') : number(Number(value)))}
            />
            <Legend formatter={legendText} wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }} />
            <Line
              yAxisId="orders"
              type="monotone"
              dataKey="orders"
              name={ordersLabel}
              stroke={BRAND}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Line
              yAxisId="revenue"
              type="monotone"
              dataKey="revenue"
              name={revenueLabel}
              stroke={ACCENT}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartCard>
  );
}
