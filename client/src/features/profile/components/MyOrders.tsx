import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, Field, Flex, Heading, HStack, List, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ClipboardList, Plus } from 'lucide-react';
import type { FragmentType } from '../../../gql';
import type { OrderStatus } from '../../../gql/graphql';
import { EmptyState } from '../../../components/EmptyState';
import { ORDER_STATUSES } from '../../../lib/order-statuses';
import { MyOrderRow, MyOrderRowFragment } from './MyOrderRow';

/** Arrows point the way the page reads: mirrored right to left. */
const Flip = ({ children }: { children: ReactNode }) => (
  <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
    {children}
  </Box>
);

type Props = {
  orders: {
    total: number;
    page: number;
    pageSize: number;
    items: ({ id: number } & FragmentType<typeof MyOrderRowFragment>)[];
  };
  status: OrderStatus | null;
  refreshing: boolean;
  onStatus: (status: OrderStatus | null) => void;
  onPage: (page: number) => void;
};

/** The client's orders, newest first: a status filter, one page of cards, and previous/next pages. */
export function MyOrders({ orders, status, refreshing, onStatus, onPage }: Props) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(orders.total / orders.pageSize));
  const noOrdersAtAll = orders.total === 0 && status === null;

  return (
    <Card.Root as="section" aria-labelledby="my-orders-title" variant="outline" aria-busy={refreshing}>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="2">
            <Heading as="h2" size="lg" id="my-orders-title">
              <FormattedMessage id="profile.orders.title" />
            </Heading>
            {refreshing && <Spinner size="sm" color="brand.600" />}
          </HStack>
          {!noOrdersAtAll && (
            <Field.Root width={{ base: 'full', sm: '56' }}>
              <Field.Label srOnly>
                <FormattedMessage id="profile.orders.filter" />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={status ?? ''}
                  onChange={(event) => onStatus((event.currentTarget.value || null) as OrderStatus | null)}
                >
                  <option value="">{intl.formatMessage({ id: 'profile.orders.allStatuses' })}</option>
                  {ORDER_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {intl.formatMessage({ id: `common.status.${value}` })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {noOrdersAtAll ? (
          <EmptyState
            icon={<ClipboardList size={32} aria-hidden />}
            title={intl.formatMessage({ id: 'profile.orders.empty' })}
            action={
              <Button asChild colorPalette="brand">
                <RouterLink to="/create-order">
                  <Plus aria-hidden /> <FormattedMessage id="profile.orders.orderNow" />
                </RouterLink>
              </Button>
            }
          />
        ) : orders.items.length === 0 ? (
          <Text color="gray.600" py="6" textAlign="center" role="status">
            <FormattedMessage id="profile.orders.emptyStatus" />
          </Text>
        ) : (
          <List.Root as="ul" listStyle="none" ms="0" gap="3" aria-labelledby="my-orders-title">
            {orders.items.map((order) => (
              <MyOrderRow key={order.id} order={order} />
            ))}
          </List.Root>
        )}
      </Card.Body>
      {pages > 1 && (
        <Card.Footer>
          <Flex
            as="nav"
            aria-label={intl.formatMessage({ id: 'profile.orders.pagination' })}
            justify="space-between"
            align="center"
            width="full"
            gap="3"
          >
            <Button
              size="sm"
              variant="outline"
              disabled={orders.page <= 1 || refreshing}
              onClick={() => onPage(orders.page - 1)}
            >
              <Flip>
                <ChevronLeft aria-hidden />
              </Flip>{' '}
              <FormattedMessage id="profile.orders.previous" />
            </Button>
            <Text fontSize="sm" color="gray.600" aria-live="polite">
              <FormattedMessage
                id="profile.orders.pageOf"
                values={{ page: intl.formatNumber(orders.page), pages: intl.formatNumber(pages) }}
              />
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={orders.page >= pages || refreshing}
              onClick={() => onPage(orders.page + 1)}
            >
              <FormattedMessage id="profile.orders.next" />{' '}
              <Flip>
                <ChevronRight aria-hidden />
              </Flip>
            </Button>
          </Flex>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
