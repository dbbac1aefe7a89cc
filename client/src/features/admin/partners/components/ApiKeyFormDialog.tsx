import { useState, type FormEvent } from 'react';
import { Input, Stack, Textarea } from '@chakra-ui/react';
import { FormDialog, FormDialogForm } from '../../../../components/FormDialog';
import { FormField } from '../../../../components/FormField';
import { CheckboxGroup } from '../../../../components/CheckboxGroup';
import { errorMessage } from '../../../../lib/errors';
import { useCreateApiKey } from '../hooks/useCreateApiKey';
import { API_KEY_SCOPES, usePartnersText } from './text';

type Props = { partnerId: number; open: boolean; onClose: () => void; onCreated: (secret: string) => void };

/** The new-key form: name, scopes, optional expiry (end of the chosen day) and allowed IP ranges. */
export function ApiKeyFormDialog({ partnerId, open, onClose, onCreated }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size="md">
      <ApiKeyForm partnerId={partnerId} onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

function ApiKeyForm({ partnerId, onClose, onCreated }: Omit<Props, 'open'>) {
  const t = usePartnersText();
  const [create, { loading }] = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expires, setExpires] = useState('');
  const [ips, setIps] = useState('');
  const [errors, setErrors] = useState<{ name?: string; scopes?: string; expires?: string; server?: string }>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!name.trim()) found.name = t('keyForm.nameRequired');
    if (scopes.length === 0) found.scopes = t('keyForm.scopesRequired');
    // The end of the chosen office day (Istanbul keeps UTC+3 all year).
    const expiresAt = expires ? new Date(`${expires}T23:59:59+03:00`) : null;
    if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()))
      found.expires = t('keyForm.expiryPast');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const allowedIps = ips
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    try {
      const created = await create({
        partnerId,
        name: name.trim(),
        scopes,
        expiresAt: expiresAt ? expiresAt.toISOString() : null,
        allowedIps,
      });
      onCreated(created.secret);
    } catch (failure) {
      setErrors({ server: errorMessage(failure, t('keyForm.failed')) });
    }
  };

  return (
    <FormDialogForm
      title={t('keyForm.title')}
      closeLabel={t('close')}
      cancel={t('cancel')}
      submit={t('keyForm.submit')}
      saving={loading}
      savingLabel={t('saving')}
      onSubmit={submit}
      onClose={onClose}
      error={errors.server}
    >
      <Stack gap="4">
        <FormField label={t('keyForm.name')} required error={errors.name}>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={t('keyForm.scopes')} required error={errors.scopes}>
          <CheckboxGroup
            label={t('keyForm.scopes')}
            name="scopes"
            options={API_KEY_SCOPES}
            optionLabel={(scope) => t(`scope.${scope}`)}
            value={scopes}
            onChange={setScopes}
          />
        </FormField>
        <FormField label={t('keyForm.expires')} hint={t('keyForm.expiresHint')} error={errors.expires}>
          <Input type="date" value={expires} onChange={(event) => setExpires(event.target.value)} />
        </FormField>
        <FormField label={t('keyForm.ips')} hint={t('keyForm.ipsHint')}>
          <Textarea dir="ltr" rows={3} value={ips} onChange={(event) => setIps(event.target.value)} />
        </FormField>
      </Stack>
    </FormDialogForm>
  );
}
