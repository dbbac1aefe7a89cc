import { useState } from 'react';
import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Alert, Checkbox, Field, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import { getFragmentData } from '../../../gql';
import type { ApplicantKind } from '../../../gql/graphql';
import { PersonFields } from '../../../components/PersonFields';
import { emptyPerson, personValues } from '../../../lib/person';
import type { WizardValues } from '../draft';
import { WizardSavedPeopleDocument, WizardSavedPersonFragment } from '../documents';

const KINDS: ApplicantKind[] = ['self', 'relative', 'power_of_attorney'];

type Props = {
  kind: ApplicantKind;
  register: UseFormRegister<WizardValues>;
  control: Control<WizardValues>;
  errors: FieldErrors<WizardValues>;
  setValue: UseFormSetValue<WizardValues>;
  clear: (name: `applicant.${string}` | 'applicant') => void;
};

/** The person in the form field name `applicant.<field>`, so one component serves every field. */
const field = (name: string) => `applicant.${name}` as 'applicant.fullNameAr';

/**
 * Step 3's first question: whose papers these are. For someone else (a relative, a principal) it asks their
 * registry data, offers the saved people to fill it in, and can save the person for later.
 */
export function ApplicantSection({ kind, register, control, errors, setValue, clear }: Props) {
  const intl = useIntl();
  const [chosen, setChosen] = useState('');
  const saved = useQuery(WizardSavedPeopleDocument, { skip: kind === 'self' });
  const people = getFragmentData(WizardSavedPersonFragment, saved.data?.mySavedPeople ?? []);
  const applicantErrors = errors.applicant ?? {};

  const choose = (id: string) => {
    setChosen(id);
    const person = people.find((item) => String(item.id) === id);
    const values = person ? personValues(person) : { ...emptyPerson(kind), kind };
    setValue('applicant', values, { shouldDirty: true });
    if (person) setValue('saveApplicant', false);
    clear('applicant');
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="applicant-question">
      <Controller
        control={control}
        name="applicant.kind"
        render={({ field: kindField }) => (
          <RadioGroup.Root
            value={kindField.value}
            onValueChange={(details) => {
              kindField.onChange(details.value ?? 'self');
              setChosen('');
              clear('applicant');
            }}
            name={kindField.name}
            colorPalette="brand"
          >
            <RadioGroup.Label id="applicant-question" fontWeight="semibold" mb="2">
              <FormattedMessage id="person.whose" />
            </RadioGroup.Label>
            <Stack gap="2" direction={{ base: 'column', md: 'row' }}>
              {KINDS.map((option) => (
                <RadioGroup.Item key={option} value={option}>
                  <RadioGroup.ItemHiddenInput onBlur={kindField.onBlur} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <FormattedMessage id={`person.whoseOption.${option}`} />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
      />
      {kind !== 'self' && (
        <>
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage id="person.someoneElseNote" />
            </Alert.Description>
          </Alert.Root>
          {people.length > 0 && (
            <Field.Root>
              <Field.Label>
                <FormattedMessage id="person.savedChoose" />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={chosen} onChange={(event) => choose(event.currentTarget.value)}>
                  <option value="">{intl.formatMessage({ id: 'person.savedNew' })}</option>
                  {people.map((person) => (
                    <option key={person.id} value={String(person.id)}>
                      {person.fullNameAr} — {person.fullNameLatin}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <PersonFields
            kind={kind}
            register={(name) => register(field(name), { onChange: () => clear(field(name)) })}
            errors={Object.fromEntries(
              Object.entries(applicantErrors).map(([name, error]) => [
                name,
                (error as { message?: string } | undefined)?.message,
              ]),
            )}
          />
          {chosen === '' && (
            <Controller
              control={control}
              name="saveApplicant"
              render={({ field: saveField }) => (
                <Checkbox.Root
                  checked={saveField.value}
                  onCheckedChange={(event) => saveField.onChange(event.checked === true)}
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput name={saveField.name} onBlur={saveField.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="normal">
                    <FormattedMessage id="person.saveForLater" />
                  </Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          )}
        </>
      )}
    </Stack>
  );
}
