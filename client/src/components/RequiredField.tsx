import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

/** A required form field: its label, the control, and the error announced under it. */
export function RequiredField({ label, error, children }: { label: ReactNode; error?: string; children: ReactNode }) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
