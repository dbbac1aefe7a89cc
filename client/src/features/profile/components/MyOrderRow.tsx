import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Flex, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { BellRing, MessageCircle } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { useLanguage } from '../../../lib/language';
import { useFormat } from '../../../lib/format';
import { localized } from '../../../lib/i18n';
import { OrderStatusBadge } from '../../../components/OrderStatusBadge';

export const MyOrderRowFragment = graphql(`
  fragment MyOrderRow on Order {
    id
    serviceName
    serviceNameTr
    serviceNameEn
    trackingNumber
    status
    onHold
    unreadMessages
    createdAt
    totalAmount
    currency
  }
`);

/** One of the client's orders: service, tracking number, status, date and total; the whole card opens the order. */
export function MyOrderRow({ order: ref }: { order: FragmentType<typeof MyOrderRowFragment> }) {
  const order = getFragmentData(MyOrderRowFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const { language } = useLanguage();
  return (
    <LinkBox
      as="li"
      borderWidth="1px"
      rounded="lg"
      p="4"
      bg="white"
      _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
      data-testid={`my-order-${order.id}`}
    >
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0" flex="1">
          <LinkOverlay asChild fontWeight="bold" color="gray.800">
            <RouterLink to={`/orders/${order.id}`}>
              {localized(language, { ar: order.serviceName, tr: order.serviceNameTr, en: order.serviceNameEn })}
            </RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="gray.600">
            <FormattedMessage id="profile.orders.trackingNumber" />{' '}
            <Text as="bdi" dir="ltr" color="gray.800" fontWeight="medium">
              {order.trackingNumber}
            </Text>
          </Text>
        </Stack>
        <Stack gap="1" align="end">
          <OrderStatusBadge status={order.status} />
          {order.onHold && (
            <Badge colorPalette="orange" variant="solid" data-testid={`my-order-${order.id}-on-hold`}>
              <BellRing size={14} aria-hidden /> <FormattedMessage id="profile.orders.onHold" />
            </Badge>
          )}
          {order.unreadMessages > 0 && (
            <Badge
              colorPalette="blue"
              variant="solid"
              data-testid={`my-order-${order.id}-unread`}
              aria-label={intl.formatMessage({ id: 'common.messages.unread' }, { count: order.unreadMessages })}
            >
              <MessageCircle size={14} aria-hidden /> {format.number(order.unreadMessages)}
            </Badge>
          )}
        </Stack>
      </Flex>
      <Flex justify="space-between" gap="3" mt="3" wrap="wrap" fontSize="sm">
        <Box color="gray.600">
          <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
        </Box>
        <Box fontWeight="bold" color="gray.800">
          <bdi>{format.money(order.totalAmount, order.currency)}</bdi>
        </Box>
      </Flex>
    </LinkBox>
  );
}
