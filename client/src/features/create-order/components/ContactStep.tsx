import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Field, Input, Stack } from '@chakra-ui/react';
import { FormPhoneField } from '../../../components/PhoneField';
import { RequiredField } from '../../../components/RequiredField';
import type { WizardValues } from '../draft';

type Props = {
  register: UseFormRegister<WizardValues>;
  control: Control<WizardValues>;
  errors: FieldErrors<WizardValues>;
  clear: (name: keyof WizardValues) => void;
};

/** Step 3: who the order is for, prefilled from the account; address and national id are optional. */
export function ContactStep({ register, control, errors, clear }: Props) {
  const edit = (name: keyof WizardValues) => ({ onChange: () => clear(name) });
  return (
    <Stack gap="4">
      <RequiredField label={<FormattedMessage id="createOrder.contact.fullName" />} error={errors.fullName?.message}>
        <Input dir="auto" autoComplete="name" {...register('fullName', edit('fullName'))} />
      </RequiredField>
      <RequiredField label={<FormattedMessage id="createOrder.contact.email" />} error={errors.email?.message}>
        <Input type="email" dir="ltr" autoComplete="email" {...register('email', edit('email'))} />
      </RequiredField>
      <FormPhoneField
        control={control}
        name="phone"
        error={errors.phone?.message}
        required
        onEdit={() => clear('phone')}
      />
      <Field.Root invalid={Boolean(errors.address)}>
        <Field.Label>
          <FormattedMessage id="createOrder.contact.address" />
        </Field.Label>
        <Input dir="auto" autoComplete="street-address" {...register('address', edit('address'))} />
        <Field.ErrorText>{errors.address?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.nationalId)}>
        <Field.Label>
          <FormattedMessage id="createOrder.contact.nationalId" />
        </Field.Label>
        <Input dir="ltr" autoComplete="off" {...register('nationalId', edit('nationalId'))} />
        {errors.nationalId ? (
          <Field.ErrorText>{errors.nationalId.message}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            <FormattedMessage id="createOrder.contact.nationalIdHint" />
          </Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  );
}
