import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar, Badge, Box, Button, Card, HStack, Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { CalendarDays, Mail, Pencil, Phone, ShieldCheck, ShoppingBag, Trash2 } from 'lucide-react';
import { getFragmentData, type FragmentType } from '../../../../gql';
import type { AdminUserFragment as AdminUserData } from '../../../../gql/graphql';
import { useFormat } from '../../../../lib/format';
import { initialsOf } from '../../../../lib/initials';
import { AdminUserFragment } from './fragments';
import { PhoneNumber } from '../../../../components/PhoneNumber';

export type { AdminUserData };

const ROLE_PALETTE = { admin: 'purple', staff: 'blue', client: 'gray', partner: 'teal' } as const;

/** One account of the back-office grid: who, role, contact, since when, how many orders, and the controls. */
export function AdminUserCard({
  user: ref,
  isSelf,
  onToggle,
  onEdit,
  onDelete,
  onResetTwoFactor,
}: {
  user: FragmentType<typeof AdminUserFragment>;
  isSelf: boolean;
  onToggle: (user: AdminUserData) => void;
  onEdit: (user: AdminUserData) => void;
  onDelete: (user: AdminUserData) => void;
  onResetTwoFactor: (user: AdminUserData) => void;
}) {
  const user = getFragmentData(AdminUserFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  return (
    <Card.Root as="article" variant="outline" h="full" data-testid="user-card" aria-labelledby={`user-${user.id}`}>
      <Card.Body gap="3" p="4">
        <HStack gap="3" align="start">
          <Avatar.Root size="md" colorPalette={ROLE_PALETTE[user.role]} flexShrink={0}>
            <Avatar.Fallback aria-hidden>{initialsOf(user.fullName) || 'U'}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="1" minW="0" flex="1">
            <Heading as="h2" size="md" id={`user-${user.id}`} wordBreak="break-word">
              <bdi>{user.fullName}</bdi>
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Badge colorPalette={ROLE_PALETTE[user.role]}>
                <FormattedMessage id={`adminUsers.role.${user.role}`} />
              </Badge>
              {isSelf && (
                <Badge variant="outline">
                  <FormattedMessage id="adminUsers.you" />
                </Badge>
              )}
            </HStack>
          </Stack>
          <Switch.Root
            checked={user.isActive}
            onCheckedChange={() => onToggle(user)}
            colorPalette="green"
            size="sm"
            flexShrink={0}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontSize="sm">
              <Text as="span" srOnly>
                {intl.formatMessage({ id: 'adminUsers.toggleLabel' }, { name: user.fullName })}
              </Text>
              <Text as="span" aria-hidden>
                <FormattedMessage id={user.isActive ? 'adminUsers.active' : 'adminUsers.inactive'} />
              </Text>
            </Switch.Label>
          </Switch.Root>
        </HStack>
        <Stack gap="1.5" fontSize="sm" color="gray.700">
          <HStack gap="2" minW="0">
            <Mail size={14} aria-hidden />
            <Text srOnly>{intl.formatMessage({ id: 'adminUsers.email' })}</Text>
            <Text as="bdi" dir="ltr" truncate>
              {user.email}
            </Text>
          </HStack>
          {user.phone && (
            <HStack gap="2">
              <Phone size={14} aria-hidden />
              <Text srOnly>{intl.formatMessage({ id: 'adminUsers.phone' })}</Text>
              <Text>
                <PhoneNumber value={user.phone} />
              </Text>
            </HStack>
          )}
          <HStack gap="2" wrap="wrap" justify="space-between">
            <HStack gap="2">
              <CalendarDays size={14} aria-hidden />
              <Text srOnly>{intl.formatMessage({ id: 'adminUsers.createdAt' })}</Text>
              <time dateTime={user.createdAt}>{format.adminDate(user.createdAt)}</time>
            </HStack>
            <HStack gap="2" data-testid="orders-count">
              <ShoppingBag size={14} aria-hidden />
              <FormattedMessage id="adminUsers.orders" values={{ count: user.ordersCount ?? 0 }} />
            </HStack>
          </HStack>
          {user.twoFactorEnabled && (
            <HStack gap="2" wrap="wrap" justify="space-between" data-testid="two-factor">
              <HStack gap="2">
                <ShieldCheck size={14} aria-hidden />
                <FormattedMessage id="adminUsers.twoFactorOn" />
              </HStack>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="orange"
                onClick={() => onResetTwoFactor(user)}
                aria-label={intl.formatMessage({ id: 'adminUsers.resetTwoFactorLabel' }, { name: user.fullName })}
              >
                <FormattedMessage id="adminUsers.resetTwoFactor" />
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" p="4" pt="0">
        <Box flex="1">
          <Button
            size="sm"
            w="full"
            variant="outline"
            colorPalette="brand"
            onClick={() => onEdit(user)}
            aria-label={intl.formatMessage({ id: 'adminUsers.editLabel' }, { name: user.fullName })}
          >
            <Pencil aria-hidden /> <FormattedMessage id="adminUsers.edit" />
          </Button>
        </Box>
        <Box flex="1">
          <Button
            size="sm"
            w="full"
            variant="outline"
            colorPalette="red"
            onClick={() => onDelete(user)}
            aria-label={intl.formatMessage({ id: 'adminUsers.deleteLabel' }, { name: user.fullName })}
          >
            <Trash2 aria-hidden /> <FormattedMessage id="adminUsers.delete" />
          </Button>
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
