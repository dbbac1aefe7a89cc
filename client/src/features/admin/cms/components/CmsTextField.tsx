import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Input, Textarea } from '@chakra-ui/react';
import type { CmsForm } from '../cms-form';
import { FormField } from '../../../../components/FormField';
import { useCmsLanguage } from '../content-language';
import { TranslationHint } from './TranslationHint';

/**
 * One text field of the content form, found by its dotted path. In a translation it shows the Arabic it
 * translates and may stay empty; a `shared` field (a phone, a figure) is one value in every language and is
 * edited in Arabic only.
 */
export function CmsTextField({
  name,
  label,
  required,
  multiline,
  rows = 3,
  type = 'text',
  hint,
  shared,
}: {
  name: FieldPath<CmsForm>;
  label: ReactNode;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'number';
  hint?: ReactNode;
  shared?: boolean;
}) {
  // Numbers, addresses and codes read left to right; in a right-to-left page they still sit on the right.
  const rtl = useIntl().locale.startsWith('ar');
  const { register, getFieldState, formState } = useFormContext<CmsForm>();
  const { error } = getFieldState(name, formState);
  const { translating } = useCmsLanguage();
  const ltr = type === 'email' || type === 'tel';
  if (shared && translating) return null;
  return (
    <FormField
      label={label}
      required={required && !translating}
      error={error?.message}
      hint={translating ? <TranslationHint path={name} /> : hint}
    >
      {multiline ? (
        <Textarea dir="auto" rows={rows} {...register(name)} />
      ) : (
        <Input
          type={type}
          dir={ltr ? 'ltr' : 'auto'}
          textAlign={ltr && rtl ? 'end' : undefined}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={type === 'number' ? 0 : undefined}
          {...register(name, type === 'number' ? { valueAsNumber: true } : undefined)}
        />
      )}
    </FormField>
  );
}
