import { useEffect, useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { Box, Button, CloseButton, Container, Drawer, Flex, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu, Scale } from 'lucide-react';
import { isBackOffice, signOut, useSession } from '../lib/session';
import { PUBLIC_LINKS } from './site';
import { useSiteConfig } from './site-config';

type NavItem = { to: string; label: string };

function useNavItems(): NavItem[] {
  const session = useSession();
  if (!session) return [...PUBLIC_LINKS, { to: '/login', label: 'تسجيل الدخول' }, { to: '/register', label: 'إنشاء حساب' }];
  return [
    ...PUBLIC_LINKS,
    { to: '/create-order', label: 'طلب خدمة' },
    ...(isBackOffice(session.user) ? [{ to: '/admin', label: 'لوحة التحكم' }] : []),
    { to: '/profile', label: 'حسابي' },
  ];
}

function NavLinkButton({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  return (
    <NavLink to={item.to} end={item.to === '/'} onClick={onClick}>
      {({ isActive }) => (
        <Box as="span" display="block" px="3" py="2" rounded="md" fontWeight={isActive ? 'bold' : 'medium'} color={isActive ? 'brand.700' : 'gray.700'} bg={isActive ? 'brand.50' : undefined} _hover={{ bg: 'brand.50' }}>
          {item.label}
        </Box>
      )}
    </NavLink>
  );
}

/** Sticky header with a shadow once the page scrolls, and a drawer menu on phones (spec section 2). */
export function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const items = useNavItems();
  const { siteName } = useSiteConfig();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const logout = () => {
    signOut();
    setMenuOpen(false);
    navigate('/login');
  };
  const userName = session ? session.user.fullName || session.user.email : null;

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" boxShadow={scrolled ? 'md' : 'none'} borderBottomWidth={scrolled ? 0 : '1px'} transition="box-shadow 0.2s" data-scrolled={scrolled || undefined}>
      <Container maxW="6xl" py="3">
        <Flex align="center" justify="space-between" gap="4">
          <NavLink to="/" aria-label={siteName}>
            <HStack gap="2" color="brand.700">
              <Scale size={26} aria-hidden />
              <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={1}>
                {siteName}
              </Text>
            </HStack>
          </NavLink>
          <HStack as="nav" aria-label="القائمة الرئيسية" gap="1" display={{ base: 'none', lg: 'flex' }}>
            {items.map((item) => (
              <NavLinkButton key={item.to} item={item} />
            ))}
            {session && (
              <>
                <Text px="2" color="gray.600" fontSize="sm" maxW="40" truncate title={userName!}>
                  {userName}
                </Text>
                <Button size="sm" variant="outline" onClick={logout}>
                  تسجيل الخروج
                </Button>
              </>
            )}
          </HStack>
          <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="end">
            <Drawer.Trigger asChild>
              <IconButton aria-label="فتح القائمة" variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
                <Menu />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>{userName ?? siteName}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack as="nav" aria-label="قائمة الجوال" gap="1">
                      {items.map((item) => (
                        <NavLinkButton key={item.to} item={item} onClick={() => setMenuOpen(false)} />
                      ))}
                      {session && (
                        <Button mt="4" variant="outline" onClick={logout}>
                          تسجيل الخروج
                        </Button>
                      )}
                    </Stack>
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="إغلاق القائمة" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </Flex>
      </Container>
    </Box>
  );
}
