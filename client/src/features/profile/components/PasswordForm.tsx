import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Heading, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import { useSiteConfig } from '../../../lib/site-config';
import { PasswordInput } from '../../../components/PasswordInput';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { applyServerErrors } from '../../../lib/forms';
import { RequiredField } from '../../../components/RequiredField';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../../lib/password-length';
import { passwordRule } from '../../../lib/password-rule';
import { useChangePassword } from '../hooks/useChangePassword';

const passwordSchema = (intl: IntlShape, minLength: number) =>
  z
    .object({
      currentPassword: z.string().min(1, intl.formatMessage({ id: 'profile.password.error.current' })),
      newPassword: passwordRule(intl, minLength),
    })
    .refine((values) => values.newPassword !== values.currentPassword, {
      path: ['newPassword'],
      message: intl.formatMessage({ id: 'profile.password.error.same' }),
    });
type PasswordSchema = ReturnType<typeof passwordSchema>;
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Changes the password with the current one; the server answers a fresh session, which replaces this one. */
export function PasswordForm() {
  const intl = useIntl();
  const { config } = useSiteConfig();
  const minLength = config?.passwordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH;
  const schema = useMemo(() => passwordSchema(intl, minLength), [intl, minLength]);
  const [change, { loading }] = useChangePassword();
  const { register, handleSubmit, formState, control, clearErrors, setError, reset } = useForm<
    z.input<PasswordSchema>,
    unknown,
    z.output<PasswordSchema>
  >({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    try {
      await change(currentPassword, next);
      reset();
      notify.success(intl.formatMessage({ id: 'profile.password.changed' }));
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS))
        notify.error(errorMessage(error, intl.formatMessage({ id: 'profile.password.failed' })));
    }
  });

  return (
    <Card.Root as="section" aria-labelledby="password-title" variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg" id="password-title">
          <FormattedMessage id="profile.password.title" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="password-title">
          <Stack gap="4">
            <RequiredField
              label={<FormattedMessage id="profile.password.current" />}
              error={errors.currentPassword?.message}
            >
              <PasswordInput
                autoComplete="current-password"
                {...register('currentPassword', { onChange: () => clearErrors('currentPassword') })}
              />
            </RequiredField>
            <RequiredField label={<FormattedMessage id="profile.password.new" />} error={errors.newPassword?.message}>
              <PasswordInput
                autoComplete="new-password"
                {...register('newPassword', { onChange: () => clearErrors('newPassword') })}
              />
              <PasswordStrength password={newPassword} />
            </RequiredField>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="start"
              loading={loading}
              loadingText={intl.formatMessage({ id: 'profile.password.saving' })}
            >
              <FormattedMessage id="profile.password.submit" />
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
