import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { z } from 'zod';
import type { Language, Role } from '../../../../gql/graphql';
import { LANGUAGES } from '../../../../lib/i18n';
import { useSiteConfig } from '../../../../lib/site-config';
import { FormDialog, FormDialogForm } from '../../../../components/FormDialog';
import { PasswordInput } from '../../../../components/PasswordInput';
import { FormPhoneField } from '../../../../components/PhoneField';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { applyServerErrors, EMAIL_PATTERN } from '../../../../lib/forms';
import { emptyPhone, internationalPhone, phoneFromInternational, type PhoneValue } from '../../../../lib/phone';
import { RequiredField } from '../../../../components/RequiredField';
import { useSaveUser } from '../hooks/useSaveUser';
import type { AdminUserData } from './AdminUserCard';

export const ROLES: Role[] = ['client', 'partner', 'staff', 'admin'];

const userSchema = (intl: IntlShape, creating: boolean, minLength: number) =>
  z.object({
    fullName: z
      .string()
      .trim()
      .min(1, intl.formatMessage({ id: 'adminUsers.form.error.fullName' }))
      .max(100, intl.formatMessage({ id: 'common.form.tooLong' }, { max: 100 })),
    email: z
      .string()
      .trim()
      .regex(EMAIL_PATTERN, intl.formatMessage({ id: 'adminUsers.form.error.email' })),
    phone: z
      .custom<PhoneValue>()
      .transform((value) => internationalPhone(value) ?? '')
      .refine((phone) => phone === '' || phone.length >= 10, intl.formatMessage({ id: 'adminUsers.form.error.phone' })),
    password: z
      .string()
      .refine(
        (value) => (!creating && value === '') || value.length >= minLength,
        intl.formatMessage({ id: 'adminUsers.form.error.password' }, { min: minLength }),
      ),
    role: z.enum(ROLES as [Role, ...Role[]]),
    language: z.enum(LANGUAGES as [Language, ...Language[]]),
    isActive: z.boolean(),
  });
type UserSchema = ReturnType<typeof userSchema>;
const FIELDS = ['fullName', 'email', 'phone', 'password', 'role', 'language', 'isActive'] as const;

/** The add/edit modal: name, e-mail, phone, password (required on create, kept when empty on edit), role, language, active. */
export function UserFormDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user: AdminUserData | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} size="md">
      <UserForm user={user} onClose={onClose} />
    </FormDialog>
  );
}

function UserForm({ user, onClose }: { user: AdminUserData | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminUsers.${id}` as 'adminUsers.title' });
  const minLength = useSiteConfig().config?.passwordMinLength ?? 8;
  const creating = user === null;
  const schema = useMemo(() => userSchema(intl, creating, minLength), [intl, creating, minLength]);
  const [save, { loading }] = useSaveUser();
  const { register, handleSubmit, formState, control, setError, clearErrors } = useForm<
    z.input<UserSchema>,
    unknown,
    z.output<UserSchema>
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ? phoneFromInternational(user.phone) : emptyPhone(),
      password: '',
      role: user?.role ?? 'client',
      language: user?.language ?? 'ar',
      isActive: user?.isActive ?? true,
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ password, phone, ...values }) => {
    try {
      if (creating) await save(null, { ...values, phone: phone || null, password });
      else await save(user, { ...values, phone, ...(password ? { password } : {}) });
      notify.success(t(creating ? 'added' : 'updated'));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS))
        notify.error(errorMessage(error, t(creating ? 'addFailed' : 'updateFailed')));
    }
  });

  return (
    <FormDialogForm
      title={t(creating ? 'form.addTitle' : 'form.editTitle')}
      closeLabel={t('close')}
      cancel={<FormattedMessage id="adminUsers.cancel" />}
      submit={t(creating ? 'form.submitAdd' : 'form.submitEdit')}
      saving={loading}
      savingLabel={t('form.saving')}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack gap="4">
        <RequiredField label={t('form.fullName')} error={errors.fullName?.message}>
          <Input dir="auto" autoComplete="off" {...register('fullName', { onChange: () => clearErrors('fullName') })} />
        </RequiredField>
        <RequiredField label={t('form.email')} error={errors.email?.message}>
          <Input
            type="email"
            dir="ltr"
            autoComplete="off"
            {...register('email', { onChange: () => clearErrors('email') })}
          />
        </RequiredField>
        <FormPhoneField
          control={control}
          name="phone"
          error={errors.phone?.message}
          onEdit={() => clearErrors('phone')}
        />
        {creating ? (
          <RequiredField label={t('form.password')} error={errors.password?.message}>
            <PasswordInput
              autoComplete="new-password"
              {...register('password', { onChange: () => clearErrors('password') })}
            />
          </RequiredField>
        ) : (
          <Field.Root invalid={Boolean(errors.password)}>
            <Field.Label>{t('form.password')}</Field.Label>
            <PasswordInput
              autoComplete="new-password"
              {...register('password', { onChange: () => clearErrors('password') })}
            />
            <Field.HelperText>{t('form.passwordKeep')}</Field.HelperText>
            <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <RequiredField label={t('form.role')} error={errors.role?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('role')}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`role.${role}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </RequiredField>
        <RequiredField label={t('form.language')} error={errors.language?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('language')}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {intl.formatMessage({ id: `common.language.${code}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </RequiredField>
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} ref={field.ref} />
              <Checkbox.Control />
              <Checkbox.Label>{t('form.isActive')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      </Stack>
    </FormDialogForm>
  );
}
