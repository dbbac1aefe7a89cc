import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Button, ButtonGroup, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { usePageTitle } from '../../../lib/site-config';
import { EmptyState } from '../../../components/EmptyState';
import { graphql } from '../../../gql';
import { errorMessage } from '../../../lib/errors';
import { LatestOrders } from './components/LatestOrders';
import { MonthlyChart } from './components/MonthlyChart';
import { StatCards } from './components/StatCards';
import { StatusChart } from './components/StatusChart';
import { TopServicesChart } from './components/TopServicesChart';
import { DueWork } from './components/DueWork';
import { RatingsSection } from './components/RatingsSection';

/** Every figure of the dashboard in one request; `days` is the compared period. */
export const DashboardDocument = graphql(`
  query Dashboard($days: Int!) {
    dashboard(days: $days) {
      periodDays
      ...DashboardStatCards
      ...DashboardMonthly
      ...DashboardStatus
      ...DashboardTopServices
      ...DashboardLatestOrders
      ...DashboardDue
      ...DashboardRatings
    }
  }
`);

export const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

/** The back office's dashboard: stat cards, monthly chart, status pie, top services and the latest orders. */
export default function DashboardPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'dashboard.title' }));
  const [days, setDays] = useState<Period>(30);
  const { data, previousData, loading, error, refetch, networkStatus } = useQuery(DashboardDocument, {
    variables: { days },
    notifyOnNetworkStatusChange: true,
  });
  const refreshing = networkStatus === NetworkStatus.refetch;
  // A new period keeps the charts of the last one until its figures come; only the cards wait.
  const shown = data?.dashboard ?? previousData?.dashboard;
  const firstLoad = loading && !shown;
  const cardsLoading = loading && !refreshing && data?.dashboard === undefined;

  return (
    <Stack gap="6" p={{ base: '4', md: '6' }} maxW="7xl" w="full" mx="auto">
      <Flex
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        direction={{ base: 'column', md: 'row' }}
        gap="4"
      >
        <Box>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            <FormattedMessage id="dashboard.title" />
          </Heading>
          <Text color="gray.600" mt="1">
            <FormattedMessage id="dashboard.intro" />
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap" align="center">
          <ButtonGroup
            size="sm"
            variant="outline"
            attached
            role="group"
            aria-label={intl.formatMessage({ id: 'dashboard.period.label' })}
          >
            {PERIODS.map((period) => (
              <Button
                key={period}
                aria-pressed={days === period}
                variant={days === period ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => setDays(period)}
              >
                <FormattedMessage id={`dashboard.period.${period}`} />
              </Button>
            ))}
          </ButtonGroup>
          <Button size="sm" variant="outline" onClick={() => void refetch()} loading={refreshing} disabled={loading}>
            <RefreshCw size={16} aria-hidden />
            <FormattedMessage id="dashboard.refresh" />
          </Button>
        </Flex>
      </Flex>
      {error && !shown ? (
        <EmptyState
          role="alert"
          icon={<AlertTriangle />}
          title={intl.formatMessage({ id: 'dashboard.error' })}
          description={errorMessage(error, intl.formatMessage({ id: 'common.error.generic' }))}
          action={
            <Button colorPalette="brand" onClick={() => void refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        />
      ) : (
        <>
          <StatCards dashboard={data?.dashboard} loading={cardsLoading} />
          <DueWork dashboard={shown} loading={firstLoad} />
          <MonthlyChart dashboard={shown} loading={firstLoad} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <StatusChart dashboard={shown} loading={firstLoad} />
            <TopServicesChart dashboard={shown} loading={firstLoad} />
          </SimpleGrid>
          <RatingsSection dashboard={shown} loading={firstLoad} />
          <LatestOrders dashboard={shown} loading={firstLoad} />
        </>
      )}
    </Stack>
  );
}
