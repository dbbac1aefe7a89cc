import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** A labelled control with its hint and the error announced under it; required ones show the `*`. */
export function FormField({
  label,
  error,
  required,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Field.Root required={required} invalid={Boolean(error)} minW="0">
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
