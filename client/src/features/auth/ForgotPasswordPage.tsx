import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import { usePageTitle } from '../../lib/site-config';
import { notify } from '../../components/toaster';
import { errorCode, errorMessage, isNetworkError } from '../../lib/errors';
import { EMAIL_PATTERN } from '../../lib/forms';
import { useNavigationState } from '../../lib/navigation-state';
import { AuthCard } from './components/AuthCard';
import { RequiredField } from '../../components/RequiredField';
import { AuthLinks } from './components/AuthLinks';
import { useForgotPassword } from './hooks/useForgotPassword';

const forgotSchema = (intl: IntlShape) =>
  z.object({
    email: z
      .string()
      .trim()
      .regex(EMAIL_PATTERN, intl.formatMessage({ id: 'auth.register.error.email' })),
  });

export default function ForgotPasswordPage() {
  const intl = useIntl();
  const [sent, setSent] = useState(false);
  const [forgotPassword, { loading }] = useForgotPassword();
  const { email: prefilled } = useNavigationState();
  const schema = useMemo(() => forgotSchema(intl), [intl]);
  const { register, handleSubmit, formState, clearErrors } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: prefilled ?? '' },
  });
  usePageTitle(intl.formatMessage({ id: 'auth.forgot.title' }));

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await forgotPassword(email);
      setSent(true);
    } catch (error) {
      if (errorCode(error) === 'TOO_MANY_REQUESTS')
        notify.error(errorMessage(error, intl.formatMessage({ id: 'common.error.generic' })));
      else
        notify.error(
          intl.formatMessage({ id: isNetworkError(error) ? 'common.error.network' : 'common.error.generic' }),
        );
    }
  });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.forgot.title' })}
      intro={sent ? undefined : intl.formatMessage({ id: 'auth.forgot.intro' })}
      footer={<AuthLinks to="/login" action={<FormattedMessage id="auth.backToLogin" />} />}
    >
      {sent ? (
        <Alert.Root status="success" role="status" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title lineHeight="tall">
              <FormattedMessage id="auth.forgot.sent" />
            </Alert.Title>
            <Alert.Description mt="2">
              <FormattedMessage id="auth.forgot.checkSpam" />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <RequiredField label={<FormattedMessage id="auth.field.email" />} error={formState.errors.email?.message}>
              <Input
                type="email"
                dir="ltr"
                autoComplete="email"
                {...register('email', { onChange: () => clearErrors('email') })}
              />
            </RequiredField>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={loading}
              loadingText={intl.formatMessage({ id: 'auth.forgot.submitting' })}
            >
              <FormattedMessage id="auth.forgot.submit" />
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
