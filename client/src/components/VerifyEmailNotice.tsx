import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { MailCheck } from 'lucide-react';
import { notify } from './toaster';
import { errorMessage } from '../lib/errors';
import { isolate } from '../lib/format';
import { useResendVerification } from './hooks/useResendVerification';

/**
 * Tells a signed-in client whose address is not yet confirmed why ordering waits, where the link went,
 * and offers a new one (limited by the server to a few an hour).
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const intl = useIntl();
  const [resend, { loading }] = useResendVerification();

  const askForLink = async () => {
    try {
      await resend();
      notify.success(intl.formatMessage({ id: 'auth.verify.resent' }, { email: isolate(email) }));
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'auth.verify.resendFailed' })));
    }
  };

  return (
    <Alert.Root status="warning" alignItems="start" data-testid="verify-email-notice">
      <Alert.Indicator>
        <MailCheck aria-hidden />
      </Alert.Indicator>
      <Stack gap="3" flex="1" minW="0">
        <Alert.Content>
          <Alert.Title>
            <FormattedMessage id="auth.verify.noticeTitle" />
          </Alert.Title>
          <Alert.Description overflowWrap="anywhere">
            <FormattedMessage id="auth.verify.noticeText" values={{ email: isolate(email) }} />
          </Alert.Description>
        </Alert.Content>
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          colorPalette="orange"
          loading={loading}
          onClick={() => void askForLink()}
        >
          <FormattedMessage id="auth.verify.resend" />
        </Button>
      </Stack>
    </Alert.Root>
  );
}
