import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Badge, IconButton } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { graphql } from '../gql';
import { useFormat } from '../lib/format';

export const HeaderUnreadMessagesDocument = graphql(`
  query HeaderUnreadMessages {
    me {
      id
      unreadMessages
    }
  }
`);

/**
 * The client's unread messages from the office on all their orders, in the header: a link to their orders
 * (the profile) while there are any. Reading a thread lowers it in the cache.
 */
export function ClientMessagesBadge() {
  const intl = useIntl();
  const { number } = useFormat();
  const { data } = useQuery(HeaderUnreadMessagesDocument, { fetchPolicy: 'cache-and-network' });
  const count = data?.me.unreadMessages ?? 0;
  if (count <= 0) return null;
  const label = intl.formatMessage({ id: 'common.messages.unread' }, { count });
  return (
    <IconButton
      asChild
      variant="ghost"
      aria-label={label}
      title={label}
      position="relative"
      data-testid="header-unread"
    >
      <RouterLink to="/profile">
        <MessageCircle aria-hidden />
        <Badge
          colorPalette="red"
          variant="solid"
          rounded="full"
          position="absolute"
          top="0"
          insetEnd="0"
          fontSize="2xs"
          aria-hidden
        >
          {number(count)}
        </Badge>
      </RouterLink>
    </IconButton>
  );
}
