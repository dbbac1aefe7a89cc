import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useLanguage } from '../../../lib/language';
import { OFFICE_TIME_ZONE, useFormat } from '../../../lib/format';
import { localized } from '../../../lib/i18n';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';
import { CopyValue } from './CopyValue';
import type { OrderStatus } from '../../../gql/graphql';

export const OrderSummaryFragment = graphql(`
  fragment OrderSummary on Order {
    orderNumber
    trackingNumber
    serviceName
    serviceNameTr
    serviceNameEn
    status
    totalAmount
    currency
    paymentMethod
    createdAt
    updatedAt
    dueAt
    notes
  }
`);

/** No expected date once the order is done with. */
const FINISHED: readonly OrderStatus[] = ['completed', 'cancelled', 'refunded'];

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontWeight="semibold" color="gray.800">
        {children}
      </Text>
    </Box>
  );
}

/** What was ordered, its numbers (the tracking number with a copy button), amount, dates and the client's notes. */
export function OrderSummary({ order: ref }: { order: FragmentType<typeof OrderSummaryFragment> }) {
  const order = getFragmentData(OrderSummaryFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const { language } = useLanguage();
  const serviceName = localized(language, { ar: order.serviceName, tr: order.serviceNameTr, en: order.serviceNameEn });
  return (
    <Card.Root as="section" aria-labelledby="order-title" variant="elevated">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="1" minW="0">
            <Text color="gray.600" fontSize="sm">
              <FormattedMessage id="order.summary.service" />
            </Text>
            <Heading as="h1" size="xl" id="order-title">
              {serviceName}
            </Heading>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Flex>
      </Card.Header>
      <Card.Body gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          <Fact label={<FormattedMessage id="order.summary.orderNumber" />}>
            <bdi dir="ltr" data-testid="order-number">
              #{order.orderNumber}
            </bdi>
          </Fact>
          <CopyValue
            label={intl.formatMessage({ id: 'order.summary.trackingNumber' })}
            value={order.trackingNumber}
            testId="tracking-number"
          />
          <Fact label={<FormattedMessage id="order.summary.amount" />}>
            <bdi>{format.money(order.totalAmount, order.currency)}</bdi>
          </Fact>
          <Fact label={<FormattedMessage id="order.summary.paymentMethod" />}>
            <FormattedMessage id={`common.payment.${order.paymentMethod}`} />
          </Fact>
          <Fact label={<FormattedMessage id="order.summary.createdAt" />}>
            <time dateTime={order.createdAt}>{format.istanbulDateTime(order.createdAt)}</time>
          </Fact>
          <Fact label={<FormattedMessage id="order.summary.updatedAt" />}>
            <time dateTime={order.updatedAt}>{format.istanbulDateTime(order.updatedAt)}</time>
          </Fact>
          {order.dueAt && !FINISHED.includes(order.status) && (
            <Fact label={<FormattedMessage id="order.summary.expectedBy" />}>
              <time dateTime={order.dueAt} data-testid="expected-by">
                {intl.formatDate(order.dueAt, { dateStyle: 'long', timeZone: OFFICE_TIME_ZONE })}
              </time>
            </Fact>
          )}
        </SimpleGrid>
        {order.notes && (
          <Box>
            <Text fontSize="sm" color="gray.600">
              <FormattedMessage id="order.summary.notes" />
            </Text>
            <Text dir="auto" whiteSpace="pre-wrap" color="gray.800" wordBreak="break-word">
              {order.notes}
            </Text>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
