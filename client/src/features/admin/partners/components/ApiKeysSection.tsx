import { Badge, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { KeyRound } from 'lucide-react';
import { getFragmentData, type FragmentType } from '../../../../gql';
import { useFormat } from '../../../../lib/format';
import { CardsSection } from './CardsSection';
import { PartnerApiKeyFragment } from './fragments';
import { usePartnersText } from './text';

export type ApiKeyRef = FragmentType<typeof PartnerApiKeyFragment>;
export type ApiKeyData = { id: number; name: string };

type Props = {
  keys: (ApiKeyRef & { id: number })[];
  onAdd: () => void;
  onRevoke: (key: ApiKeyData) => void;
};

/** The partner's keys, newest first, revoked ones marked; each as a card (stacked on phones). */
export function ApiKeysSection({ keys, onAdd, onRevoke }: Props) {
  const t = usePartnersText();
  return (
    <CardsSection
      id="partner-keys"
      title={t('keys.title')}
      addLabel={t('keys.add')}
      onAdd={onAdd}
      empty={{ icon: <KeyRound size={32} aria-hidden />, title: t('keys.empty'), text: t('keys.emptyText') }}
      items={keys}
      card={(item) => <ApiKeyCard apiKey={item} onRevoke={onRevoke} />}
    />
  );
}

function ApiKeyCard({ apiKey, onRevoke }: { apiKey: ApiKeyRef; onRevoke: (key: ApiKeyData) => void }) {
  const t = usePartnersText();
  const format = useFormat();
  const key = getFragmentData(PartnerApiKeyFragment, apiKey);
  const revoked = Boolean(key.revokedAt);
  return (
    <Card.Root data-testid="api-key-card" size="sm" opacity={revoked ? 0.75 : 1}>
      <Card.Body gap="2">
        <Flex justify="space-between" align="start" gap="2" wrap="wrap">
          <Text fontWeight="semibold" minW="0" overflowWrap="anywhere">
            {key.name}
          </Text>
          {revoked ? (
            <Badge colorPalette="red">{t('keys.revoked')}</Badge>
          ) : (
            <Badge colorPalette="green">{t('keys.active')}</Badge>
          )}
        </Flex>
        <Text fontFamily="mono" fontSize="sm" dir="ltr" textAlign="start">
          {key.prefix}…
        </Text>
        <Flex gap="1" wrap="wrap" aria-label={t('keys.scopes')}>
          {key.scopes.map((scope) => (
            <Badge key={scope} variant="outline">
              {t(`scope.${scope}`)}
            </Badge>
          ))}
        </Flex>
        <Stack gap="1" fontSize="sm" color="gray.700">
          <Text>
            {t('keys.ips')}:{' '}
            {key.allowedIps.length > 0 ? (
              <Text as="span" dir="ltr" fontFamily="mono">
                {key.allowedIps.join(', ')}
              </Text>
            ) : (
              t('keys.anyIp')
            )}
          </Text>
          <Text>
            {t('keys.expires')}: {key.expiresAt ? format.adminDate(key.expiresAt) : t('keys.never')}
          </Text>
          <Text>
            {t('keys.lastUsed')}: {key.lastUsedAt ? format.adminDate(key.lastUsedAt) : t('keys.notUsed')}
          </Text>
          {key.revokedAt && (
            <Text>
              {t('keys.revokedAt')}: {format.adminDate(key.revokedAt)}
            </Text>
          )}
        </Stack>
        {!revoked && (
          <Flex justify="end">
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={() => onRevoke({ id: key.id, name: key.name })}
            >
              {t('keys.revoke')}
            </Button>
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
