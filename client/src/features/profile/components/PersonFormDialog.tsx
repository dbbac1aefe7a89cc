import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { NativeSelect, Stack } from '@chakra-ui/react';
import type { ApplicantKind, SavedPersonInput } from '../../../gql/graphql';
import { FormDialog, FormDialogForm } from '../../../components/FormDialog';
import { FormField } from '../../../components/FormField';
import { PersonFields } from '../../../components/PersonFields';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { applyServerErrors } from '../../../lib/forms';
import { emptyPerson, PERSON_FIELDS, personInput, personSchema, type PersonValues } from '../../../lib/person';
import { useCreateSavedPerson, useUpdateSavedPerson } from '../hooks/useSavedPeople';

const SAVED_KINDS: ApplicantKind[] = ['relative', 'power_of_attorney'];

type Props = {
  /** The person being edited (with its id), or null to add one. */
  editing: { id: number; values: PersonValues } | null;
  open: boolean;
  onClose: () => void;
};

/** Adds or edits a saved person: who they are to the client, then their registry data. */
export function PersonFormDialog({ editing, open, onClose }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg">
      <PersonForm editing={editing} onClose={onClose} />
    </FormDialog>
  );
}

function PersonForm({ editing, onClose }: Omit<Props, 'open'>) {
  const intl = useIntl();
  const schema = useMemo(() => personSchema(intl), [intl]);
  const form = useForm<PersonValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: editing?.values ?? emptyPerson('relative'),
  });
  const { register, control, formState, setError, handleSubmit, clearErrors } = form;
  const kind = useWatch({ control, name: 'kind' });
  const [create, created] = useCreateSavedPerson();
  const [update, updated] = useUpdateSavedPerson();

  const save = async (values: PersonValues) => {
    const input: SavedPersonInput = personInput(values);
    try {
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      notify.success(intl.formatMessage({ id: 'person.people.saved' }));
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, PERSON_FIELDS))
        notify.error(errorMessage(error, intl.formatMessage({ id: 'person.people.saveFailed' })));
    }
  };

  const errors = Object.fromEntries(PERSON_FIELDS.map((field) => [field, formState.errors[field]?.message]));
  return (
    <FormDialogForm
      title={intl.formatMessage({ id: editing ? 'person.people.editTitle' : 'person.people.addTitle' })}
      closeLabel={intl.formatMessage({ id: 'person.people.close' })}
      cancel={<FormattedMessage id="person.people.cancel" />}
      submit={intl.formatMessage({ id: 'person.people.save' })}
      saving={created.loading || updated.loading}
      savingLabel={intl.formatMessage({ id: 'person.people.saving' })}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <Stack gap="4">
        <FormField required label={<FormattedMessage id="person.people.kind" />} error={errors.kind}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('kind', { onChange: () => clearErrors() })}>
              {SAVED_KINDS.map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage({ id: `person.kindOf.${option}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <PersonFields
          kind={kind}
          register={(name) => register(name, { onChange: () => clearErrors(name) })}
          errors={errors}
        />
      </Stack>
    </FormDialogForm>
  );
}
