import type { ReactNode, RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Box, Flex, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { Menu as MenuIcon, Scale } from 'lucide-react';
import { LanguageSwitcher } from '../../../../components/LanguageSwitcher';
import { HeaderBrandFragment, useSiteConfig } from '../../../../lib/site-config';
import { getFragmentData } from '../../../../gql';
import { OrderSearch } from './OrderSearch';

export const HEADER_HEIGHT = '16';

type Props = {
  menuButton: RefObject<HTMLButtonElement | null>;
  menuOpen: boolean;
  onOpenMenu: () => void;
  bell: ReactNode;
  userMenu: ReactNode;
};

/** The back office's sticky header: menu button (below 1024 px), office logo and name, order search, bell, user menu. */
export function AdminHeader({ menuButton, menuOpen, onOpenMenu, bell, userMenu }: Props) {
  const intl = useIntl();
  const { config, siteName } = useSiteConfig();
  const brand = getFragmentData(HeaderBrandFragment, config);
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="white" borderBottomWidth="1px" h={HEADER_HEIGHT}>
      <Flex h="full" align="center" gap={{ base: '1', md: '3' }} px={{ base: '2', md: '4' }}>
        <IconButton
          ref={menuButton}
          aria-label={intl.formatMessage({ id: 'admin.nav.open' })}
          aria-expanded={menuOpen}
          variant="ghost"
          display={{ base: 'inline-flex', lg: 'none' }}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </IconButton>
        {/* Named by what it shows (the office's name and the back office's), as axe's label-in-name asks. */}
        <Link to="/admin/dashboard" style={{ minWidth: 0, flexShrink: 1 }}>
          <HStack gap="2" color="brand.700" minW={{ base: '0', lg: '56' }} maxW={{ lg: '80' }}>
            {brand?.site.logoUrl ? (
              <Image src={brand.site.logoUrl} alt="" h="8" maxW="20" objectFit="contain" />
            ) : (
              <Scale size={24} aria-hidden style={{ flexShrink: 0 }} />
            )}
            <Box minW="0">
              <Text fontWeight="bold" lineClamp={1} fontSize={{ base: 'sm', md: 'md' }} dir="auto">
                {siteName}
              </Text>
              <Text fontSize="xs" color="gray.600" lineClamp={1}>
                <FormattedMessage id="admin.title" />
              </Text>
            </Box>
          </HStack>
        </Link>
        <Box flex="1" maxW="lg" display={{ base: 'none', md: 'block' }}>
          <OrderSearch />
        </Box>
        <Box flex="1" display={{ base: 'block', md: 'none' }} />
        <HStack gap={{ base: '0', md: '2' }} flexShrink={0}>
          <Box display={{ base: 'none', md: 'block' }}>
            <LanguageSwitcher />
          </Box>
          {bell}
          {userMenu}
        </HStack>
      </Flex>
    </Box>
  );
}
