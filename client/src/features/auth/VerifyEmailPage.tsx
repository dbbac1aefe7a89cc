import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../lib/site-config';
import { PageLoader } from '../../components/PageLoader';
import { errorCode, errorMessage, isNetworkError } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { AuthCard } from './components/AuthCard';
import { VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { useVerifyEmail } from './hooks/useVerifyEmail';

type Outcome = { state: 'checking' } | { state: 'verified' } | { state: 'refused'; message: string };

/** Opened from the e-mailed link: confirms the address at once, then says what comes next. */
export default function VerifyEmailPage() {
  const intl = useIntl();
  const session = useSession();
  const token = useSearchParams()[0].get('token')?.trim();
  const [verifyEmail] = useVerifyEmail();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'checking' } : { state: 'refused', message: intl.formatMessage({ id: 'auth.verify.incomplete' }) },
  );
  const sent = useRef(false);
  usePageTitle(intl.formatMessage({ id: 'auth.verify.title' }));

  useEffect(() => {
    // One request per link, even when React runs the effect twice.
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      () => setOutcome({ state: 'verified' }),
      (error: unknown) => {
        const fallback = intl.formatMessage({
          id: isNetworkError(error) ? 'common.error.network' : 'auth.verify.invalid',
        });
        setOutcome({
          state: 'refused',
          message: errorCode(error) === 'BAD_USER_INPUT' ? errorMessage(error, fallback) : fallback,
        });
      },
    );
  }, [token, verifyEmail, intl]);

  if (outcome.state === 'checking') return <PageLoader />;

  return (
    <AuthCard title={intl.formatMessage({ id: 'auth.verify.title' })}>
      {outcome.state === 'verified' ? (
        <Stack gap="4">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title lineHeight="tall">
              <FormattedMessage id="auth.verify.done" />
            </Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="brand">
            <RouterLink to={session ? '/create-order' : '/login'}>
              <FormattedMessage id={session ? 'auth.verify.orderNow' : 'auth.verify.signIn'} />
            </RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="4">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title lineHeight="tall">{outcome.message}</Alert.Title>
          </Alert.Root>
          {session && !session.user.emailVerified ? (
            <VerifyEmailNotice email={session.user.email} />
          ) : (
            !session && (
              <Button asChild colorPalette="brand">
                <RouterLink to="/login">
                  <FormattedMessage id="auth.verify.signInForLink" />
                </RouterLink>
              </Button>
            )
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
