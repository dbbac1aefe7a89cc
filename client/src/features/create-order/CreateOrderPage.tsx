import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, chakra, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, ArrowRight, TriangleAlert } from 'lucide-react';
import { getFragmentData } from '../../gql';
import type { PaymentMethod } from '../../gql/graphql';
import { useLanguage } from '../../lib/language';
import { usePageTitle, useSiteConfig } from '../../lib/site-config';
import { EmptyState } from '../../components/EmptyState';
import { PageBanner } from '../../components/PageBanner';
import { PageLoader } from '../../components/PageLoader';
import { notify } from '../../components/toaster';
import { errorCode, errorMessage } from '../../lib/errors';
import { isolate, useFormat } from '../../lib/format';
import { applyServerErrors, serverErrorPaths } from '../../lib/forms';
import { emptyPerson, personInput } from '../../lib/person';
import { LANGUAGE_INFO } from '../../lib/i18n';
import { emptyPhone, internationalPhone, phoneFromInternational } from '../../lib/phone';
import { updateSessionUser, useSession } from '../../lib/session';
import { VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { fileProblem, MAX_FILES_PER_ORDER } from '../../lib/file-rules';
import { ApplicantSection } from './components/ApplicantSection';
import { ContactStep } from './components/ContactStep';
import { DetailsStep, type Attachment } from './components/DetailsStep';
import { IntakeQuestions, useAnswerProblemText } from './components/IntakeQuestions';
import { checkAnswers } from '../../lib/intake-rules';
import { answerFieldErrors, officeToday } from './answers';
import { ReviewStep } from './components/ReviewStep';
import { ServiceStep } from './components/ServiceStep';
import { UploadPanel } from './components/UploadPanel';
import { WizardSummary } from './components/WizardSummary';
import {
  WizardAccountDocument,
  WizardPaymentDocument,
  WizardServiceFragment,
  WizardServicesDocument,
} from './documents';
import { clearDraft, loadDraft, saveDraft, type FileNote, type WizardValues } from './draft';
import { useCreateOrder } from './hooks/useCreateOrder';
import { useOrderUploads } from './hooks/useOrderUploads';
import { useSlotFiles } from './hooks/useSlotFiles';
import { RequiredDocumentsPicker } from './components/RequiredDocumentsPicker';
import { STEP_COUNT, STEP_FIELDS, wizardSchema } from './wizard-schema';

const DEFAULT_METHOD: PaymentMethod = 'bank_transfer';
const SERVER_FIELDS = [
  'serviceId',
  'notes',
  'fullName',
  'email',
  'phone',
  'address',
  'nationalId',
  'paymentMethod',
] as const;

/** The service asked for by the link that opened the wizard: route state first, then `?service=ID`. */
function usePreselectedService(): number | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { serviceId?: unknown } | null)?.serviceId;
  if (typeof fromState === 'number' && Number.isInteger(fromState)) return fromState;
  const fromQuery = Number.parseInt(params.get('service') ?? '', 10);
  return Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : null;
}

let nextKey = 0;
const keyed = (file: File): Attachment => ({ key: `file-${(nextKey += 1)}`, file });
const noteOf = (file: File): FileNote => ({ name: file.name, size: file.size, type: file.type });

