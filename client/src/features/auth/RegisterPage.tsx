import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { z } from 'zod';
import { usePageTitle, useSiteConfig } from '../../lib/site-config';
import { PasswordInput } from '../../components/PasswordInput';
import { FormPhoneField } from '../../components/PhoneField';
import { notify } from '../../components/toaster';
import { errorMessage, errorReason, isNetworkError } from '../../lib/errors';
import { useNavigationState } from '../../lib/navigation-state';
import { applyServerErrors, EMAIL_PATTERN } from '../../lib/forms';
import { emptyPhone, internationalPhone, type PhoneValue } from '../../lib/phone';
import { AuthCard } from './components/AuthCard';
import { RequiredField } from '../../components/RequiredField';
import { AuthLinks } from './components/AuthLinks';
import { PasswordStrength } from '../../components/PasswordStrength';
import { useRegister } from './hooks/useRegister';
import { useLanguage } from '../../lib/language';
import { DEFAULT_PASSWORD_MIN_LENGTH, passwordRule } from '../../lib/password-rule';

/** Registration of a client account in the interface's language; the phone goes out in E.164 form. */
const registerSchema = (intl: IntlShape, minLength: number) =>
  z.object({
    fullName: z
      .string()
      .trim()
      .min(1, intl.formatMessage({ id: 'auth.register.error.fullName' })),
    email: z
      .string()
      .trim()
      .regex(EMAIL_PATTERN, intl.formatMessage({ id: 'auth.register.error.email' })),
    phone: z
      .custom<PhoneValue>()
      .transform((value) => internationalPhone(value) ?? '')
      .refine((phone) => phone.length >= 10, intl.formatMessage({ id: 'auth.register.error.phone' })),
    password: passwordRule(intl, minLength),
    terms: z.boolean(),
  });

type RegisterSchema = ReturnType<typeof registerSchema>;
const FIELDS = ['fullName', 'email', 'phone', 'password'] as const;

export default function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { config, siteName } = useSiteConfig();
  const minLength = config?.passwordMinLength ?? DEFAULT_PASSWORD_MIN_LENGTH;
  const [registerAccount, { loading }] = useRegister();
  // Where the visitor was going when sent to sign in (the wizard with a service chosen): registering returns there.
  const { from } = useNavigationState();
  // The address the server said is registered already: the e-mail field offers to sign in with it instead.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  // The account reads its e-mails in the language its owner registered in; the profile changes it.
  const { language } = useLanguage();
  const schema = useMemo(() => registerSchema(intl, minLength), [intl, minLength]);
  const { register, handleSubmit, formState, control, clearErrors, setError, getValues } = useForm<
    z.input<RegisterSchema>,
    unknown,
    z.output<RegisterSchema>
  >({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: { fullName: '', email: '', phone: emptyPhone(), password: '', terms: false },
  });
  const password = useWatch({ control, name: 'password' });
  const { errors } = formState;
  usePageTitle(intl.formatMessage({ id: 'auth.register.title' }));

  const clearOnEdit = (name: (typeof FIELDS)[number]) => ({
    onChange: () => {
      clearErrors(name);
      if (name === 'email') setTakenEmail(null);
    },
  });
  const refuseWithoutTerms = () => notify.error(intl.formatMessage({ id: 'auth.register.error.terms' }));

  const onSubmit = handleSubmit(
    async ({ terms, ...input }) => {
      if (!terms) return refuseWithoutTerms();
      try {
        await registerAccount({ ...input, language });
        notify.success(intl.formatMessage({ id: 'auth.register.welcome' }, { site: siteName }));
        await navigate(from ?? '/', { replace: true });
      } catch (error) {
        if (errorReason(error) === 'EMAIL_TAKEN') {
          setError(
            'email',
            { type: 'server', message: intl.formatMessage({ id: 'auth.register.error.emailTaken' }) },
            { shouldFocus: true },
          );
          setTakenEmail(input.email);
          return;
        }
        applyServerErrors(error, setError, FIELDS);
        notify.error(
          isNetworkError(error)
            ? intl.formatMessage({ id: 'auth.register.failed.network' })
            : errorMessage(error, intl.formatMessage({ id: 'auth.register.failed.other' })),
        );
      }
    },
    () => {
      if (!getValues('terms')) refuseWithoutTerms();
    },
  );

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.register.title' })}
      intro={intl.formatMessage({ id: 'auth.register.intro' })}
      footer={
        <AuthLinks
          to="/login"
          state={{ from }}
          question={<FormattedMessage id="auth.register.haveAccount" />}
          action={<FormattedMessage id="auth.register.login" />}
        />
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="4">
          <RequiredField label={<FormattedMessage id="auth.field.fullName" />} error={errors.fullName?.message}>
            <Input autoComplete="name" {...register('fullName', clearOnEdit('fullName'))} />
          </RequiredField>
          <RequiredField label={<FormattedMessage id="auth.field.email" />} error={errors.email?.message}>
            <Input type="email" dir="ltr" autoComplete="email" {...register('email', clearOnEdit('email'))} />
          </RequiredField>
          {takenEmail && errors.email && (
            <HStack gap="4" wrap="wrap" fontSize="sm" mt="-2" data-testid="email-taken-links">
              <Link asChild color="brand.700" textDecoration="underline">
                <RouterLink to="/login" state={{ from, email: takenEmail }}>
                  <FormattedMessage id="auth.register.emailTaken.signIn" />
                </RouterLink>
              </Link>
              <Link asChild color="brand.700" textDecoration="underline">
                <RouterLink to="/forgot-password" state={{ email: takenEmail }}>
                  <FormattedMessage id="auth.register.emailTaken.reset" />
                </RouterLink>
              </Link>
            </HStack>
          )}
          <FormPhoneField
            control={control}
            name="phone"
            error={errors.phone?.message}
            required
            onEdit={() => clearErrors('phone')}
          />
          <RequiredField label={<FormattedMessage id="auth.field.password" />} error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...register('password', clearOnEdit('password'))} />
            <PasswordStrength password={password} />
          </RequiredField>
          <Controller
            control={control}
            name="terms"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(event) => field.onChange(event.checked === true)}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal">
                  {intl.formatMessage(
                    { id: 'auth.register.terms' },
                    {
                      agree: (chunks) => <span>{chunks}</span>,
                      terms: (chunks) => (
                        <Link asChild color="brand.700" textDecoration="underline">
                          <RouterLink to="/terms">{chunks}</RouterLink>
                        </Link>
                      ),
                      privacy: (chunks) => (
                        <Link asChild color="brand.700" textDecoration="underline">
                          <RouterLink to="/privacy">{chunks}</RouterLink>
                        </Link>
                      ),
                    },
                  )}
                </Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={loading}
            loadingText={intl.formatMessage({ id: 'auth.register.submitting' })}
          >
            <FormattedMessage id="auth.register.submit" />
          </Button>
          <HStack justify="center" gap="2" color="gray.600" fontSize="sm">
            <Lock size={14} aria-hidden />
            <Text>
              <FormattedMessage id="auth.register.ssl" />
            </Text>
          </HStack>
        </Stack>
      </form>
    </AuthCard>
  );
}
