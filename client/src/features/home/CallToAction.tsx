import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, HStack, type StackProps } from '@chakra-ui/react';
import type { MessageId } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/**
 * The home page's call to action on a dark band: a signed-in user orders a service, a visitor creates an
 * account first; beside it a second way on (the catalogue, the contact page).
 */
export function CallToAction({ to, label, ...stack }: { to: string; label: MessageId } & StackProps) {
  const session = useSession();
  return (
    <HStack gap="3" wrap="wrap" {...stack}>
      <Button asChild size="lg" bg="accent.600" color="gray.900" _hover={{ bg: 'accent.500' }}>
        <RouterLink to={session ? '/create-order' : '/register'}>
          <FormattedMessage id={session ? 'home.cta.order' : 'home.cta.start'} />
        </RouterLink>
      </Button>
      <Button
        asChild
        size="lg"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.700"
        _hover={{ bg: 'whiteAlpha.200' }}
      >
        <RouterLink to={to}>
          <FormattedMessage id={label} />
        </RouterLink>
      </Button>
    </HStack>
  );
}
