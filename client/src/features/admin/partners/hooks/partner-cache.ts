import type { ApolloCache, Reference } from '@apollo/client';
import { syncArrayItem } from '../../../../lib/list-cache';

const refOf = (cache: ApolloCache, typename: string, id: number): Reference | null => {
  const key = cache.identify({ __typename: typename, id });
  return key ? { __ref: key } : null;
};

/** A new key goes first in the cached key lists of its partner (and the all-partners list). */
export function placeApiKey(cache: ApolloCache, key: { id: number; partnerId: number }) {
  const ref = refOf(cache, 'ApiKey', key.id);
  if (ref)
    syncArrayItem(cache, 'apiKeys', ref, (args) => args.partnerId == null || args.partnerId === key.partnerId, 'start');
}

/** A new endpoint goes last (oldest first) in its owner's cached endpoint lists. */
export function placeWebhook(cache: ApolloCache, endpoint: { id: number; ownerId: number }) {
  const ref = refOf(cache, 'WebhookEndpoint', endpoint.id);
  if (ref)
    syncArrayItem(
      cache,
      'webhookEndpoints',
      ref,
      (args) => args.ownerId == null || args.ownerId === endpoint.ownerId,
      'end',
    );
}

/** A deleted endpoint leaves every list, then the cache, with its delivery log. */
export function dropWebhook(cache: ApolloCache, endpoint: { id: number }) {
  const ref = refOf(cache, 'WebhookEndpoint', endpoint.id);
  if (!ref) return;
  syncArrayItem(cache, 'webhookEndpoints', ref, null, 'end');
  cache.evict({ fieldName: 'webhookDeliveries', args: { id: endpoint.id } });
  cache.evict({ id: ref.__ref });
  cache.gc();
}

/** A replayed delivery (a new one) goes first in its endpoint's cached log. */
export function placeDelivery(cache: ApolloCache, delivery: { id: number; endpointId: number }) {
  const ref = refOf(cache, 'WebhookDelivery', delivery.id);
  if (ref) syncArrayItem(cache, 'webhookDeliveries', ref, (args) => args.id === delivery.endpointId, 'start');
}
