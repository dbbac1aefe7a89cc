import { Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, CloseButton, Drawer, Flex, Portal, Stack } from '@chakra-ui/react';
import { PageLoader } from '../../../components/PageLoader';
import { useBranding } from '../../../lib/branding';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { SessionWatcher } from '../../../components/SessionWatcher';
import { SkipLink } from '../../../components/SkipLink';
import { useSiteConfig } from '../../../lib/site-config';
import { useSession } from '../../../lib/session';
import { AdminOnlyNotice } from './components/AdminOnlyNotice';
import { AdminHeader, HEADER_HEIGHT } from './components/AdminHeader';
import { AdminSidebar } from './components/AdminSidebar';
import { NotificationsBell } from './components/NotificationsBell';
import { OrderSearch } from './components/OrderSearch';
import { UserMenu } from './components/UserMenu';
import { useBackOfficeShell } from './hooks/useBackOfficeShell';
import { useLastSeen } from './hooks/useLastSeen';
import { navEntriesFor } from './navigation';

/**
 * The back office's own layout: sticky header, a sidebar fixed from
 * 1024 px and a drawer with backdrop below it, and the page. Staff see only their entries.
 */
export default function AdminLayout() {
  const intl = useIntl();
  const session = useSession();
  const location = useLocation();
  const { config } = useSiteConfig();
  useBranding(config?.site);
  const entries = navEntriesFor(session?.user.role);
  const { lastSeen, markSeen } = useLastSeen(session?.user.id);
  const { data, error } = useBackOfficeShell(lastSeen);
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.key : null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const sidebar = (onNavigate?: () => void) => (
    <AdminSidebar entries={entries} counters={data?.backOfficeCounters} onNavigate={onNavigate} />
  );

  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <SkipLink />
      <AdminHeader
        menuButton={menuButton}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        bell={
          <NotificationsBell
            notifications={data?.backOfficeNotifications}
            failed={Boolean(error)}
            lastSeen={lastSeen}
            onSeen={markSeen}
          />
        }
        userMenu={session && <UserMenu user={session.user} />}
      />
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        position="fixed"
        top={HEADER_HEIGHT}
        bottom="0"
        insetStart="0"
        w="64"
        bg="white"
        borderInlineEndWidth="1px"
        overflowY="auto"
        data-testid="sidebar"
      >
        {sidebar()}
      </Box>
      <Drawer.Root
        open={menuOpen}
        onOpenChange={(event) => setMenuOpen(event.open)}
        placement="start"
        finalFocusEl={() => menuButton.current}
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="80" data-testid="sidebar-drawer">
              <Drawer.Header>
                <Drawer.Title>{intl.formatMessage({ id: 'admin.title' })}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body p="0">
                <Stack gap="3" px="4" pt="2" display={{ base: 'flex', md: 'none' }}>
                  <OrderSearch onSearched={() => setMenuOpen(false)} />
                  <LanguageSwitcher />
                </Stack>
                {sidebar(() => setMenuOpen(false))}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'admin.nav.close' })} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Flex
        as="main"
        id="main"
        tabIndex={-1}
        outline="none"
        direction="column"
        flex="1"
        minW="0"
        ms={{ base: '0', lg: '64' }}
      >
        <AdminOnlyNotice />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Flex>
      <SessionWatcher />
    </Flex>
  );
}
