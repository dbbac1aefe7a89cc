import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Image,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import type { CreateServiceInput, ServiceCategory } from '../../../../gql/graphql';
import { FormDialog, FormDialogForm } from '../../../../components/FormDialog';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { applyServerErrors } from '../../../../lib/forms';
import { RequiredField } from '../../../../components/RequiredField';
import { ImageUploadError, useSaveService, type ImageChange } from '../hooks/useSaveService';
import type { AdminServiceData } from './AdminServiceCard';
import { CATEGORIES } from './categories';
import { QuestionsEditor } from './QuestionsEditor';
import {
  draftProblems,
  questionFieldErrors,
  toDraft,
  toQuestionInput,
  type DraftProblem,
  type QuestionDraft,
} from './question-drafts';
import { draftProblem, RequiredDocumentsEditor, toDrafts, toRequiredDocumentInputs } from './RequiredDocumentsEditor';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

const serviceSchema = (intl: IntlShape) => {
  const price = intl.formatMessage({ id: 'adminServices.form.error.price' });
  return z.object({
    nameAr: z
      .string()
      .trim()
      .min(1, intl.formatMessage({ id: 'adminServices.form.error.nameAr' }))
      .max(200, intl.formatMessage({ id: 'common.form.tooLong' }, { max: 200 })),
    nameTr: z
      .string()
      .trim()
      .max(200, intl.formatMessage({ id: 'common.form.tooLong' }, { max: 200 })),
    nameEn: z
      .string()
      .trim()
      .max(200, intl.formatMessage({ id: 'common.form.tooLong' }, { max: 200 })),
    descriptionAr: z.string().trim(),
    descriptionTr: z.string().trim(),
    descriptionEn: z.string().trim(),
    category: z.enum(CATEGORIES as [ServiceCategory, ...ServiceCategory[]]),
    priceTry: z.string().trim().regex(PRICE, price),
    priceUsd: z
      .string()
      .trim()
      .refine((value) => value === '' || PRICE.test(value), price),
    estimatedDays: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (/^\d{1,4}$/.test(value) && Number(value) >= 1),
        intl.formatMessage({ id: 'adminServices.form.error.days' }),
      ),
    deliversResult: z.boolean(),
  });
};
type ServiceSchema = ReturnType<typeof serviceSchema>;
type ServiceValues = z.input<ServiceSchema>;
const FIELDS = [
  'nameAr',
  'nameTr',
  'nameEn',
  'descriptionAr',
  'descriptionTr',
  'descriptionEn',
  'category',
  'priceTry',
  'priceUsd',
  'estimatedDays',
  'deliversResult',
] as const;

const defaults = (service: AdminServiceData | null): ServiceValues => ({
  nameAr: service?.nameAr ?? '',
  nameTr: service?.nameTr ?? '',
  nameEn: service?.nameEn ?? '',
  descriptionAr: service?.descriptionAr ?? '',
  descriptionTr: service?.descriptionTr ?? '',
  descriptionEn: service?.descriptionEn ?? '',
  category: service?.category ?? 'civil_registry',
  priceTry: service?.priceTry ?? '',
  priceUsd: service?.priceUsd ?? '',
  estimatedDays: service?.estimatedDays != null ? String(service.estimatedDays) : '',
  deliversResult: service?.deliversResult ?? false,
});

