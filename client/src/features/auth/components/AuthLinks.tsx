import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Text } from '@chakra-ui/react';
import type { NavigationState } from '../../../lib/navigation-state';

/**
 * Under the card's form: an optional "have an account? / no account?" line, then the way back home. `state`
 * travels with the first link (the page to return to after signing in or registering).
 */
export function AuthLinks({
  question,
  to,
  action,
  state,
}: {
  question?: ReactNode;
  to?: string;
  action?: ReactNode;
  state?: NavigationState;
}) {
  return (
    <Stack mt="6" gap="2" textAlign="center">
      {to && (
        <Text color="gray.600">
          {question}{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={to} state={state}>
              {action}
            </RouterLink>
          </Link>
        </Text>
      )}
      <Text>
        <Link asChild color="gray.600" fontSize="sm">
          <RouterLink to="/">
            <FormattedMessage id="common.backHome" />
          </RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
