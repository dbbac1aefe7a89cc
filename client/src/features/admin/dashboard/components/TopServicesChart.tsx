import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Center, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { useFormat } from '../../../../lib/format';
import { localized } from '../../../../lib/i18n';
import { useLanguage } from '../../../../lib/language';
import { BRAND, TEXT, useChartDirection } from './chart-support';
import { CHART_HEIGHT, ChartCard } from './ChartCard';

export const DashboardTopServicesFragment = graphql(`
  fragment DashboardTopServices on Dashboard {
    topServices {
      serviceId
      name
      nameTr
      nameEn
      ordersCount
    }
  }
`);

const shorten = (text: string) => (text.length > 18 ? `${text.slice(0, 17)}…` : text);

/** The five most-ordered services as horizontal bars. */
export function TopServicesChart({
  dashboard: ref,
  loading,
}: {
  dashboard?: FragmentType<typeof DashboardTopServicesFragment>;
  loading: boolean;
}) {
  const intl = useIntl();
  const { number } = useFormat();
  const rtl = useChartDirection();
  const dashboard = getFragmentData(DashboardTopServicesFragment, ref);
  const { language } = useLanguage();
  // Each bar is named in the interface language (the Arabic when the office gave no translation).
  const rows = (dashboard?.topServices ?? []).map((row) => ({
    ...row,
    name: localized(language, { ar: row.name, tr: row.nameTr, en: row.nameEn }),
  }));
  const countLabel = intl.formatMessage({ id: 'dashboard.charts.ordersCount' });
  return (
    <ChartCard
      id="chart-top-services"
      title={intl.formatMessage({ id: 'dashboard.charts.topServices' })}
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
          aria-label={new Intl.ListFormat(intl.locale, { type: 'unit' }).format(
            rows.map((row) => `${row.name}: ${number(row.ordersCount)}`),
          )}
          data-testid="top-services-chart"
        >
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <BarChart data={rows} layout="vertical" margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis
                type="number"
                allowDecimals={false}
                reversed={rtl}
                tickFormatter={number}
                tick={{ fontSize: 12 }}
              />
              <YAxis
                type="category"
                dataKey="name"
                orientation={rtl ? 'right' : 'left'}
                width={120}
                tickFormatter={shorten}
                tick={{ fontSize: 12 }}
              />
              <Tooltip
                itemStyle={{ color: TEXT }}
                contentStyle={{ direction: rtl ? 'rtl' : 'ltr' }}
                formatter={(value) => [number(Number(value)), countLabel]}
              />
              <Bar
                dataKey="ordersCount"
                name={countLabel}
                fill={BRAND}
                radius={4}
                barSize={22}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </ChartCard>
  );
}
