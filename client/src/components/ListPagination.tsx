import { FormattedMessage, useIntl } from 'react-intl';
import { Button, HStack, Text } from '@chakra-ui/react';

/**
 * A list's previous and next buttons with "page X of Y"; hidden when everything fits on one page.
 * `label` names the navigation for screen readers (which list's pages these are).
 */
export function ListPagination({
  page,
  pageCount,
  onChange,
  label,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="3" wrap="wrap">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <FormattedMessage id="common.pagination.previous" />
      </Button>
      <Text fontSize="sm" color="gray.700" aria-live="polite">
        <FormattedMessage
          id="common.pagination.status"
          values={{ page: intl.formatNumber(page), pages: intl.formatNumber(pageCount) }}
        />
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        <FormattedMessage id="common.pagination.next" />
      </Button>
    </HStack>
  );
}
