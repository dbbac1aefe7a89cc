import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Avatar, Box, Button, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { ChevronDown, LogOut, User } from 'lucide-react';
import { notify } from '../../../../components/toaster';
import { initialsOf } from '../../../../lib/initials';
import { signOut, type SessionUser } from '../../../../lib/session';

/** The signed-in user's name and e-mail, their profile, and signing out (toast, then /login). */
export function UserMenu({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const name = user.fullName || user.email;

  const logout = () => {
    signOut();
    notify.success(intl.formatMessage({ id: 'admin.user.loggedOut' }));
    void navigate('/login');
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" px="2" gap="2" maxW={{ base: '12', md: '56' }}>
          <VisuallyHidden>{intl.formatMessage({ id: 'admin.user.menu' })}</VisuallyHidden>
          <Avatar.Root size="sm" colorPalette="brand" aria-hidden>
            <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
          </Avatar.Root>
          <Box display={{ base: 'none', md: 'block' }} textAlign="start" minW="0">
            <Text fontSize="sm" fontWeight="bold" truncate dir="auto">
              {name}
            </Text>
            <Text fontSize="xs" color="gray.600" fontWeight="normal">
              <FormattedMessage id={`admin.user.role.${user.role}`} />
            </Text>
          </Box>
          <Box display={{ base: 'none', md: 'block' }}>
            <ChevronDown size={16} aria-hidden />
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxW="calc(100vw - 1rem)">
            <Box px="3" py="2" borderBottomWidth="1px" mb="1">
              <Text fontWeight="bold" truncate dir="auto" data-testid="user-name">
                {name}
              </Text>
              <Text fontSize="sm" color="gray.600" truncate data-testid="user-email">
                <bdi>{user.email}</bdi>
              </Text>
            </Box>
            <Menu.Item value="profile" asChild>
              <Link to="/profile">
                <User size={16} aria-hidden />
                <FormattedMessage id="admin.user.profile" />
              </Link>
            </Menu.Item>
            <Menu.Item value="logout" onSelect={logout} color="red.600">
              <LogOut size={16} aria-hidden />
              <FormattedMessage id="admin.user.logout" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
