import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { z } from 'zod';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { Language } from '../../../gql/graphql';
import { LANGUAGES } from '../../../lib/i18n';
import { FormPhoneField } from '../../../components/PhoneField';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { applyServerErrors } from '../../../lib/forms';
import { internationalPhone, phoneFromInternational, type PhoneValue } from '../../../lib/phone';
import { RequiredField } from '../../../components/RequiredField';
import { useUpdateProfile } from '../hooks/useUpdateProfile';
import { PhoneNumber } from '../../../components/PhoneNumber';

export const AccountDetailsFragment = graphql(`
  fragment AccountDetails on Account {
    id
    fullName
    email
    phone
    language
    createdAt
  }
`);

const profileSchema = (intl: IntlShape) =>
  z.object({
    fullName: z
      .string()
      .trim()
      .min(1, intl.formatMessage({ id: 'profile.account.error.fullName' }))
      .max(100, intl.formatMessage({ id: 'common.form.tooLong' }, { max: 100 })),
    phone: z
      .custom<PhoneValue>()
      .transform((value) => internationalPhone(value) ?? '')
      .refine((phone) => phone === '' || phone.length >= 10, intl.formatMessage({ id: 'profile.account.error.phone' })),
    language: z.enum(LANGUAGES as [Language, ...Language[]]),
  });
type ProfileSchema = ReturnType<typeof profileSchema>;
const FIELDS = ['fullName', 'phone', 'language'] as const;

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontWeight="semibold" color="gray.800" wordBreak="break-word">
        {children}
      </Text>
    </Box>
  );
}

/** The account: name, e-mail, phone, language and registration date; name, phone and language can be edited in place. */
export function AccountCard({ account: ref }: { account: FragmentType<typeof AccountDetailsFragment> }) {
  const account = getFragmentData(AccountDetailsFragment, ref);
  const intl = useIntl();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  return (
    <Card.Root as="section" aria-labelledby="account-title" variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="lg" id="account-title">
            <FormattedMessage id="profile.account.title" />
          </Heading>
          {!editing && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> <FormattedMessage id="profile.account.edit" />
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <ProfileForm account={account} onDone={() => setEditing(false)} />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Fact label={<FormattedMessage id="profile.account.fullName" />}>
              <bdi data-testid="account-name">{account.fullName}</bdi>
            </Fact>
            <Fact label={<FormattedMessage id="profile.account.email" />}>
              <bdi dir="ltr">{account.email}</bdi>
            </Fact>
            <Fact label={<FormattedMessage id="profile.account.phone" />}>
              {account.phone ? (
                <PhoneNumber value={account.phone} />
              ) : (
                intl.formatMessage({ id: 'profile.account.noPhone' })
              )}
            </Fact>
            <Fact label={<FormattedMessage id="profile.account.language" />}>
              <span lang={account.language} data-testid="account-language">
                {intl.formatMessage({ id: `common.language.${account.language}` })}
              </span>
            </Fact>
            <Fact label={<FormattedMessage id="profile.account.createdAt" />}>
              <time dateTime={account.createdAt}>{format.date(account.createdAt)}</time>
            </Fact>
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ProfileForm({
  account,
  onDone,
}: {
  account: { fullName: string; phone?: string | null; language: Language };
  onDone: () => void;
}) {
  const intl = useIntl();
  const [save, { loading }] = useUpdateProfile();
  const schema = useMemo(() => profileSchema(intl), [intl]);
  const { register, handleSubmit, formState, control, clearErrors, setError } = useForm<
    z.input<ProfileSchema>,
    unknown,
    z.output<ProfileSchema>
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: account.fullName,
      phone: phoneFromInternational(account.phone),
      language: account.language,
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ fullName, phone, language }) => {
    try {
      await save({ fullName, phone: phone || undefined, language });
      notify.success(intl.formatMessage({ id: 'profile.account.saved' }));
      onDone();
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS))
        notify.error(errorMessage(error, intl.formatMessage({ id: 'profile.account.saveFailed' })));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="account-title">
      <Stack gap="4">
        <RequiredField label={<FormattedMessage id="profile.account.fullName" />} error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName', { onChange: () => clearErrors('fullName') })} />
        </RequiredField>
        <FormPhoneField
          control={control}
          name="phone"
          error={errors.phone?.message}
          onEdit={() => clearErrors('phone')}
        />
        <Field.Root invalid={Boolean(errors.language)}>
          <Field.Label>
            <FormattedMessage id="profile.account.language" />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('language', { onChange: () => clearErrors('language') })}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {intl.formatMessage({ id: `common.language.${code}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            <FormattedMessage id="profile.account.languageHelp" />
          </Field.HelperText>
          <Field.ErrorText>{errors.language?.message}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            loading={loading}
            loadingText={intl.formatMessage({ id: 'profile.account.saving' })}
          >
            <FormattedMessage id="profile.account.save" />
          </Button>
          <Button variant="ghost" onClick={onDone} disabled={loading}>
            <FormattedMessage id="profile.account.cancel" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
