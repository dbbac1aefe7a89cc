import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { z } from 'zod';
import { FormPhoneField } from '../../components/PhoneField';
import { notify } from '../../components/toaster';
import { errorCode, errorMessage, isNetworkError } from '../../lib/errors';
import { applyServerErrors, EMAIL_PATTERN } from '../../lib/forms';
import type { MessageId } from '../../lib/i18n';
import { emptyPhone, internationalPhone, type PhoneValue } from '../../lib/phone';
import { useSendContactMessage } from './hooks/useSendContactMessage';

/** The server's limits for a contact message (ContactMessageInput). */
const NAME_MIN = 2;
const NAME_MAX = 100;
const MESSAGE_MIN = 10;
const MESSAGE_MAX = 5000;

const contactSchema = (intl: IntlShape) => {
  const text = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, text('pages.contact.error.name'))
        .min(NAME_MIN, text('pages.contact.error.nameShort'))
        .max(NAME_MAX, text('common.form.tooLong', { max: NAME_MAX })),
      email: z
        .string()
        .trim()
        .refine((email) => !email || EMAIL_PATTERN.test(email), text('pages.contact.error.email')),
      phone: z
        .custom<PhoneValue>()
        .refine(
          (phone) => !phone.national || internationalPhone(phone) !== undefined,
          text('pages.contact.error.phone'),
        ),
      message: z
        .string()
        .trim()
        .min(MESSAGE_MIN, text('pages.contact.error.message', { min: MESSAGE_MIN }))
        .max(MESSAGE_MAX, text('common.form.tooLong', { max: MESSAGE_MAX })),
    })
    .refine(({ email, phone }) => Boolean(email || phone.national), {
      path: ['email'],
      message: text('pages.contact.error.reach'),
      when: () => true,
    })
    .transform(({ name, email, phone, message }) => ({
      name,
      email: email || null,
      phone: internationalPhone(phone) ?? null,
      message,
    }));
};

type ContactSchema = ReturnType<typeof contactSchema>;
const FIELDS = ['name', 'email', 'phone', 'message'] as const;
const EMPTY = { name: '', email: '', phone: emptyPhone(), message: '' };

type Outcome = { sent: true } | { sent: false; title: string; text: string };

/** The public contact form: name, a way to reply (e-mail or phone), the message. */
export function ContactForm() {
  const intl = useIntl();
  const [send, { loading }] = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const schema = useMemo(() => contactSchema(intl), [intl]);
  const { register, handleSubmit, formState, control, clearErrors, setError, reset } = useForm<
    z.input<ContactSchema>,
    unknown,
    z.output<ContactSchema>
  >({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const clearOnEdit = (...names: (typeof FIELDS)[number][]) => ({ onChange: () => clearErrors(names) });

  const onSubmit = handleSubmit(async (input) => {
    setOutcome(null);
    try {
      await send(input);
      reset(EMPTY);
      setOutcome({ sent: true });
      notify.success(intl.formatMessage({ id: 'pages.contact.sent.toast' }));
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS)) return;
      const text =
        errorCode(error) === 'TOO_MANY_REQUESTS'
          ? errorMessage(error, intl.formatMessage({ id: 'pages.contact.failed.text' }))
          : intl.formatMessage({ id: isNetworkError(error) ? 'common.error.network' : 'pages.contact.failed.text' });
      setOutcome({ sent: false, title: intl.formatMessage({ id: 'pages.contact.failed.title' }), text });
      notify.error(text);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="4">
        {outcome && (
          <Alert.Root
            status={outcome.sent ? 'success' : 'error'}
            role={outcome.sent ? 'status' : 'alert'}
            alignItems="flex-start"
          >
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {outcome.sent ? <FormattedMessage id="pages.contact.sent.title" /> : outcome.title}
              </Alert.Title>
              <Alert.Description>
                {outcome.sent ? <FormattedMessage id="pages.contact.sent.text" /> : outcome.text}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Field.Root required invalid={Boolean(errors.name)}>
          <Field.Label>
            <FormattedMessage id="pages.contact.form.name" />
            <Field.RequiredIndicator />
          </Field.Label>
          <Input autoComplete="name" {...register('name', clearOnEdit('name'))} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Text color="gray.600" fontSize="sm">
          <FormattedMessage id="pages.contact.form.reachHint" />
        </Text>
        <Field.Root invalid={Boolean(errors.email)}>
          <Field.Label>
            <FormattedMessage id="pages.contact.form.email" />
          </Field.Label>
          <Input type="email" dir="ltr" autoComplete="email" {...register('email', clearOnEdit('email'))} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <FormPhoneField
          control={control}
          name="phone"
          error={errors.phone?.message}
          onEdit={() => clearErrors(['phone', 'email'])}
        />
        <Field.Root required invalid={Boolean(errors.message)}>
          <Field.Label>
            <FormattedMessage id="pages.contact.form.message" />
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={5} {...register('message', clearOnEdit('message'))} />
          <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={loading}
          loadingText={intl.formatMessage({ id: 'pages.contact.form.sending' })}
        >
          <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
            <Send aria-hidden />
          </Box>
          <FormattedMessage id="pages.contact.form.submit" />
        </Button>
      </Stack>
    </form>
  );
}
