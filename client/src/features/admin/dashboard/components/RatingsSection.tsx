import { FormattedMessage, useIntl } from 'react-intl';
import { Card, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { localized } from '../../../../lib/i18n';
import { useLanguage } from '../../../../lib/language';

export const DashboardRatingsFragment = graphql(`
  fragment DashboardRatings on Dashboard {
    ratings {
      count
      average
      byService {
        serviceId
        name
        nameTr
        nameEn
        count
        average
      }
      byAssignee {
        assigneeId
        assigneeName
        count
        average
      }
    }
  }
`);

/** The top of the scale the clients rate on. */
const MAX_STARS = 5;

type Row = { key: string; name: string; count: number; average: number };

/** The clients' ratings of completed orders: overall, per service and per staff member (average and count). */
export function RatingsSection({
  dashboard: ref,
  loading,
}: {
  dashboard?: FragmentType<typeof DashboardRatingsFragment>;
  loading: boolean;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const ratings = getFragmentData(DashboardRatingsFragment, ref)?.ratings;
  const average = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

  const services: Row[] = (ratings?.byService ?? []).map((row) => ({
    key: String(row.serviceId),
    name: localized(language, { ar: row.name, tr: row.nameTr, en: row.nameEn }),
    count: row.count,
    average: row.average,
  }));
  const staff: Row[] = (ratings?.byAssignee ?? []).map((row) => ({
    key: String(row.assigneeId ?? 'none'),
    name: row.assigneeName ?? intl.formatMessage({ id: 'dashboard.due.unassigned' }),
    count: row.count,
    average: row.average,
  }));

  const table = (id: string, caption: string, nameHeader: string, rows: Row[]) => (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" data-testid={id}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="gray.800" mt="0" mb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="dashboard.ratings.average" />
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <FormattedMessage id="dashboard.ratings.count" />
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell dir="auto">{row.name}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {average(row.average)}
              </Table.Cell>
              <Table.Cell textAlign="end">{intl.formatNumber(row.count)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

  return (
    <Card.Root as="section" aria-labelledby="dashboard-ratings" minW="0" data-testid="dashboard-ratings">
      <Card.Header pb="0">
        <Heading as="h2" size="md" id="dashboard-ratings">
          <FormattedMessage id="dashboard.ratings.title" />
        </Heading>
      </Card.Header>
      <Card.Body minW="0">
        {loading || !ratings ? (
          <Skeleton h="40" rounded="md" data-testid="ratings-skeleton" />
        ) : ratings.count === 0 || ratings.average === null ? (
          <Text color="gray.600">
            <FormattedMessage id="dashboard.ratings.none" />
          </Text>
        ) : (
          <Stack gap="4">
            <Text display="flex" alignItems="center" gap="2" data-testid="ratings-overall">
              <Star size={20} aria-hidden fill="currentColor" color="var(--chakra-colors-yellow-500)" />
              <FormattedMessage
                id="dashboard.ratings.overall"
                values={{ average: average(ratings.average), count: ratings.count, max: intl.formatNumber(MAX_STARS) }}
              />
            </Text>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              {table(
                'ratings-by-service',
                intl.formatMessage({ id: 'dashboard.ratings.byService' }),
                intl.formatMessage({ id: 'dashboard.ratings.service' }),
                services,
              )}
              {table(
                'ratings-by-staff',
                intl.formatMessage({ id: 'dashboard.ratings.byStaff' }),
                intl.formatMessage({ id: 'dashboard.ratings.staff' }),
                staff,
              )}
            </SimpleGrid>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
