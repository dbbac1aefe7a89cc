import { FormattedMessage } from 'react-intl';
import { Alert } from '@chakra-ui/react';
import { ADMIN_ONLY_NOTICE, useNavigationState } from '../../../../lib/navigation-state';

/** Says why staff who opened an admin-only address find themselves on the dashboard; gone on the next page. */
export function AdminOnlyNotice() {
  if (useNavigationState().notice !== ADMIN_ONLY_NOTICE) return null;
  return (
    <Alert.Root status="info" role="status" mx="4" mt="4" w="auto" data-testid="admin-only-notice">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">
        <FormattedMessage id="admin.adminOnly" />
      </Alert.Title>
    </Alert.Root>
  );
}