function OptionalField({
  label,
  error,
  children,
  hint,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The add/edit modal: names and descriptions in three languages, category, prices, days and the image. */
export function ServiceFormDialog({
  open,
  service,
  onClose,
}: {
  open: boolean;
  service: AdminServiceData | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg">
      <ServiceForm service={service} onClose={onClose} />
    </FormDialog>
  );
}

function ServiceForm({ service, onClose }: { service: AdminServiceData | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `adminServices.${id}` as 'adminServices.title' }, values);
  const [save, { loading }] = useSaveService();
  const schema = useMemo(() => serviceSchema(intl), [intl]);
  const { register, handleSubmit, formState, control, setError, clearErrors } = useForm<
    ServiceValues,
    unknown,
    z.output<ServiceSchema>
  >({
    resolver: zodResolver(schema),
    defaultValues: defaults(service),
  });
  const { errors } = formState;
  const [image, setImage] = useState<ImageChange>({ kind: 'keep' });
  const initialDocuments = useMemo(() => toDrafts(service?.requiredDocuments ?? []), [service]);
  const [documents, setDocuments] = useState(initialDocuments);
  const [imageError, setImageError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => (service?.intakeQuestions ?? []).map(toDraft));
  const [questionProblems, setQuestionProblems] = useState<Record<string, DraftProblem>>({});
  const [questionErrors, setQuestionErrors] = useState<string[]>([]);
  const changeQuestions = (next: QuestionDraft[]) => {
    setQuestions(next);
    setQuestionProblems({});
    setQuestionErrors([]);
  };

  const localUrl = useMemo(() => (image.kind === 'replace' ? URL.createObjectURL(image.file) : null), [image]);
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);
  const preview = image.kind === 'replace' ? localUrl : image.kind === 'remove' ? null : (service?.imageUrl ?? null);

  const pickImage = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setImageError(t('form.imageType'));
    } else if (file.size >= MAX_IMAGE_BYTES) {
      setImageError(t('form.imageTooLarge'));
      notify.error(t('form.imageTooLarge'));
    } else {
      setImageError(undefined);
      setImage({ kind: 'replace', file });
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const removeImage = () => {
    setImage(service?.imageUrl ? { kind: 'remove' } : { kind: 'keep' });
    setImageError(undefined);
  };

  const onSubmit = handleSubmit(async (values) => {
    const problems = draftProblems(questions);
    setQuestionProblems(problems);
    if (Object.keys(problems).length) return;
    const input: CreateServiceInput = {
      nameAr: values.nameAr,
      nameTr: values.nameTr || null,
      nameEn: values.nameEn || null,
      descriptionAr: values.descriptionAr || null,
      descriptionTr: values.descriptionTr || null,
      descriptionEn: values.descriptionEn || null,
      category: values.category,
      priceTry: values.priceTry,
      priceUsd: values.priceUsd || null,
      estimatedDays: values.estimatedDays ? Number(values.estimatedDays) : null,
      deliversResult: values.deliversResult,
      intakeQuestions: questions.map(toQuestionInput),
    };
    // The required documents go only when edited, as the whole list (left-out ones are archived by the server).
    if (JSON.stringify(documents) !== JSON.stringify(initialDocuments)) {
      if (documents.some(draftProblem)) {
        notify.error(t('documents.invalid'));
        return;
      }
      input.requiredDocuments = toRequiredDocumentInputs(documents);
    }
    try {
      await save(service?.id ?? null, input, image, service?.isActive ?? true);
      notify.success(t(service ? 'updated' : 'added'));
      onClose();
    } catch (error) {
      if (error instanceof ImageUploadError) {
        notify.error(errorMessage(error.cause, t('form.imageFailed')));
        onClose();
        return;
      }
      const refusedQuestions = questionFieldErrors(error, (number) => t('questions.number', { number }));
      if (refusedQuestions.length) setQuestionErrors(refusedQuestions);
      else if (!applyServerErrors(error, setError, FIELDS))
        notify.error(errorMessage(error, t(service ? 'updateFailed' : 'addFailed')));
    }
  });

  return (
    <FormDialogForm
      title={t(service ? 'form.editTitle' : 'form.addTitle')}
      closeLabel={t('close')}
      cancel={<FormattedMessage id="adminServices.cancel" />}
      submit={t(service ? 'form.submitEdit' : 'form.submitAdd')}
      saving={loading}
      savingLabel={t('form.saving')}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack gap="4">
        <RequiredField label={t('form.nameAr')} error={errors.nameAr?.message}>
          <Input dir="auto" {...register('nameAr', { onChange: () => clearErrors('nameAr') })} />
        </RequiredField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <OptionalField label={t('form.nameTr')} error={errors.nameTr?.message}>
            <Input dir="auto" {...register('nameTr')} />
          </OptionalField>
          <OptionalField label={t('form.nameEn')} error={errors.nameEn?.message}>
            <Input dir="auto" {...register('nameEn')} />
          </OptionalField>
        </SimpleGrid>
        <OptionalField label={t('form.descriptionAr')} error={errors.descriptionAr?.message}>
          <Textarea dir="auto" rows={3} {...register('descriptionAr')} />
        </OptionalField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <OptionalField label={t('form.descriptionTr')} error={errors.descriptionTr?.message}>
            <Textarea dir="auto" rows={3} {...register('descriptionTr')} />
          </OptionalField>
          <OptionalField label={t('form.descriptionEn')} error={errors.descriptionEn?.message}>
            <Textarea dir="auto" rows={3} {...register('descriptionEn')} />
          </OptionalField>
        </SimpleGrid>
        <RequiredField label={t('form.category')} error={errors.category?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('category')}>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`category.${category}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </RequiredField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <RequiredField label={t('form.priceTry')} error={errors.priceTry?.message}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              dir="ltr"
              {...register('priceTry', { onChange: () => clearErrors('priceTry') })}
            />
          </RequiredField>
          <OptionalField label={t('form.priceUsd')} error={errors.priceUsd?.message}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              dir="ltr"
              {...register('priceUsd', { onChange: () => clearErrors('priceUsd') })}
            />
          </OptionalField>
          <OptionalField label={t('form.estimatedDays')} error={errors.estimatedDays?.message}>
            <Input
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              dir="ltr"
              {...register('estimatedDays', { onChange: () => clearErrors('estimatedDays') })}
            />
          </OptionalField>
        </SimpleGrid>
        <Controller
          control={control}
          name="deliversResult"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              colorPalette="brand"
              alignItems="start"
            >
              <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} ref={field.ref} />
              <Checkbox.Control />
              <Checkbox.Label>
                {t('form.deliversResult')}
                <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="gray.600">
                  {t('form.deliversResultHint')}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />

        <RequiredDocumentsEditor value={documents} onChange={setDocuments} />
        <Field.Root invalid={Boolean(imageError)}>
          <Field.Label>{t('form.image')}</Field.Label>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            data-testid="service-image-input"
            aria-label={t('form.image')}
            onChange={(event) => pickImage(event.target.files?.[0])}
          />
          {preview ? (
            <Box position="relative" w="full">
              <Image
                src={preview}
                alt={t('form.imagePreview')}
                maxH="48"
                w="full"
                objectFit="cover"
                rounded="md"
                borderWidth="1px"
              />
            </Box>
          ) : null}
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
              <ImagePlus aria-hidden /> {t('form.chooseImage')}
            </Button>
            {preview && (
              <Button variant="ghost" colorPalette="red" size="sm" onClick={removeImage}>
                <Trash2 aria-hidden /> {t('form.removeImage')}
              </Button>
            )}
          </HStack>
          <Field.HelperText>{t('form.imageHint')}</Field.HelperText>
          <Field.ErrorText>{imageError}</Field.ErrorText>
        </Field.Root>
        <QuestionsEditor
          questions={questions}
          onChange={changeQuestions}
          problems={questionProblems}
          serverErrors={questionErrors}
        />
        {!loading ? null : (
          <Text srOnly role="status">
            {t('form.saving')}
          </Text>
        )}
      </Stack>
    </FormDialogForm>
  );
}
