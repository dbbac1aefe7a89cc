import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import { usePageTitle } from '../../lib/site-config';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { errorMessage } from '../../lib/errors';
import { useNavigationState } from '../../lib/navigation-state';
import { homePathOf, type SessionUser } from '../../lib/session';
import { TwoFactorStep } from './components/TwoFactorStep';
import { AuthCard } from './components/AuthCard';
import { RequiredField } from '../../components/RequiredField';
import { AuthLinks } from './components/AuthLinks';
import { useLogin } from './hooks/useLogin';

/** Sign-in asks only that e-mail and password are given; the server judges them. */
const loginSchema = (intl: IntlShape) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, intl.formatMessage({ id: 'auth.error.emailRequired' })),
    password: z.string().min(1, intl.formatMessage({ id: 'auth.error.passwordRequired' })),
    remember: z.boolean(),
  });

type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

export default function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { from, email: prefilled } = useNavigationState();
  const [login, { loading }] = useLogin();
  const [challenge, setChallenge] = useState<{ token: string; remember: boolean } | null>(null);
  const schema = useMemo(() => loginSchema(intl), [intl]);
  const { register, handleSubmit, formState, control } = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: prefilled ?? '', password: '', remember: false },
  });
  usePageTitle(intl.formatMessage({ id: 'auth.login.title' }));

  const enter = async (user: SessionUser) => {
    notify.success(intl.formatMessage({ id: 'auth.login.welcome' }));
    await navigate(from ?? homePathOf(user), { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await login(values);
      if ('challengeToken' in outcome) setChallenge({ token: outcome.challengeToken, remember: values.remember });
      else await enter(outcome.user);
    } catch (error) {
      notify.error(errorMessage(error, intl.formatMessage({ id: 'auth.login.failed' })));
    }
  });

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
            <RequiredField label={<FormattedMessage id="auth.field.email" />} error={formState.errors.email?.message}>
              <Input type="email" dir="ltr" autoComplete="email" {...register('email')} />
            </RequiredField>
            <RequiredField
              label={<FormattedMessage id="auth.field.password" />}
              error={formState.errors.password?.message}
            >
              <PasswordInput autoComplete="current-password" {...register('password')} />
            </RequiredField>
            <HStack justify="space-between" wrap="wrap">
              <Controller
                control={control}
                name="remember"
                render={({ field }) => (
                  <Checkbox.Root
                    checked={field.value}
                    onCheckedChange={(event) => field.onChange(event.checked === true)}
                  >
                    <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <FormattedMessage id="auth.login.remember" />
                    </Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
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
