import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { useLogoutEverywhere } from '../hooks/useLogoutEverywhere';

/** Ends the account's sessions on every device (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [logoutEverywhere, { loading }] = useLogoutEverywhere();

  const confirm = async () => {
    try {
      await logoutEverywhere();
      notify.success(intl.formatMessage({ id: 'profile.sessions.done' }));
      await navigate('/login');
    } catch (error) {
      setAsking(false);
      notify.error(errorMessage(error, intl.formatMessage({ id: 'profile.sessions.failed' })));
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="sessions-title" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="sessions-title">
          <FormattedMessage id="profile.sessions.title" />
        </Heading>
      </Card.Header>
      <Card.Body gap="4" alignItems="start">
        <Text color="fg.muted">
          <FormattedMessage id="profile.sessions.text" />
        </Text>
        <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
          <LogOut aria-hidden /> <FormattedMessage id="profile.sessions.signOutEverywhere" />
        </Button>
      </Card.Body>
      <ConfirmDialog
        open={asking}
        busy={loading}
        title={<FormattedMessage id="profile.sessions.confirmTitle" />}
        text={<FormattedMessage id="profile.sessions.confirmText" />}
        confirm={<FormattedMessage id="profile.sessions.confirm" />}
        cancel={<FormattedMessage id="profile.sessions.cancel" />}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Card.Root>
  );
}
