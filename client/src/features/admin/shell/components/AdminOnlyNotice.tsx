import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Alert } from '@chakra-ui/react';
import { ADMIN_ONLY_NOTICE, type RedirectState } from '../../../../lib/redirect-notice';

/** Says why staff who opened an admin-only address find themselves on the dashboard; gone on the next page. */
export function AdminOnlyNotice() {
  const { state } = useLocation() as { state: RedirectState | null };
  if (state?.notice !== ADMIN_ONLY_NOTICE) return null;
  return (
    <Alert.Root status="info" role="status" mx="4" mt="4" w="auto" data-testid="admin-only-notice">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">
        <FormattedMessage id="admin.adminOnly" />
      </Alert.Title>
    </Alert.Root>
  );
}
