import type { ApolloCache, Reference } from '@apollo/client';

type Fields = Parameters<ApolloCache['modify']>[0]['fields'];

/** The arguments a cached list was stored under: `apiKeys({"partnerId":9})` → `{ partnerId: 9 }` (the JSON may hold colons). */
function storedArgs(storeFieldName: string): Record<string, unknown> {
  const open = storeFieldName.search(/[(:]/);
  if (open < 0) return {};
  try {
    return (JSON.parse(storeFieldName.slice(open + 1).replace(/\)$/, '')) as Record<string, unknown>) ?? {};
  } catch {
    return {};
  }
}

/**
 * Puts one entity in every cached array list of `field` whose arguments `belongs` accepts (at the start or the
 * end), or takes it out of every list when `belongs` is null; nothing is refetched.
 */
function syncArrayLists(
  cache: ApolloCache,
  field: string,
  ref: Reference,
  belongs: ((args: Record<string, unknown>) => boolean) | null,
  position: 'start' | 'end',
) {
  cache.modify({
    fields: {
      [field]: (existing: readonly Reference[] | undefined, { storeFieldName }: { storeFieldName: string }) => {
        if (!Array.isArray(existing)) return existing;
        const present = existing.some((item) => item?.__ref === ref.__ref);
        const wanted = belongs ? belongs(storedArgs(storeFieldName)) : false;
        if (wanted && !present) return position === 'start' ? [ref, ...existing] : [...existing, ref];
        if (!wanted && present) return existing.filter((item) => item?.__ref !== ref.__ref);
        return existing;
      },
    } as unknown as Fields,
  });
}

const refOf = (cache: ApolloCache, typename: string, id: number): Reference | null => {
  const key = cache.identify({ __typename: typename, id });
  return key ? { __ref: key } : null;
};

/** A new key goes first in the cached key lists of its partner (and the all-partners list). */
export function placeApiKey(cache: ApolloCache, key: { id: number; partnerId: number }) {
  const ref = refOf(cache, 'ApiKey', key.id);
  if (ref)
    syncArrayLists(
      cache,
      'apiKeys',
      ref,
      (args) => args.partnerId == null || args.partnerId === key.partnerId,
      'start',
    );
}

/** A new endpoint goes last (oldest first) in its owner's cached endpoint lists. */
export function placeWebhook(cache: ApolloCache, endpoint: { id: number; ownerId: number }) {
  const ref = refOf(cache, 'WebhookEndpoint', endpoint.id);
  if (ref)
    syncArrayLists(
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
  syncArrayLists(cache, 'webhookEndpoints', ref, null, 'end');
  cache.evict({ fieldName: 'webhookDeliveries', args: { id: endpoint.id } });
  cache.evict({ id: ref.__ref });
  cache.gc();
}

/** A replayed delivery (a new one) goes first in its endpoint's cached log. */
export function placeDelivery(cache: ApolloCache, delivery: { id: number; endpointId: number }) {
  const ref = refOf(cache, 'WebhookDelivery', delivery.id);
  if (ref) syncArrayLists(cache, 'webhookDeliveries', ref, (args) => args.id === delivery.endpointId, 'start');
}
