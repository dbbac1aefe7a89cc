import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { Badge, Box, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { useFormat } from '../../../../lib/format';
import type { AdminNavEntry } from '../navigation';

export const SidebarCountersFragment = graphql(`
  fragment SidebarCounters on BackOfficeCounters {
    ordersToday
    processing
    completed
    newOrders
    unreadMessages
  }
`);

type Props = {
  entries: AdminNavEntry[];
  counters?: FragmentType<typeof SidebarCountersFragment> | null;
  onNavigate?: () => void;
};

function NavEntry({
  entry,
  newOrders,
  unreadMessages,
  onNavigate,
}: {
  entry: AdminNavEntry;
  newOrders?: number;
  /** Clients' messages the office has not read: shown beside the orders entry. */
  unreadMessages?: number;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const { number } = useFormat();
  const Icon = entry.icon;
  return (
    <NavLink to={entry.to} end onClick={onNavigate}>
      {({ isActive }) => (
        <HStack
          as="span"
          gap="3"
          px="3"
          py="2.5"
          rounded="md"
          fontWeight={isActive ? 'bold' : 'medium'}
          color={isActive ? 'brand.800' : 'gray.700'}
          bg={isActive ? 'brand.50' : undefined}
          borderInlineStartWidth="3px"
          borderInlineStartColor={isActive ? 'brand.600' : 'transparent'}
          _hover={{ bg: 'brand.50' }}
          data-active={isActive || undefined}
        >
          <Icon size={18} aria-hidden />
          <Text as="span" flex="1">
            <FormattedMessage id={entry.label} />
          </Text>
          {entry.badge === 'newOrders' && newOrders !== undefined && newOrders > 0 && (
            <Badge
              colorPalette="red"
              variant="solid"
              rounded="full"
              aria-label={intl.formatMessage({ id: 'admin.nav.newOrders' }, { count: newOrders })}
              data-testid="orders-badge"
            >
              {number(newOrders)}
            </Badge>
          )}
          {entry.badge === 'newOrders' && unreadMessages !== undefined && unreadMessages > 0 && (
            <Badge
              colorPalette="blue"
              variant="solid"
              rounded="full"
              aria-label={intl.formatMessage({ id: 'admin.sidebar.unreadMessages' }, { count: unreadMessages })}
              data-testid="messages-badge"
            >
              <MessageCircle size={12} aria-hidden /> {number(unreadMessages)}
            </Badge>
          )}
        </HStack>
      )}
    </NavLink>
  );
}

function QuickStat({ label, value }: { label: string; value?: number }) {
  const { number } = useFormat();
  return (
    <Flex justify="space-between" align="center" gap="2">
      <Text as="dt" fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text as="dd" fontWeight="bold" color="gray.800">
        {value === undefined ? <Skeleton as="span" display="inline-block" h="4" w="6" /> : number(value)}
      </Text>
    </Flex>
  );
}

/** The back-office navigation for the user's role, with the new-orders badge and the quick stats. */
export function AdminSidebar({ entries, counters: countersRef, onNavigate }: Props) {
  const intl = useIntl();
  const counters = getFragmentData(SidebarCountersFragment, countersRef ?? undefined);
  return (
    <Stack gap="6" p="4">
      <Stack as="nav" aria-label={intl.formatMessage({ id: 'admin.nav.label' })} gap="1">
        {entries.map((entry) => (
          <NavEntry
            key={entry.to}
            entry={entry}
            newOrders={counters?.newOrders}
            unreadMessages={counters?.unreadMessages}
            onNavigate={onNavigate}
          />
        ))}
      </Stack>
      <Box as="section" aria-labelledby="quick-stats-title" bg="gray.50" rounded="lg" p="4" borderWidth="1px">
        <Text id="quick-stats-title" fontWeight="bold" mb="3" fontSize="sm" color="gray.700">
          <FormattedMessage id="admin.quickStats.title" />
        </Text>
        <Stack as="dl" gap="2" data-testid="quick-stats">
          <QuickStat label={intl.formatMessage({ id: 'admin.quickStats.today' })} value={counters?.ordersToday} />
          <QuickStat label={intl.formatMessage({ id: 'admin.quickStats.processing' })} value={counters?.processing} />
          <QuickStat label={intl.formatMessage({ id: 'admin.quickStats.completed' })} value={counters?.completed} />
        </Stack>
      </Box>
    </Stack>
  );
}