/** The client's four-step order wizard: service, details and attachments, contact details, review and payment. */
export default function CreateOrderPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const { config: siteConfig } = useSiteConfig();
  const { language } = useLanguage();
  const format = useFormat();
  usePageTitle(intl.formatMessage({ id: 'createOrder.title' }));
  const user = session?.user;
  const userId = user?.id ?? 'anonymous';
  const preselected = usePreselectedService();

  // Read once: the saved draft (if any), with a service from the link taking precedence.
  const [initial] = useState(() => {
    const draft = loadDraft(userId);
    const account: WizardValues = {
      serviceId: null,
      notes: '',
      fullName: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: emptyPhone(),
      address: '',
      nationalId: '',
      applicant: emptyPerson(),
      saveApplicant: false,
      paymentMethod: '',
      terms: false,
      answers: {},
    };
    const values = draft
      ? {
          ...account,
          ...draft.values,
          fullName: draft.values.fullName || account.fullName,
          email: draft.values.email || account.email,
          phone: draft.values.phone.national ? draft.values.phone : account.phone,
        }
      : account;
    const changedService = preselected !== null && preselected !== values.serviceId;
    if (preselected !== null) values.serviceId = preselected;
    return {
      values,
      step: draft && !changedService ? draft.step : 1,
      missing: draft?.files ?? [],
      restored: Boolean(draft),
    };
  });

  const schema = useMemo(() => wizardSchema(intl), [intl]);
  const form = useForm<WizardValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: initial.values,
    reValidateMode: 'onSubmit',
  });
  const { register, control, formState, trigger, clearErrors, setValue, getValues, setError } = form;
  const values = useWatch({ control }) as WizardValues;

  const [step, setStep] = useState(initial.step);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [missing, setMissing] = useState<FileNote[]>(initial.missing);
  const [refused, setRefused] = useState<string[]>([]);
  const [answerErrors, setAnswerErrors] = useState<Record<string, string | undefined>>({});
  const problemText = useAnswerProblemText();
  const [placedId, setPlacedId] = useState<number | null>(null);
  const [createOrder, { loading: creating }] = useCreateOrder();
  // One order per visit to the wizard: every submit of it carries this key, so a retry never places a second.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const uploads = useOrderUploads();
  // Files kept from before a reload come back (and are no longer missing).
  const slotFiles = useSlotFiles(`order-${userId}`, (restored) => {
    setAttachments((current) => [
      ...restored.filter((kept) => !current.some((item) => item.key === kept.key)),
      ...current,
    ]);
    setMissing((current) => current.filter((note) => !restored.some(({ file }) => file.name === note.name)));
  });
  const heading = useRef<HTMLHeadingElement>(null);

  const services = useQuery(WizardServicesDocument);
  const payment = useQuery(WizardPaymentDocument);
  const account = useQuery(WizardAccountDocument);
  const serviceList = useMemo(
    () => getFragmentData(WizardServiceFragment, services.data?.services ?? []),
    [services.data],
  );
  const service = serviceList.find((item) => item.id === values.serviceId);
  // Papers needed only when applying for someone else (a power of attorney, the relative's ID) are asked once step 3
  // says so; placed without them, the order page lists them as outstanding (the server counts them from the applicant).
  const forSomeoneElse = (values.applicant?.kind ?? 'self') !== 'self';
  const requirements = useMemo(
    () => (service?.requiredDocuments ?? []).filter((requirement) => forSomeoneElse || !requirement.onlyForSomeoneElse),
    [service, forSomeoneElse],
  );
  const methods = useMemo<PaymentMethod[]>(() => {
    const accepted = payment.data?.publicConfig.payment.acceptedMethods;
    return accepted && accepted.length > 0 ? [...accepted] : [DEFAULT_METHOD];
  }, [payment.data]);

  // The chosen method must be one the office accepts; bank transfer (or the first accepted) by default.
  useEffect(() => {
    const current = getValues('paymentMethod');
    if (!current || !methods.includes(current as PaymentMethod))
      setValue('paymentMethod', methods.includes(DEFAULT_METHOD) ? DEFAULT_METHOD : methods[0]);
  }, [methods, getValues, setValue]);

  // Step 3 starts from the account: what the draft left empty is filled from it.
  useEffect(() => {
    const me = account.data?.me;
    if (!me) return;
    if (!getValues('fullName')) setValue('fullName', me.fullName);
    if (!getValues('email')) setValue('email', me.email);
    if (!getValues('phone').national && me.phone) setValue('phone', phoneFromInternational(me.phone));
  }, [account.data, getValues, setValue]);

  // A service that is no longer offered cannot stay chosen.
  useEffect(() => {
    if (services.data && values.serviceId !== null && !serviceList.some((item) => item.id === values.serviceId))
      setValue('serviceId', null);
  }, [services.data, serviceList, values.serviceId, setValue]);

  // The draft follows every change, until the order is placed.
  useEffect(() => {
    if (placedId !== null) return;
    saveDraft(userId, { step, values, files: [...missing, ...attachments.map(({ file }) => noteOf(file))] });
  }, [userId, step, values, attachments, missing, placedId]);

  useEffect(() => {
    if (initial.restored) notify.info(intl.formatMessage({ id: 'createOrder.draftRestored' }));
  }, [initial.restored, intl]);

  const goTo = (next: number) => {
    setStep(Math.min(Math.max(next, 1), STEP_COUNT));
    requestAnimationFrame(() => heading.current?.focus());
  };

  const questions = service?.intakeQuestions ?? [];
  /** The answers to the chosen service's questions (others left from another service are dropped), checked as the server will. */
  const checkedAnswers = () => {
    const given = Object.fromEntries(questions.map((q) => [q.key, values.answers?.[q.key] ?? '']));
    return checkAnswers(questions, given, officeToday());
  };

  const forward = async () => {
    const fieldsValid = await trigger(STEP_FIELDS[step], { shouldFocus: true });
    if (step === 2) {
      const { problems } = checkedAnswers();
      setAnswerErrors(Object.fromEntries(problems.map(({ key, problem }) => [key, problemText(problem)])));
      if (problems.length) {
        document.getElementById(`answer-${problems[0].key}`)?.focus();
        return;
      }
    }
    if (fieldsValid) goTo(step + 1);
  };

  const addFiles = (files: File[]) => {
    const problems: string[] = [];
    const accepted: Attachment[] = [];
    for (const file of files) {
      const problem = fileProblem(file);
      if (problem === 'type')
        problems.push(intl.formatMessage({ id: 'createOrder.error.fileType' }, { name: isolate(file.name) }));
      else if (problem === 'size')
        problems.push(intl.formatMessage({ id: 'createOrder.error.fileSize' }, { name: isolate(file.name) }));
      else if (attachments.length + accepted.length >= MAX_FILES_PER_ORDER) {
        problems.push(intl.formatMessage({ id: 'createOrder.error.fileCount' }, { max: MAX_FILES_PER_ORDER }));
        break;
      } else accepted.push(keyed(file));
    }
    setRefused(problems);
    if (accepted.length === 0) return;
    setAttachments((current) => [...current, ...accepted]);
    accepted.forEach(slotFiles.keepAttachment);
    // A file attached again is no longer missing.
    setMissing((current) => current.filter((note) => !accepted.some(({ file }) => file.name === note.name)));
  };

  const openOrder = (id: number) => void navigate(`/orders/${id}`, { replace: true });

  const finishUploads = async (orderId: number, sent: Promise<boolean>) => {
    if (await sent) openOrder(orderId);
  };

  const placeOrder = async (data: WizardValues) => {
    if (mustVerify) return;
    try {
      const result = await createOrder({
        variables: {
          input: {
            serviceId: data.serviceId as number,
            notes: data.notes.trim() || null,
            fullName: data.fullName.trim(),
            email: data.email.trim(),
            phone: internationalPhone(data.phone) ?? null,
            address: data.address.trim() || null,
            nationalId: data.nationalId.trim() || null,
            paymentMethod: (data.paymentMethod || DEFAULT_METHOD) as PaymentMethod,
            answers: checkedAnswers().values,
            // Without an applicant the server takes the account holder (kind self).
            ...(data.applicant.kind !== 'self' && {
              applicant: { ...personInput(data.applicant), saveForLater: data.saveApplicant },
            }),
          },
          idempotencyKey,
        },
      });
      const order = result.data?.createOrder;
      if (!order) throw new Error('no order in the answer');
      setPlacedId(order.id);
      clearDraft(userId);
      notify.success(intl.formatMessage({ id: 'createOrder.success' }));
      // A file that did not arrive can be sent from the order page, which lists what is outstanding.
      await slotFiles.sendAll(order.id, requirements);
      slotFiles.clear();
      if (attachments.length === 0) return openOrder(order.id);
      await finishUploads(order.id, uploads.start(order.id, attachments));
    } catch (error) {
      // Verified state changed elsewhere (the setting turned on): the notice below takes over.
      if (errorCode(error) === 'EMAIL_NOT_VERIFIED' && session)
        updateSessionUser({ ...session.user, emailVerified: false });
      const refusedAnswers = answerFieldErrors(error);
      // The applicant's fields are refused under `applicant.<field>` (step 3).
      const applicantErrors = serverErrorPaths(error).filter(({ path }) => path.startsWith('applicant.'));
      for (const { path, message } of applicantErrors)
        setError(path as 'applicant.fullNameAr', { type: 'server', message });
      if (Object.keys(refusedAnswers).length) {
        setAnswerErrors(refusedAnswers);
        goTo(2);
      } else if (applicantErrors.length) goTo(3);
      else if (applyServerErrors(error, setError, SERVER_FIELDS)) {
        const errors = form.formState.errors;
        const back = [1, 2, 3].find((index) => STEP_FIELDS[index].some((field) => errors[field]));
        if (back) goTo(back);
      }
      notify.error(errorMessage(error, intl.formatMessage({ id: 'createOrder.error.create' })));
    }
  };

  const placed = placedId !== null;
  const mustVerify = Boolean(siteConfig?.requireEmailVerification && session && !session.user.emailVerified);
  const sending = creating || uploads.items.some((item) => item.status === 'sending' || item.status === 'waiting');
  const rtl = LANGUAGE_INFO[language].dir === 'rtl';
  const Back = rtl ? ArrowRight : ArrowLeft;
  const Forward = rtl ? ArrowLeft : ArrowRight;

  if (services.loading && !services.data)
    return <PageLoader label={intl.formatMessage({ id: 'createOrder.service.loading' })} />;
  if (services.error && !services.data) {
    return (
      <Container maxW="3xl" py="10">
        <EmptyState
          role="alert"
          icon={<TriangleAlert size={30} aria-hidden />}
          title={intl.formatMessage({ id: 'createOrder.service.error' })}
          action={
            <Button variant="outline" onClick={() => void services.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        />
      </Container>
    );
  }

  return (
    <>
      <PageBanner
        title={<FormattedMessage id="createOrder.title" />}
        intro={<FormattedMessage id="createOrder.intro" />}
      />
      <Container maxW="6xl" py="8" flex="1">
        {mustVerify && session && (
          <Box mb="6">
            <VerifyEmailNotice email={session.user.email} />
          </Box>
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' }} gap="6" alignItems="start">
          <chakra.form
            onSubmit={(event) =>
              step === STEP_COUNT ? void form.handleSubmit(placeOrder)(event) : (event.preventDefault(), void forward())
            }
            noValidate
            bg="white"
            borderWidth="1px"
            rounded="xl"
            p={{ base: '4', md: '6' }}
            minW="0"
          >
            <Stack gap="1" mb="5">
              <Text fontSize="sm" color="gray.600" aria-live="polite">
                <FormattedMessage
                  id="createOrder.progress"
                  values={{ step: format.number(step), total: format.number(STEP_COUNT) }}
                />
              </Text>
              <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
                <FormattedMessage id={`createOrder.step.${step as 1 | 2 | 3 | 4}`} />
              </Heading>
            </Stack>
            <fieldset disabled={placed} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              {step === 1 && (
                <ServiceStep
                  services={serviceList}
                  value={values.serviceId}
                  onChange={(id) => (setValue('serviceId', id), clearErrors('serviceId'))}
                  error={formState.errors.serviceId?.message}
                />
              )}
              {step === 2 && (
                <IntakeQuestions
                  questions={questions}
                  answers={values.answers ?? {}}
                  errors={answerErrors}
                  onChange={(key, answer) => {
                    setValue('answers', { ...getValues('answers'), [key]: answer });
                    setAnswerErrors((current) => ({ ...current, [key]: undefined }));
                  }}
                />
              )}
              {step === 2 && (
                <RequiredDocumentsPicker
                  requirements={requirements}
                  chosen={slotFiles.chosen}
                  dates={slotFiles.dates}
                  onDate={slotFiles.setDate}
                  onAdd={slotFiles.add}
                  onRemove={slotFiles.remove}
                />
              )}
              {step === 2 && (
                <DetailsStep
                  notes={register('notes')}
                  attachments={attachments}
                  missing={missing}
                  refused={refused}
                  onAdd={addFiles}
                  onRemove={(key) => {
                    slotFiles.forgetAttachment(key);
                    setAttachments((current) => current.filter((item) => item.key !== key));
                  }}
                />
              )}
              {step === 3 && (
                <Stack gap="8">
                  <ApplicantSection
                    kind={values.applicant.kind}
                    register={register}
                    control={control}
                    errors={formState.errors}
                    setValue={setValue}
                    clear={(name) => clearErrors(name as 'applicant')}
                  />
                  <ContactStep
                    register={register}
                    control={control}
                    errors={formState.errors}
                    clear={(name) => clearErrors(name)}
                  />
                </Stack>
              )}
              {step === 4 && (
                <ReviewStep
                  service={service}
                  values={values}
                  attachments={attachments}
                  methods={methods}
                  control={control}
                  errors={formState.errors}
                  clear={(name) => clearErrors(name)}
                />
              )}
            </fieldset>
            {placed && uploads.items.length > 0 && (
              <Box mt="6">
                <UploadPanel
                  items={uploads.items}
                  onRetry={(key) => void finishUploads(placedId, uploads.retry(placedId, key))}
                  onOpenOrder={() => openOrder(placedId)}
                />
              </Box>
            )}
            {!placed && (
              <HStack justify="space-between" mt="8" gap="3" wrap="wrap">
                <Button type="button" variant="outline" onClick={() => goTo(step - 1)} disabled={step === 1 || sending}>
                  <Back aria-hidden /> <FormattedMessage id="createOrder.previous" />
                </Button>
                {step < STEP_COUNT ? (
                  <Button type="submit" colorPalette="brand">
                    <FormattedMessage id="createOrder.next" /> <Forward aria-hidden />
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    colorPalette="brand"
                    loading={sending}
                    disabled={mustVerify}
                    loadingText={intl.formatMessage({ id: 'createOrder.submitting' })}
                  >
                    <FormattedMessage id="createOrder.submit" />
                  </Button>
                )}
              </HStack>
            )}
          </chakra.form>
          <WizardSummary service={service} attachmentCount={attachments.length} step={step} />
        </Grid>
      </Container>
    </>
  );
}
