import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Box, Card, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { useFormat } from '../../../../lib/format';
import { localized } from '../../../../lib/i18n';
import { useLanguage } from '../../../../lib/language';
import { OrderStatusBadge } from '../../../../components/OrderStatusBadge';

export const DashboardLatestOrdersFragment = graphql(`
  fragment DashboardLatestOrders on Dashboard {
    latestOrders {
      id
      orderNumber
      fullName
      serviceName
      serviceNameTr
      serviceNameEn
      totalAmount
      currency
      status
      createdAt
    }
  }
`);

/** The five newest orders; each opens its details on the orders page. */
export function LatestOrders({
  dashboard: ref,
  loading,
}: {
  dashboard?: FragmentType<typeof DashboardLatestOrdersFragment>;
  loading: boolean;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { money, adminDate } = useFormat();
  const dashboard = getFragmentData(DashboardLatestOrdersFragment, ref);
  const orders = dashboard?.latestOrders ?? [];
  return (
    <Card.Root as="section" aria-labelledby="latest-orders-title" minW="0">
      <Card.Header pb="0">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="latest-orders-title">
            <FormattedMessage id="dashboard.latest.title" />
          </Heading>
          <Link to="/admin/orders">
            <Text as="span" color="brand.700" fontWeight="medium" fontSize="sm">
              <FormattedMessage id="dashboard.latest.viewAll" />
            </Text>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body minW="0">
        {loading || !dashboard ? (
          <Stack gap="2">
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} h="10" data-testid="row-skeleton" />
            ))}
          </Stack>
        ) : orders.length === 0 ? (
          <Text color="gray.600" py="6" textAlign="center">
            <FormattedMessage id="dashboard.latest.empty" />
          </Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="latest-orders">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{intl.formatMessage({ id: 'dashboard.latest.number' })}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage({ id: 'dashboard.latest.client' })}</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                    {intl.formatMessage({ id: 'dashboard.latest.service' })}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', sm: 'table-cell' }}>
                    {intl.formatMessage({ id: 'dashboard.latest.amount' })}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage({ id: 'dashboard.latest.status' })}</Table.ColumnHeader>
                  <Table.ColumnHeader display={{ base: 'none', lg: 'table-cell' }}>
                    {intl.formatMessage({ id: 'dashboard.latest.date' })}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {orders.map((order) => (
                  <Table.Row key={order.id}>
                    <Table.Cell>
                      <Link
                        to={`/admin/orders?order=${order.id}`}
                        aria-label={intl.formatMessage({ id: 'dashboard.latest.open' }, { number: order.orderNumber })}
                      >
                        <Text as="span" color="brand.700" fontWeight="medium" dir="ltr" whiteSpace="nowrap">
                          {order.orderNumber}
                        </Text>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>
                      <Text lineClamp={1}>
                        <bdi>{order.fullName}</bdi>
                      </Text>
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                      <Text lineClamp={1}>
                        <bdi>
                          {localized(language, {
                            ar: order.serviceName,
                            tr: order.serviceNameTr,
                            en: order.serviceNameEn,
                          })}
                        </bdi>
                      </Text>
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', sm: 'table-cell' }} whiteSpace="nowrap">
                      {money(order.totalAmount, order.currency)}
                    </Table.Cell>
                    <Table.Cell>
                      <OrderStatusBadge status={order.status} />
                    </Table.Cell>
                    <Table.Cell display={{ base: 'none', lg: 'table-cell' }} whiteSpace="nowrap" color="gray.600">
                      {adminDate(order.createdAt)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
