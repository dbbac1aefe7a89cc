import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, chakra, Flex, Heading, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { Handshake } from 'lucide-react';
import { graphql } from '../../../gql';
import { usePageTitle } from '../../../lib/site-config';
import { EmptyState } from '../../../components/EmptyState';
import { LoadFailedState } from '../../../components/LoadFailedState';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/toaster';
import { errorMessage } from '../../../lib/errors';
import { ApiKeysSection, type ApiKeyData } from './components/ApiKeysSection';
import { ApiKeyFormDialog } from './components/ApiKeyFormDialog';
import { DeliveriesDialog } from './components/DeliveriesDialog';
import { SecretDialog } from './components/SecretDialog';
import { usePartnersText } from './components/text';
import { WebhookFormDialog } from './components/WebhookFormDialog';
import { WebhooksSection, type WebhookData } from './components/WebhooksSection';
import { useDeleteWebhook } from './hooks/useDeleteWebhook';
import { useEnableWebhook } from './hooks/useEnableWebhook';
import { useRevokeApiKey } from './hooks/useRevokeApiKey';

export const PARTNERS_PAGE_SIZE = 100;

export const AdminPartnersDocument = graphql(`
  query AdminPartners($page: PageInput) {
    users(role: partner, page: $page) {
      total
      items {
        id
        fullName
        email
        isActive
      }
    }
  }
`);

export const PartnerIntegrationDocument = graphql(`
  query PartnerIntegration($partnerId: Int!) {
    apiKeys(partnerId: $partnerId) {
      id
      ...PartnerApiKey
    }
    webhookEndpoints(ownerId: $partnerId) {
      id
      ...PartnerWebhook
    }
  }
`);

/** Partners (users with role partner): the chosen one's API keys and webhook endpoints, with their delivery log. */
export default function AdminPartnersPage() {
  const t = usePartnersText();
  usePageTitle(t('title'));

  const partners = useQuery(AdminPartnersDocument, {
    variables: { page: { page: 1, pageSize: PARTNERS_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const list = partners.data?.users.items;
  const [chosen, setChosen] = useState<number | null>(null);
  const partnerId = chosen ?? list?.[0]?.id ?? null;
  const partner = list?.find((item) => item.id === partnerId);

  return (
    <Stack gap="5" minW="0" p={{ base: '4', md: '6' }}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {t('intro')}
        </Text>
      </Box>
      {!list && partners.loading && <Spinner aria-label={t('loading')} />}
      {!list && partners.error && (
        <LoadFailedState error={partners.error} title={t('loadFailed')} onRetry={() => void partners.refetch()} />
      )}
      {list && list.length === 0 && (
        <EmptyState icon={<Handshake size={32} aria-hidden />} title={t('empty.title')} description={t('empty.text')} />
      )}
      {list && list.length > 0 && partnerId !== null && (
        <>
          <Flex direction={{ base: 'column', md: 'row' }} gap="2" align={{ base: 'stretch', md: 'center' }}>
            <chakra.label htmlFor="partner-select" fontWeight="medium">
              {t('partner')}
            </chakra.label>
            <NativeSelect.Root maxW={{ md: 'md' }}>
              <NativeSelect.Field
                id="partner-select"
                value={String(partnerId)}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {list.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.isActive ? `${item.fullName} (${item.email})` : t('inactivePartner', { name: item.fullName })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
          <PartnerIntegration key={partnerId} partnerId={partnerId} partnerName={partner?.fullName ?? ''} />
        </>
      )}
    </Stack>
  );
}

function PartnerIntegration({ partnerId, partnerName }: { partnerId: number; partnerName: string }) {
  const t = usePartnersText();
  const { data, loading, error, refetch } = useQuery(PartnerIntegrationDocument, {
    variables: { partnerId },
    fetchPolicy: 'cache-and-network',
  });
  const [addingKey, setAddingKey] = useState(false);
  const [addingWebhook, setAddingWebhook] = useState(false);
  const [secret, setSecret] = useState<{ value: string; kind: 'key' | 'webhook' } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyData | null>(null);
  const [deleting, setDeleting] = useState<WebhookData | null>(null);
  const [logOf, setLogOf] = useState<WebhookData | null>(null);
  const [revoke, { loading: revokingBusy }] = useRevokeApiKey();
  const [remove, { loading: deletingBusy }] = useDeleteWebhook();
  const [enable, { loading: enabling }] = useEnableWebhook();

  const onRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke(revoking.id);
      notify.success(t('keys.revokedDone'));
    } catch (failure) {
      notify.error(errorMessage(failure, t('keys.revokeFailed')));
    }
    setRevoking(null);
  };
  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      notify.success(t('webhooks.deleted'));
    } catch (failure) {
      notify.error(errorMessage(failure, t('webhooks.deleteFailed')));
    }
    setDeleting(null);
  };
  const onEnable = async (endpoint: WebhookData) => {
    try {
      await enable(endpoint.id);
      notify.success(t('webhooks.enabledDone'));
    } catch (failure) {
      notify.error(errorMessage(failure, t('webhooks.enableFailed')));
    }
  };

  if (!data && loading) return <Spinner aria-label={t('loading')} />;
  if (!data) return <LoadFailedState error={error} title={t('loadFailed')} onRetry={() => void refetch()} />;

  return (
    <Stack gap="8" minW="0">
      <ApiKeysSection keys={data.apiKeys} onAdd={() => setAddingKey(true)} onRevoke={setRevoking} />
      <WebhooksSection
        endpoints={data.webhookEndpoints}
        enabling={enabling}
        onAdd={() => setAddingWebhook(true)}
        onDelete={setDeleting}
        onEnable={(endpoint) => void onEnable(endpoint)}
        onDeliveries={setLogOf}
      />
      <ApiKeyFormDialog
        partnerId={partnerId}
        open={addingKey}
        onClose={() => setAddingKey(false)}
        onCreated={(value) => {
          setAddingKey(false);
          setSecret({ value, kind: 'key' });
        }}
      />
      <WebhookFormDialog
        ownerId={partnerId}
        open={addingWebhook}
        onClose={() => setAddingWebhook(false)}
        onCreated={(value) => {
          setAddingWebhook(false);
          setSecret({ value, kind: 'webhook' });
        }}
      />
      <SecretDialog
        secret={secret?.value ?? null}
        title={secret?.kind === 'webhook' ? t('secret.webhookTitle') : t('secret.keyTitle')}
        onClose={() => setSecret(null)}
      />
      <DeliveriesDialog endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('confirmRevoke.title')}
        text={t('confirmRevoke.text', { name: revoking?.name ?? '', partner: partnerName })}
        confirm={t('confirmRevoke.confirm')}
        cancel={t('cancel')}
        busy={revokingBusy}
        onConfirm={() => void onRevoke()}
        onClose={() => setRevoking(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete.title')}
        text={t('confirmDelete.text', { url: deleting?.url ?? '' })}
        confirm={t('confirmDelete.confirm')}
        cancel={t('cancel')}
        busy={deletingBusy}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
