import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Checkbox, DataList, Field, Heading, Link, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useLanguage } from '../../../lib/language';
import { isolate, useFormat } from '../../../lib/format';
import { internationalPhone } from '../../../lib/phone';
import type { PaymentMethod, WizardServiceFragment } from '../../../gql/graphql';
import type { WizardValues } from '../draft';
import { kilobytes, serviceName } from '../service-text';
import type { Attachment } from './DetailsStep';
import { AnswerList } from '../../../components/OrderAnswers';
import { ApplicantRole } from '../../../components/ApplicantFacts';

type Props = {
  service: WizardServiceFragment | undefined;
  values: WizardValues;
  attachments: Attachment[];
  methods: PaymentMethod[];
  control: Control<WizardValues>;
  errors: FieldErrors<WizardValues>;
  clear: (name: keyof WizardValues) => void;
};

/** Step 4: everything the order will carry, the payment method among those accepted, the terms and the 24-hour promise. */
export function ReviewStep({ service, values, attachments, methods, control, errors, clear }: Props) {
  const intl = useIntl();
  const format = useFormat();
  const { language } = useLanguage();
  const reviewedAnswers = (service?.intakeQuestions ?? []).flatMap((question) => {
    const value = values.answers?.[question.key]?.trim();
    if (!value) return [];
    const option = question.options.find((choice) => choice.value === value);
    return [
      {
        ...question,
        value: question.type === 'country' ? value.toUpperCase() : value,
        valueLabelAr: option?.labelAr,
        valueLabelTr: option?.labelTr,
        valueLabelEn: option?.labelEn,
      },
    ];
  });
  const row = (label: React.ReactNode, value: React.ReactNode) => (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0" overflowWrap="anywhere">
        {value}
      </DataList.ItemValue>
    </DataList.Item>
  );
  return (
    <Stack gap="5">
      <Heading as="h3" size="sm">
        <FormattedMessage id="createOrder.review.title" />
      </Heading>
      <DataList.Root orientation="horizontal" size="sm" gap="3" data-testid="review">
        {service &&
          row(<FormattedMessage id="createOrder.review.service" />, <bdi>{serviceName(service, language)}</bdi>)}
        {service &&
          row(
            <FormattedMessage id="createOrder.review.price" />,
            Number(service.price) === 0 ? (
              <FormattedMessage id="common.free" />
            ) : (
              format.money(service.price, service.currency)
            ),
          )}
        {service?.estimatedDays != null &&
          row(<FormattedMessage id="createOrder.review.delivery" />, format.days(service.estimatedDays))}
        {values.notes.trim() &&
          row(
            <FormattedMessage id="createOrder.review.notes" />,
            <Text dir="auto" whiteSpace="pre-wrap">
              {values.notes}
            </Text>,
          )}
        {row(
          <FormattedMessage id="createOrder.review.attachments" />,
          attachments.length === 0 ? (
            <FormattedMessage id="createOrder.review.noAttachments" />
          ) : (
            <Stack gap="1">
              {attachments.map(({ key, file }) => (
                <Text key={key} dir="auto">
                  {file.name} (
                  {intl.formatMessage(
                    { id: 'createOrder.details.size' },
                    { size: format.number(kilobytes(file.size)) },
                  )}
                  )
                </Text>
              ))}
            </Stack>
          ),
        )}
        {row(
          <FormattedMessage id="person.applicant" />,
          values.applicant.kind === 'self' ? (
            <ApplicantRole applicant={{ kind: values.applicant.kind }} />
          ) : (
            <Stack gap="0.5" data-testid="review-applicant">
              <Text>
                <bdi>{values.applicant.fullNameAr}</bdi> (
                <ApplicantRole applicant={{ ...values.applicant, relation: values.applicant.relation || null }} />)
              </Text>
              <Text dir="ltr" textAlign="start">
                {values.applicant.fullNameLatin}
              </Text>
              <Text>
                {intl.formatMessage(
                  { id: 'person.people.born' },
                  {
                    place: isolate(values.applicant.birthPlace),
                    date: values.applicant.birthDate
                      ? intl.formatDate(values.applicant.birthDate, { dateStyle: 'long', timeZone: 'UTC' })
                      : '',
                  },
                )}
              </Text>
              <Text dir="ltr" textAlign="start">
                {values.applicant.nationalNumber}
              </Text>
            </Stack>
          ),
        )}
        {row(
          <FormattedMessage id="createOrder.review.contact" />,
          <Stack gap="0.5">
            <Text>
              <bdi>{values.fullName}</bdi>
            </Text>
            <Text dir="ltr" textAlign="start">
              {values.email}
            </Text>
            <Text dir="ltr" textAlign="start">
              {internationalPhone(values.phone)}
            </Text>
            {values.address.trim() && (
              <Text>
                <bdi>{values.address}</bdi>
              </Text>
            )}
            {values.nationalId.trim() && (
              <Text dir="ltr" textAlign="start">
                {values.nationalId}
              </Text>
            )}
          </Stack>,
        )}
      </DataList.Root>
      {reviewedAnswers.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            <FormattedMessage id="createOrder.review.answers" />
          </Heading>
          <AnswerList answers={reviewedAnswers} />
        </Stack>
      )}
      <Controller
        control={control}
        name="paymentMethod"
        render={({ field }) => (
          <Field.Root invalid={Boolean(errors.paymentMethod)}>
            <RadioGroup.Root
              value={field.value || null}
              onValueChange={(details) => (field.onChange(details.value ?? ''), clear('paymentMethod'))}
              name={field.name}
              colorPalette="brand"
            >
              <RadioGroup.Label fontWeight="medium" mb="2">
                <FormattedMessage id="createOrder.review.payment" />
              </RadioGroup.Label>
              <Stack gap="2">
                {methods.map((method) => (
                  <RadioGroup.Item key={method} value={method}>
                    <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <FormattedMessage id={`common.payment.${method}`} />
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {field.value === 'syriatel_cash' || field.value === 'mtn_cash' ? (
              <Field.HelperText data-testid="pounds-hint">
                <FormattedMessage id="createOrder.review.poundsHint" />
              </Field.HelperText>
            ) : null}
            <Field.ErrorText>{errors.paymentMethod?.message}</Field.ErrorText>
          </Field.Root>
        )}
      />
      <Controller
        control={control}
        name="terms"
        render={({ field }) => (
          <Field.Root invalid={Boolean(errors.terms)}>
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(event) => (field.onChange(event.checked === true), clear('terms'))}
              alignItems="flex-start"
              colorPalette="brand"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                {intl.formatMessage(
                  { id: 'createOrder.review.terms' },
                  {
                    terms: (chunks) => (
                      <Link asChild color="brand.700" textDecoration="underline">
                        <RouterLink to="/terms" target="_blank">
                          {chunks}
                        </RouterLink>
                      </Link>
                    ),
                    privacy: (chunks) => (
                      <Link asChild color="brand.700" textDecoration="underline">
                        <RouterLink to="/privacy" target="_blank">
                          {chunks}
                        </RouterLink>
                      </Link>
                    ),
                  },
                )}
              </Checkbox.Label>
            </Checkbox.Root>
            <Field.ErrorText>{errors.terms?.message}</Field.ErrorText>
          </Field.Root>
        )}
      />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Box>
          <Alert.Description>
            <FormattedMessage id="createOrder.review.note" />
          </Alert.Description>
        </Box>
      </Alert.Root>
    </Stack>
  );
}
