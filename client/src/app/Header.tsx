import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useNavigate } from 'react-router-dom';
import { Box, Button, Container, Flex, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { Menu, Scale } from 'lucide-react';
import { getFragmentData, type FragmentType } from '../gql';
import { notify } from '../components/toaster';
import { isBackOffice, signOut, useSession } from '../lib/session';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { PUBLIC_LINKS, type NavItem } from './site';
import { HeaderBrandFragment, useSiteConfig } from '../lib/site-config';
import { ClientMessagesBadge } from './ClientMessagesBadge';

const MobileMenu = lazy(() => import('./MobileMenu'));

function useNavItems(): NavItem[] {
  const session = useSession();
  if (!session)
    return [
      ...PUBLIC_LINKS,
      { to: '/login', label: 'common.nav.login' },
      { to: '/register', label: 'common.nav.register' },
    ];
  return [
    ...PUBLIC_LINKS,
    { to: '/create-order', label: 'common.nav.createOrder' },
    ...(isBackOffice(session.user) ? [{ to: '/admin', label: 'common.nav.backOffice' } as const] : []),
    { to: '/profile', label: 'common.nav.profile' },
  ];
}

function NavLinkButton({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  return (
    <NavLink to={item.to} end={item.to === '/'} onClick={onClick}>
      {({ isActive }) => (
        <Box
          as="span"
          display="block"
          px="3"
          py="2"
          rounded="md"
          fontWeight={isActive ? 'bold' : 'medium'}
          color={isActive ? 'brand.700' : 'gray.700'}
          bg={isActive ? 'brand.50' : undefined}
          _hover={{ bg: 'brand.50' }}
        >
          <FormattedMessage id={item.label} />
        </Box>
      )}
    </NavLink>
  );
}

function Brand({ config }: { config?: FragmentType<typeof HeaderBrandFragment> }) {
  const brand = getFragmentData(HeaderBrandFragment, config);
  const { siteName } = useSiteConfig();
  return (
    <NavLink to="/" aria-label={siteName} style={{ display: 'block', maxWidth: 'fit-content' }}>
      <HStack gap="2" color="brand.700" minW="0" h="9">
        {brand?.site.logoUrl ? (
          <Image src={brand.site.logoUrl} alt="" h="9" maxW="28" objectFit="contain" />
        ) : (
          <Scale size={26} aria-hidden />
        )}
        <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={1}>
          {siteName}
        </Text>
      </HStack>
    </NavLink>
  );
}

/** Sticky header with a shadow once the page scrolls, and a drawer menu on phones. */
export function Header() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const items = useNavItems();
  const { config, siteName } = useSiteConfig();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const logout = () => {
    signOut();
    setMenuOpen(false);
    notify.success(intl.formatMessage({ id: 'common.nav.loggedOut' }));
    void navigate('/login');
  };
  const userName = session ? session.user.fullName || session.user.email : null;

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white"
      boxShadow={scrolled ? 'md' : 'none'}
      borderBottomWidth={scrolled ? 0 : '1px'}
      transition="box-shadow 0.2s"
      data-scrolled={scrolled || undefined}
    >
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between" gap="3">
          <Box flex="1" minW="0">
            <Brand config={config} />
          </Box>
          <HStack
            as="nav"
            aria-label={intl.formatMessage({ id: 'common.nav.main' })}
            gap="1"
            display={{ base: 'none', lg: 'flex' }}
          >
            {items.map((item) => (
              <NavLinkButton key={item.to} item={item} />
            ))}
            {session && (
              <>
                <Text px="2" color="gray.600" fontSize="sm" maxW="40" truncate title={userName!}>
                  {userName}
                </Text>
                <Button size="sm" variant="outline" onClick={logout}>
                  <FormattedMessage id="common.nav.logout" />
                </Button>
              </>
            )}
          </HStack>
          <HStack gap="1" flexShrink={0}>
            {session && !isBackOffice(session.user) && <ClientMessagesBadge />}
            <LanguageSwitcher />
            <IconButton
              ref={menuButton}
              aria-label={intl.formatMessage({ id: 'common.nav.openMenu' })}
              aria-expanded={menuOpen}
              variant="ghost"
              display={{ base: 'inline-flex', lg: 'none' }}
              onClick={() => {
                setMenuOpen(true);
                setMenuLoaded(true);
              }}
            >
              <Menu />
            </IconButton>
            {(menuOpen || menuLoaded) && (
              <Suspense fallback={null}>
                <MobileMenu
                  open={menuOpen}
                  onOpenChange={setMenuOpen}
                  title={userName ?? siteName}
                  closeLabel={intl.formatMessage({ id: 'common.nav.closeMenu' })}
                  returnFocus={menuButton}
                >
                  <Stack as="nav" aria-label={intl.formatMessage({ id: 'common.nav.mobile' })} gap="1">
                    {items.map((item) => (
                      <NavLinkButton key={item.to} item={item} onClick={() => setMenuOpen(false)} />
                    ))}
                    {session && (
                      <Button mt="4" variant="outline" onClick={logout}>
                        <FormattedMessage id="common.nav.logout" />
                      </Button>
                    )}
                  </Stack>
                </MobileMenu>
              </Suspense>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
