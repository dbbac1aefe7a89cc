import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../lib/site-config';
import { PasswordInput } from '../../components/PasswordInput';
import { PlainCheckbox } from '../../components/PlainCheckbox';
import { notify } from '../../components/toaster';
import { errorMessage } from '../../lib/errors';
import { useNavigationState } from '../../lib/navigation-state';
import { usePlainForm } from '../../lib/plain-form';
import { homePathOf, type SessionUser } from '../../lib/session';
import { TwoFactorStep } from './components/TwoFactorStep';
import { AuthCard } from './components/AuthCard';
import { RequiredField } from '../../components/RequiredField';
import { AuthLinks } from './components/AuthLinks';
import { useLogin } from './hooks/useLogin';

export default function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { from, email: prefilled } = useNavigationState();
  const [login, { loading }] = useLogin();
  const [challenge, setChallenge] = useState<{ token: string; remember: boolean } | null>(null);
  // Sign-in asks only that e-mail and password are given; the server judges them.
  const form = usePlainForm(
    { email: prefilled ?? '', password: '', remember: false },
    {
      email: (email) => (email.trim() ? undefined : intl.formatMessage({ id: 'auth.error.emailRequired' })),
      password: (password) => (password ? undefined : intl.formatMessage({ id: 'auth.error.passwordRequired' })),
    },
  );
  usePageTitle(intl.formatMessage({ id: 'auth.login.title' }));

  const enter = async (user: SessionUser) => {
    notify.success(intl.formatMessage({ id: 'auth.login.welcome' }));
    await navigate(from ?? homePathOf(user), { replace: true });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const { email, password, remember } = form.values;
    try {
      const outcome = await login({ email: email.trim(), password, remember });
      if ('challengeToken' in outcome) setChallenge({ token: outcome.challengeToken, remember });
      else await enter(outcome.user);
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'auth.login.failed' })));
    }
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.login.title' })}
      intro={challenge ? undefined : intl.formatMessage({ id: 'auth.login.intro' })}
      footer={
        <AuthLinks
          to="/register"
          state={{ from }}
          question={<FormattedMessage id="auth.login.noAccount" />}
          action={<FormattedMessage id="auth.login.createAccount" />}
        />
      }
    >
      {challenge ? (
        <TwoFactorStep
          challengeToken={challenge.token}
          remember={challenge.remember}
          onSignedIn={(user) => void enter(user)}
          onRestart={() => setChallenge(null)}
        />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <RequiredField label={<FormattedMessage id="auth.field.email" />} error={form.errors.email}>
              <Input type="email" dir="ltr" autoComplete="email" {...form.field('email')} />
            </RequiredField>
            <RequiredField label={<FormattedMessage id="auth.field.password" />} error={form.errors.password}>
              <PasswordInput autoComplete="current-password" {...form.field('password')} />
            </RequiredField>
            <HStack justify="space-between" wrap="wrap">
              <PlainCheckbox
                name="remember"
                checked={form.values.remember}
                onChange={(checked) => form.setValue('remember', checked)}
              >
                <FormattedMessage id="auth.login.remember" />
              </PlainCheckbox>
              <Link asChild color="brand.700" fontSize="sm">
                <RouterLink to="/forgot-password">
                  <FormattedMessage id="auth.login.forgot" />
                </RouterLink>
              </Link>
            </HStack>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={loading}
              loadingText={intl.formatMessage({ id: 'auth.login.submitting' })}
            >
              <FormattedMessage id="auth.login.submit" />
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
