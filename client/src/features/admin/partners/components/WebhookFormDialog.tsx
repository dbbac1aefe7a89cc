import { useState, type FormEvent } from 'react';
import { Input, Stack } from '@chakra-ui/react';
import { FormDialog, FormDialogForm } from '../../../../components/FormDialog';
import { FormField } from '../../../../components/FormField';
import { CheckboxGroup } from '../../../../components/CheckboxGroup';
import { errorMessage } from '../../../../lib/errors';
import { useCreateWebhook } from '../hooks/useCreateWebhook';
import { WEBHOOK_EVENTS, usePartnersText } from './text';

type Props = { ownerId: number; open: boolean; onClose: () => void; onCreated: (secret: string) => void };

/** The new-endpoint form: an https URL and the events to send. */
export function WebhookFormDialog({ ownerId, open, onClose, onCreated }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size="md">
      <WebhookForm ownerId={ownerId} onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

function WebhookForm({ ownerId, onClose, onCreated }: Omit<Props, 'open'>) {
  const t = usePartnersText();
  const [create, { loading }] = useCreateWebhook();
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string; server?: string }>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^https:\/\/[^\s/]+/i.test(url.trim())) found.url = t('webhookForm.urlInvalid');
    if (events.length === 0) found.events = t('webhookForm.eventsRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await create(ownerId, url.trim(), events);
      onCreated(created.secret);
    } catch (failure) {
      setErrors({ server: errorMessage(failure, t('webhookForm.failed')) });
    }
  };

  return (
    <FormDialogForm
      title={t('webhookForm.title')}
      closeLabel={t('close')}
      cancel={t('cancel')}
      submit={t('webhookForm.submit')}
      saving={loading}
      savingLabel={t('saving')}
      onSubmit={submit}
      onClose={onClose}
      error={errors.server}
    >
      <Stack gap="4">
        <FormField label={t('webhookForm.url')} required error={errors.url}>
          <Input dir="ltr" type="url" value={url} onChange={(event) => setUrl(event.target.value)} />
        </FormField>
        <FormField label={t('webhookForm.events')} required error={errors.events}>
          <CheckboxGroup
            label={t('webhookForm.events')}
            name="events"
            options={WEBHOOK_EVENTS}
            optionLabel={(item) => t(`event.${item}`)}
            value={events}
            onChange={setEvents}
          />
        </FormField>
      </Stack>
    </FormDialogForm>
  );
}
