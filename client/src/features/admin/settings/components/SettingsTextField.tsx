import type { ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Input } from '@chakra-ui/react';
import type { SettingsForm } from '../settings-form';
import { FormField } from '../../../../components/FormField';

/** One text, number or time setting, found by its dotted path. */
export function SettingsTextField({
  name,
  label,
  type = 'text',
  hint,
  required,
  ltr,
  min,
  max,
}: {
  name: FieldPath<SettingsForm>;
  label: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'number' | 'time';
  hint?: ReactNode;
  required?: boolean;
  ltr?: boolean;
  min?: number;
  max?: number;
}) {
  // Numbers, addresses and codes read left to right; in a right-to-left page they still sit on the right.
  const rtl = useIntl().locale.startsWith('ar');
  const { register, getFieldState, formState } = useFormContext<SettingsForm>();
  const { error } = getFieldState(name, formState);
  const leftToRight = ltr || type === 'email' || type === 'tel' || type === 'time';
  return (
    <FormField label={label} required={required} error={error?.message} hint={hint}>
      <Input
        type={type}
        dir={leftToRight ? 'ltr' : 'auto'}
        textAlign={leftToRight && rtl ? 'end' : undefined}
        inputMode={type === 'number' ? 'numeric' : undefined}
        min={min}
        max={max}
        {...register(name, type === 'number' ? { valueAsNumber: true } : undefined)}
      />
    </FormField>
  );
}
