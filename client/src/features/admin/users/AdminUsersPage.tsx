import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, HStack, Heading, Input, InputGroup, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { CircleAlert, Search, UserPlus, Users } from 'lucide-react';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';
import { usePageTitle } from '../../../lib/site-config';
import { EmptyState } from '../../../components/EmptyState';
import { CardGridSkeleton, ListPageBody } from '../../../components/ListPageBody';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { AdminUserCard, type AdminUserData } from './components/AdminUserCard';
import { UserFormDialog } from './components/UserFormDialog';
import { useDeleteUser } from './hooks/useDeleteUser';
import { useResetTwoFactor } from './hooks/useResetTwoFactor';
import { useToggleUser } from './hooks/useToggleUser';

export const USERS_PAGE_SIZE = 24;
const TABS = ['all', 'admin', 'staff', 'client', 'partner'] as const;
type Tab = (typeof TABS)[number];

export const AdminUsersDocument = graphql(`
  query AdminUsers($search: String, $role: Role, $page: PageInput) {
    users(search: $search, role: $role, page: $page) {
      total
      page
      pageSize
      roleCounts {
        all
        admin
        staff
        client
        partner
      }
      items {
        id
        ...AdminUser
      }
    }
  }
`);

/** The accounts: role tabs with counts, search, cards with toggle, edit and delete, and the add/edit modal. */
export default function AdminUsersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminUsers.${id}` as 'adminUsers.title' }, values);
  usePageTitle(t('title'));
  const session = useSession();

  const [tab, setTab] = useState<Tab>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const [lastFilters, setLastFilters] = useState({ tab, search });
  if (lastFilters.tab !== tab || lastFilters.search !== search) {
    setLastFilters({ tab, search });
    setPage(1);
  }

  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: {
      search: search || null,
      role: tab === 'all' ? null : (tab as Role),
      page: { page, pageSize: USERS_PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.users ?? (loading ? previousData?.users : undefined);
  const pages = list ? Math.max(1, Math.ceil(list.total / USERS_PAGE_SIZE)) : 1;

  const [editing, setEditing] = useState<{ user: AdminUserData | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminUserData | null>(null);
  const [resetting, setResetting] = useState<AdminUserData | null>(null);
  const [resetTwoFactor, { loading: resettingTwoFactor }] = useResetTwoFactor();
  const toggle = useToggleUser();
  const [remove, { loading: removing }] = useDeleteUser();

  const onToggle = (user: AdminUserData) => {
    void toggle(user).then(
      () => notify.success(t('statusUpdated')),
      (failure: unknown) => notify.error(errorMessage(failure, t('updateFailed'))),
    );
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting);
      notify.success(t('deleted'));
    } catch (failure) {
      notify.error(errorMessage(failure, t('deleteFailed')));
    }
    setDeleting(null);
  };

  const onResetTwoFactor = async () => {
    if (!resetting) return;
    try {
      await resetTwoFactor(resetting);
      notify.success(t('twoFactorReset'));
    } catch (failure) {
      notify.error(errorMessage(failure, t('updateFailed')));
    }
    setResetting(null);
  };

  const addButton = (
    <Button colorPalette="brand" onClick={() => setEditing({ user: null })}>
      <UserPlus aria-hidden /> <FormattedMessage id="adminUsers.add" />
    </Button>
  );

  const body = (
    <ListPageBody
      items={list?.items}
      failed={Boolean(error)}
      loadingLabel={t('loading')}
      skeleton={<CardGridSkeleton height="48" testId="users-loading" />}
      error={{ icon: <CircleAlert size={32} aria-hidden />, title: t('loadFailed'), onRetry: () => void refetch() }}
      empty={
        search || tab !== 'all' ? (
          <EmptyState
            icon={<Search size={32} aria-hidden />}
            title={t('noMatch.title')}
            description={t('noMatch.text')}
          />
        ) : (
          <EmptyState
            icon={<Users size={32} aria-hidden />}
            title={t('empty.title')}
            description={t('empty.text')}
            action={addButton}
          />
        )
      }
    >
      {(users) => (
        <Stack gap="4">
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy={loading}>
            {users.map((user) => (
              <Box as="li" key={user.id} minW="0">
                <AdminUserCard
                  user={user}
                  isSelf={user.id === session?.user.id}
                  onToggle={onToggle}
                  onEdit={(item) => setEditing({ user: item })}
                  onDelete={setDeleting}
                  onResetTwoFactor={setResetting}
                />
              </Box>
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <HStack justify="center" gap="3">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <FormattedMessage id="adminUsers.previous" />
              </Button>
              <Text fontSize="sm">
                {t('pageOf', { page: intl.formatNumber(page), pages: intl.formatNumber(pages) })}
              </Text>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                <FormattedMessage id="adminUsers.next" />
              </Button>
            </HStack>
          )}
        </Stack>
      )}
    </ListPageBody>
  );

  const counts = list?.roleCounts;
  return (
    <Stack gap="5" minW="0" p={{ base: '4', md: '6' }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            <FormattedMessage id="adminUsers.title" />
          </Heading>
          {counts && (
            <Text color="gray.600" fontSize="sm" data-testid="users-count">
              {t('count', { count: counts.all })}
            </Text>
          )}
        </Box>
        {addButton}
      </Flex>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as Tab)}
        variant="enclosed"
        size="sm"
        fitted={false}
      >
        <Box overflowX="auto" maxW="full">
          <Tabs.List aria-label={t('tabs')}>
            {TABS.map((item) => (
              <Tabs.Trigger key={item} value={item} whiteSpace="nowrap">
                {t(item === 'all' ? 'tab.all' : `role.${item}`)}
                {counts && (
                  <Text as="span" fontSize="xs" color="gray.600" ms="1">
                    ({intl.formatNumber(counts[item])})
                  </Text>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <InputGroup startElement={<Search size={16} aria-hidden />} mt="4">
          <Input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('search')}
            aria-label={t('searchLabel')}
          />
        </InputGroup>
        {TABS.map((item) => (
          <Tabs.Content key={item} value={item} pt="5">
            {item === tab ? body : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <UserFormDialog open={editing !== null} user={editing?.user ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete.title')}
        text={t('confirmDelete.text', { name: deleting?.fullName ?? '' })}
        confirm={t('confirmDelete.confirm')}
        cancel={t('cancel')}
        busy={removing}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={resetting !== null}
        tone="warning"
        title={t('confirmResetTwoFactor.title')}
        text={t('confirmResetTwoFactor.text', { name: resetting?.fullName ?? '' })}
        confirm={t('confirmResetTwoFactor.confirm')}
        cancel={t('cancel')}
        busy={resettingTwoFactor}
        onConfirm={() => void onResetTwoFactor()}
        onClose={() => setResetting(null)}
      />
    </Stack>
  );
}
