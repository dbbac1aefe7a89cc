import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { usePageTitle, useSiteConfig } from '../../lib/site-config';
import { PasswordInput } from '../../components/PasswordInput';
import { LazyPhoneField } from '../../components/LazyPhoneField';
import { PlainCheckbox } from '../../components/PlainCheckbox';
import { notify } from '../../components/toaster';
import { errorMessage, errorReason, isNetworkError } from '../../lib/errors';
import { useNavigationState } from '../../lib/navigation-state';
import { EMAIL_PATTERN, serverFieldErrors } from '../../lib/forms';
import { emptyPhone } from '../../lib/phone-value';
import { usePlainForm } from '../../lib/plain-form';
import { AuthCard } from './components/AuthCard';
import { RequiredField } from '../../components/RequiredField';
import { AuthLinks } from './components/AuthLinks';
import { PasswordStrength } from '../../components/PasswordStrength';
import { useRegister } from './hooks/useRegister';
import { useLanguage } from '../../lib/language';
import { DEFAULT_PASSWORD_MIN_LENGTH, passwordLengthMessage } from '../../lib/password-length';

/** The number library, loaded with the phone field's first use or, at the latest, on submit. */
const loadPhone = () => import('../../lib/phone');

type ServerField = 'fullName' | 'email' | 'phone' | 'password';
const SERVER_FIELDS: readonly string[] = ['fullName', 'email', 'phone', 'password'] satisfies ServerField[];

/** Registration of a client account in the interface's language; the phone goes out in E.164 form. */
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
  const form = usePlainForm(
    { fullName: '', email: '', phone: emptyPhone(), password: '', terms: false },
    {
      fullName: (name) => (name.trim() ? undefined : intl.formatMessage({ id: 'auth.register.error.fullName' })),
      email: (email) =>
        EMAIL_PATTERN.test(email.trim()) ? undefined : intl.formatMessage({ id: 'auth.register.error.email' }),
      password: (password) => (password.length >= minLength ? undefined : passwordLengthMessage(intl, minLength)),
    },
  );
  const { values, errors } = form;
  usePageTitle(intl.formatMessage({ id: 'auth.register.title' }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = (await loadPhone()).internationalPhone(values.phone) ?? '';
    const phoneError = phone.length >= 10 ? undefined : intl.formatMessage({ id: 'auth.register.error.phone' });
    const valid = form.validate({ phone: phoneError });
    if (!values.terms) notify.error(intl.formatMessage({ id: 'auth.register.error.terms' }));
    if (!valid || !values.terms) return;
    const input = { fullName: values.fullName.trim(), email: values.email.trim(), phone, password: values.password };
    try {
      await registerAccount({ ...input, language });
      notify.success(intl.formatMessage({ id: 'auth.register.welcome' }, { site: siteName }));
      await navigate(from ?? '/', { replace: true });
    } catch (error) {
      if (errorReason(error) === 'EMAIL_TAKEN') {
        form.setError('email', intl.formatMessage({ id: 'auth.register.error.emailTaken' }));
        setTakenEmail(input.email);
        return;
      }
      serverFieldErrors(error)
        .filter(({ field }) => SERVER_FIELDS.includes(field))
        .forEach(({ field, message }, index) => form.setError(field as ServerField, message, { focus: index === 0 }));
      notify.error(
        isNetworkError(error)
          ? intl.formatMessage({ id: 'auth.register.failed.network' })
          : errorMessage(error, intl.formatMessage({ id: 'auth.register.failed.other' })),
      );
    }
  };

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
          <RequiredField label={<FormattedMessage id="auth.field.fullName" />} error={errors.fullName}>
            <Input autoComplete="name" {...form.field('fullName')} />
          </RequiredField>
          <RequiredField label={<FormattedMessage id="auth.field.email" />} error={errors.email}>
            <Input
              type="email"
              dir="ltr"
              autoComplete="email"
              {...form.field('email')}
              onChange={(event) => {
                form.setValue('email', event.target.value);
                setTakenEmail(null);
              }}
            />
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
          <LazyPhoneField
            name="phone"
            value={values.phone}
            onChange={(phone) => form.setValue('phone', phone)}
            ref={form.refOf('phone')}
            error={errors.phone}
            required
          />
          <RequiredField label={<FormattedMessage id="auth.field.password" />} error={errors.password}>
            <PasswordInput autoComplete="new-password" {...form.field('password')} />
            <PasswordStrength password={values.password} />
          </RequiredField>
          <PlainCheckbox name="terms" checked={values.terms} onChange={(checked) => form.setValue('terms', checked)}>
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
          </PlainCheckbox>
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
