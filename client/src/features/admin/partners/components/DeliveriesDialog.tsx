import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, CloseButton, Dialog, Flex, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../../gql';
import { notify } from '../../../../components/toaster';
import { errorMessage } from '../../../../lib/errors';
import { useFormat } from '../../../../lib/format';
import { useReplayDelivery } from '../hooks/useReplayDelivery';
import { PartnerDeliveryFragment } from './fragments';
import { usePartnersText } from './text';

export const WebhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($id: Int!) {
    webhookDeliveries(id: $id) {
      id
      ...PartnerDelivery
    }
  }
`);

const STATUS_COLOR: Record<string, string> = { succeeded: 'green', failed: 'red', pending: 'orange' };

/** An endpoint's delivery log (newest 100) with a replay button per delivery. */
export function DeliveriesDialog({
  endpoint,
  onClose,
}: {
  endpoint: { id: number; url: string } | null;
  onClose: () => void;
}) {
  const t = usePartnersText();
  return (
    <Dialog.Root
      open={endpoint !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('deliveries.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} insetEnd="3" insetStart="auto" top="3" />
            </Dialog.CloseTrigger>
            <Dialog.Body>{endpoint && <DeliveryLog endpoint={endpoint} />}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DeliveryLog({ endpoint }: { endpoint: { id: number; url: string } }) {
  const t = usePartnersText();
  const { data, loading, error } = useQuery(WebhookDeliveriesDocument, {
    variables: { id: endpoint.id },
    fetchPolicy: 'cache-and-network',
  });
  const [replay, { loading: replaying }] = useReplayDelivery();
  const onReplay = async (deliveryId: number) => {
    try {
      await replay(endpoint.id, deliveryId);
      notify.success(t('deliveries.replayed'));
    } catch (failure) {
      notify.error(errorMessage(failure, t('deliveries.replayFailed')));
    }
  };
  return (
    <Stack gap="3">
      <Text fontFamily="mono" fontSize="sm" dir="ltr" textAlign="start" overflowWrap="anywhere">
        {endpoint.url}
      </Text>
      {!data && loading && <Spinner aria-label={t('loading')} />}
      {error && !data && <Text color="red.600">{t('deliveries.loadFailed')}</Text>}
      {data && data.webhookDeliveries.length === 0 && <Text color="gray.600">{t('deliveries.empty')}</Text>}
      {data && data.webhookDeliveries.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2">
          {data.webhookDeliveries.map((item) => (
            <Box as="li" key={item.id} minW="0">
              <DeliveryRow delivery={item} replaying={replaying} onReplay={(id) => void onReplay(id)} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DeliveryRow({
  delivery,
  replaying,
  onReplay,
}: {
  delivery: FragmentType<typeof PartnerDeliveryFragment>;
  replaying: boolean;
  onReplay: (id: number) => void;
}) {
  const t = usePartnersText();
  const format = useFormat();
  const item = getFragmentData(PartnerDeliveryFragment, delivery);
  return (
    <Box data-testid="delivery-row" borderWidth="1px" borderRadius="md" p="3">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontWeight="medium">{t(`event.${item.eventType}`)}</Text>
        <Badge colorPalette={STATUS_COLOR[item.status] ?? 'gray'}>{t(`deliveries.status.${item.status}`)}</Badge>
      </Flex>
      <Stack gap="0.5" fontSize="sm" color="gray.700" mt="1">
        <Text>{format.adminDate(item.createdAt)}</Text>
        <Text>{t('deliveries.attempts', { count: item.attempts })}</Text>
        {item.lastStatusCode != null && (
          <Text>{t('deliveries.statusCode', { code: String(item.lastStatusCode) })}</Text>
        )}
        {item.lastError && (
          <Text dir="ltr" textAlign="start" overflowWrap="anywhere">
            {item.lastError}
          </Text>
        )}
      </Stack>
      <Flex justify="end" mt="2">
        <Button size="xs" variant="outline" loading={replaying} onClick={() => onReplay(item.id)}>
          {t('deliveries.replay')}
        </Button>
      </Flex>
    </Box>
  );
}
