import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Badge, Box, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import {
  Bell,
  FileCheck,
  FileText,
  MessageCircle,
  MessageSquareReply,
  ShoppingBag,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import type { BackOfficeNotificationKind } from '../../../../gql/graphql';
import { useFormat } from '../../../../lib/format';

export const NotificationListFragment = graphql(`
  fragment NotificationList on BackOfficeNotifications {
    unseen
    latest {
      kind
      at
      orderId
      orderNumber
      fullName
    }
  }
`);

/** Each kind of event: its icon and its sentence in the catalogue. */
const EVENT_LOOK: Record<BackOfficeNotificationKind, { icon: LucideIcon; message: string }> = {
  order_placed: { icon: ShoppingBag, message: 'admin.notifications.orderPlaced' },
  receipt_uploaded: { icon: FileCheck, message: 'admin.notifications.receiptUploaded' },
  document_uploaded: { icon: FileText, message: 'admin.notifications.documentUploaded' },
  client_answered: { icon: MessageSquareReply, message: 'admin.notifications.clientAnswered' },
  client_message: { icon: MessageCircle, message: 'admin.notifications.clientMessage' },
  order_assigned: { icon: UserCheck, message: 'admin.notifications.orderAssigned' },
};

type Props = {
  notifications?: FragmentType<typeof NotificationListFragment> | null;
  failed: boolean;
  lastSeen: string | null;
  onSeen: (instant: string) => void;
};

/** The bell: a red dot while something happened since the user last looked (see EVENT_LOOK), and the list. */
export function NotificationsBell({ notifications: ref, failed, lastSeen, onSeen }: Props) {
  const intl = useIntl();
  const { adminDate } = useFormat();
  const notifications = getFragmentData(NotificationListFragment, ref ?? undefined);
  const [open, setOpen] = useState(false);
  // What was new when the list was opened stays marked while it is open.
  const [seenWhenOpened, setSeenWhenOpened] = useState<string | null>(lastSeen);
  const unseen = notifications?.unseen ?? 0;
  const latest = notifications?.latest ?? [];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setSeenWhenOpened(lastSeen);
      if (latest[0]) onSeen(latest[0].at);
    }
  };
  const isNew = (at: string) => !seenWhenOpened || new Date(at).getTime() > new Date(seenWhenOpened).getTime();
  const label =
    unseen > 0
      ? intl.formatMessage({ id: 'admin.notifications.unseen' }, { count: unseen })
      : intl.formatMessage({ id: 'admin.notifications.label' });

  return (
    <Popover.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" position="relative">
          <Bell />
          {unseen > 0 && (
            <Box
              data-testid="bell-dot"
              position="absolute"
              top="2"
              insetEnd="2"
              boxSize="2.5"
              rounded="full"
              bg="red.500"
              borderWidth="2px"
              borderColor="white"
            />
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            w="sm"
            maxW="calc(100vw - 1rem)"
            aria-label={intl.formatMessage({ id: 'admin.notifications.title' })}
          >
            <Popover.Header>
              <Popover.Title fontWeight="bold">
                <FormattedMessage id="admin.notifications.title" />
              </Popover.Title>
            </Popover.Header>
            <Popover.Body p="2" maxH="96" overflowY="auto">
              {failed && !notifications ? (
                <Text role="alert" p="3" color="red.600">
                  <FormattedMessage id="admin.notifications.error" />
                </Text>
              ) : latest.length === 0 ? (
                <Text p="3" color="gray.600">
                  <FormattedMessage id="admin.notifications.empty" />
                </Text>
              ) : (
                <Stack as="ul" gap="1" listStyleType="none" data-testid="notification-list">
                  {latest.map((event) => {
                    const fresh = isNew(event.at);
                    const { icon: Icon, message } = EVENT_LOOK[event.kind];
                    return (
                      <li key={`${event.kind}-${event.orderId}-${event.at}`}>
                        <Link
                          to={`/admin/orders?order=${event.orderId}`}
                          onClick={() => setOpen(false)}
                          style={{ display: 'block' }}
                        >
                          <Stack
                            direction="row"
                            gap="3"
                            p="2"
                            rounded="md"
                            bg={fresh ? 'brand.50' : undefined}
                            _hover={{ bg: 'gray.100' }}
                            align="flex-start"
                          >
                            <Box color="brand.600" mt="1">
                              <Icon size={18} aria-hidden />
                            </Box>
                            <Box flex="1" minW="0">
                              <Text fontSize="sm" color="gray.800">
                                <FormattedMessage
                                  id={message}
                                  values={{ number: <bdi>{event.orderNumber}</bdi>, name: <bdi>{event.fullName}</bdi> }}
                                />
                              </Text>
                              <Text fontSize="xs" color="gray.600">
                                {adminDate(event.at)}
                              </Text>
                            </Box>
                            {fresh && (
                              <Badge colorPalette="red" variant="subtle" size="sm">
                                <FormattedMessage id="admin.notifications.new" />
                              </Badge>
                            )}
                          </Stack>
                        </Link>
                      </li>
                    );
                  })}
                </Stack>
              )}
            </Popover.Body>
            <Popover.Footer p="2" borderTopWidth="1px">
              <Link to="/admin/orders" onClick={() => setOpen(false)}>
                <Text as="span" fontSize="sm" color="brand.700" fontWeight="medium" px="2">
                  <FormattedMessage id="admin.notifications.viewOrders" />
                </Text>
              </Link>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
