import { Badge, Button, Card, Flex, Text } from '@chakra-ui/react';
import { Webhook } from 'lucide-react';
import { getFragmentData, type FragmentType } from '../../../../gql';
import { useFormat } from '../../../../lib/format';
import { CardsSection } from './CardsSection';
import { PartnerWebhookFragment } from './fragments';
import { usePartnersText } from './text';

export type WebhookRef = FragmentType<typeof PartnerWebhookFragment>;
export type WebhookData = { id: number; url: string };

type Props = {
  endpoints: (WebhookRef & { id: number })[];
  enabling: boolean;
  onAdd: () => void;
  onDelete: (endpoint: WebhookData) => void;
  onEnable: (endpoint: WebhookData) => void;
  onDeliveries: (endpoint: WebhookData) => void;
};

/** The partner's endpoints, oldest first: URL, events, state (and why it was disabled), log, enable, delete. */
export function WebhooksSection({ endpoints, enabling, onAdd, onDelete, onEnable, onDeliveries }: Props) {
  const t = usePartnersText();
  return (
    <CardsSection
      id="partner-webhooks"
      title={t('webhooks.title')}
      addLabel={t('webhooks.add')}
      onAdd={onAdd}
      empty={{ icon: <Webhook size={32} aria-hidden />, title: t('webhooks.empty'), text: t('webhooks.emptyText') }}
      items={endpoints}
      card={(item) => (
        <WebhookCard
          endpoint={item}
          enabling={enabling}
          onDelete={onDelete}
          onEnable={onEnable}
          onDeliveries={onDeliveries}
        />
      )}
    />
  );
}

function WebhookCard({
  endpoint,
  enabling,
  onDelete,
  onEnable,
  onDeliveries,
}: { endpoint: WebhookRef } & Omit<Props, 'endpoints' | 'onAdd'>) {
  const t = usePartnersText();
  const format = useFormat();
  const item = getFragmentData(PartnerWebhookFragment, endpoint);
  const data = { id: item.id, url: item.url };
  return (
    <Card.Root data-testid="webhook-card" size="sm">
      <Card.Body gap="2">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Text fontFamily="mono" fontSize="sm" dir="ltr" minW="0" overflowWrap="anywhere">
            {item.url}
          </Text>
          {item.enabled ? (
            <Badge colorPalette="green">{t('webhooks.enabled')}</Badge>
          ) : (
            <Badge colorPalette="red">{t('webhooks.disabled')}</Badge>
          )}
        </Flex>
        <Flex gap="1" wrap="wrap">
          {item.events.map((event) => (
            <Badge key={event} variant="outline">
              {t(`event.${event}`)}
            </Badge>
          ))}
        </Flex>
        {!item.enabled && (
          <Text fontSize="sm" color="red.700" data-testid="disabled-reason">
            {t(item.disabledReason === 'consecutive_failures' ? 'webhooks.reason.failures' : 'webhooks.reason.other', {
              count: item.consecutiveFailures,
              date: item.disabledAt ? format.adminDate(item.disabledAt) : '',
            })}
          </Text>
        )}
        <Flex justify="end" gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => onDeliveries(data)}>
            {t('webhooks.deliveries')}
          </Button>
          {!item.enabled && (
            <Button size="xs" variant="outline" colorPalette="brand" loading={enabling} onClick={() => onEnable(data)}>
              {t('webhooks.enable')}
            </Button>
          )}
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(data)}>
            {t('webhooks.delete')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
