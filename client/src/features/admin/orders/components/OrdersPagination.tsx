import { FormattedMessage, useIntl } from 'react-intl';
import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous and next with "page X of Y"; hidden when everything fits on one page. */
export function OrdersPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  if (pages <= 1) return null;
  return (
    <HStack
      as="nav"
      aria-label={intl.formatMessage({ id: 'adminOrders.pagination.label' })}
      justify="space-between"
      gap="3"
      wrap="wrap"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="adminOrders.pagination.previous" />
      </Button>
      <Text fontSize="sm" color="gray.700" aria-live="polite">
        <FormattedMessage
          id="adminOrders.pagination.status"
          values={{ page: intl.formatNumber(page), pages: intl.formatNumber(pages) }}
        />
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="adminOrders.pagination.next" />
      </Button>
    </HStack>
  );
}
