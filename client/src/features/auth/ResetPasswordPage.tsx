import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import { usePageTitle, useSiteConfig } from '../../lib/site-config';
import { PasswordInput } from '../../components/PasswordInput';
import { notify } from '../../components/toaster';
import { errorCode, errorMessage, isNetworkError } from '../../lib/errors';
import { applyServerErrors } from '../../lib/forms';
import { AuthCard } from './components/AuthCard';
import { RequiredField } from '../../components/RequiredField';
import { AuthLinks } from './components/AuthLinks';
import { PasswordStrength } from '../../components/PasswordStrength';
import { useResetPassword } from './hooks/useResetPassword';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../lib/password-length';
import { passwordRule } from '../../lib/password-rule';

const resetSchema = (intl: IntlShape, minLength: number) =>
  z
    .object({ newPassword: passwordRule(intl, minLength), confirm: z.string() })
    .refine(({ newPassword, confirm }) => newPassword === confirm, {
      path: ['confirm'],
      message: intl.formatMessage({ id: 'auth.reset.mismatch' }),
    });

type ResetValues = z.infer<ReturnType<typeof resetSchema>>;

/** A missing or refused link: what went wrong and the way to a new one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <Stack gap="4">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title lineHeight="tall">{message}</Alert.Title>
      </Alert.Root>
      <Button asChild colorPalette="brand">
        <RouterLink to="/forgot-password">
          <FormattedMessage id="auth.reset.requestNew" />
        </RouterLink>
      </Button>
    </Stack>
  );
}

export default function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim();
  const { config } = useSiteConfig();
  const minLength = config?.passwordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH;
  const [refused, setRefused] = useState<string | null>(null);
  const [resetPassword, { loading }] = useResetPassword();
  const schema = useMemo(() => resetSchema(intl, minLength), [intl, minLength]);
  const { register, handleSubmit, formState, control, clearErrors, setError } = useForm<ResetValues>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: { newPassword: '', confirm: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const { errors } = formState;
  usePageTitle(intl.formatMessage({ id: 'auth.reset.title' }));

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    try {
      await resetPassword(token, values.newPassword);
      notify.success(intl.formatMessage({ id: 'auth.reset.done' }));
      await navigate('/login', { replace: true });
    } catch (error) {
      if (applyServerErrors(error, setError, ['newPassword'])) return;
      if (errorCode(error) === 'BAD_USER_INPUT')
        setRefused(errorMessage(error, intl.formatMessage({ id: 'auth.reset.invalid' })));
      else
        notify.error(
          intl.formatMessage({ id: isNetworkError(error) ? 'common.error.network' : 'common.error.generic' }),
        );
    }
  });

  const problem = !token ? intl.formatMessage({ id: 'auth.reset.incomplete' }) : refused;

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.reset.title' })}
      intro={problem ? undefined : intl.formatMessage({ id: 'auth.reset.intro' })}
      footer={<AuthLinks to="/login" action={<FormattedMessage id="auth.backToLogin" />} />}
    >
      {problem ? (
        <LinkProblem message={problem} />
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <RequiredField label={<FormattedMessage id="auth.reset.newPassword" />} error={errors.newPassword?.message}>
              <PasswordInput
                autoComplete="new-password"
                {...register('newPassword', { onChange: () => clearErrors('newPassword') })}
              />
              <PasswordStrength password={newPassword} />
            </RequiredField>
            <RequiredField label={<FormattedMessage id="auth.reset.confirm" />} error={errors.confirm?.message}>
              <PasswordInput
                autoComplete="new-password"
                {...register('confirm', { onChange: () => clearErrors('confirm') })}
              />
            </RequiredField>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={loading}
              loadingText={intl.formatMessage({ id: 'auth.reset.submitting' })}
            >
              <FormattedMessage id="auth.reset.submit" />
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
