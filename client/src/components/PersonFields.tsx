import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { ApplicantKind } from '../gql/graphql';
import { officeToday, RELATIONS, type PersonValues } from '../lib/person';
import { FormField } from './FormField';

type Field = Exclude<keyof PersonValues, 'kind'>;

type Props = {
  kind: ApplicantKind;
  /** react-hook-form's `register` of each field, wherever the person sits in the form. */
  register: (field: Field) => UseFormRegisterReturn;
  errors: Partial<Record<Field, string | undefined>>;
};

/**
 * A person's registry data for someone other than the account holder (the wizard's applicant, a saved person):
 * names in Arabic and Latin letters, the relation of a relative, parents' names, birth date and place, national number.
 */
export function PersonFields({ kind, register, errors }: Props) {
  const intl = useIntl();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField required label={<FormattedMessage id="person.fullNameAr" />} error={errors.fullNameAr}>
        <Input dir="rtl" lang="ar" autoComplete="off" {...register('fullNameAr')} />
      </FormField>
      <FormField
        required
        label={<FormattedMessage id="person.fullNameLatin" />}
        hint={<FormattedMessage id="person.fullNameLatinHint" />}
        error={errors.fullNameLatin}
      >
        <Input dir="ltr" lang="en" autoComplete="off" {...register('fullNameLatin')} />
      </FormField>
      {kind === 'relative' && (
        <FormField required label={<FormattedMessage id="person.relation" />} error={errors.relation}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('relation')}>
              <option value="">{intl.formatMessage({ id: 'person.relationChoose' })}</option>
              {RELATIONS.map((relation) => (
                <option key={relation} value={relation}>
                  {intl.formatMessage({ id: `person.relationOf.${relation}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      <FormField required label={<FormattedMessage id="person.fatherName" />} error={errors.fatherName}>
        <Input dir="auto" autoComplete="off" {...register('fatherName')} />
      </FormField>
      <FormField
        required
        label={<FormattedMessage id="person.motherName" />}
        hint={<FormattedMessage id="person.motherNameHint" />}
        error={errors.motherName}
      >
        <Input dir="auto" autoComplete="off" {...register('motherName')} />
      </FormField>
      <FormField required label={<FormattedMessage id="person.birthDate" />} error={errors.birthDate}>
        <Input type="date" dir="ltr" min="1900-01-01" max={officeToday()} {...register('birthDate')} />
      </FormField>
      <FormField required label={<FormattedMessage id="person.birthPlace" />} error={errors.birthPlace}>
        <Input dir="auto" autoComplete="off" {...register('birthPlace')} />
      </FormField>
      <FormField
        required
        label={<FormattedMessage id="person.nationalNumber" />}
        hint={<FormattedMessage id="person.nationalNumberHint" />}
        error={errors.nationalNumber}
      >
        <Input dir="ltr" inputMode="text" autoComplete="off" {...register('nationalNumber')} />
      </FormField>
    </SimpleGrid>
  );
}
