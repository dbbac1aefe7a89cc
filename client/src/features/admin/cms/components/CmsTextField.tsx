import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Input, Textarea } from '@chakra-ui/react';
import type { CmsForm } from '../cms-form';
import { FormField } from '../../../../components/FormField';

/** One text field of the content form, found by its dotted path. */
export function CmsTextField({
  name,
  label,
  required,
  multiline,
  rows = 3,
  type = 'text',
  hint,
}: {
  name: FieldPath<CmsForm>;
  label: ReactNode;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'number';
  hint?: ReactNode;
}) {
  // Numbers, addresses and codes read left to right; in a right-to-left page they still sit on the right.
  const rtl = useIntl().locale.startsWith('ar');
  const { register, getFieldState, formState } = useFormContext<CmsForm>();
  const { error } = getFieldState(name, formState);
  const ltr = type === 'email' || type === 'tel';
  return (
    <FormField label={label} required={required} error={error?.message} hint={hint}>
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
