import type { ApolloCache, Reference } from '@apollo/client';
import { matchesSearch } from './search-text';

type Fields = Parameters<ApolloCache['modify']>[0]['fields'];
type Details = { storeFieldName: string };
type StoredPage = { items: Reference[]; total: number; page: number; pageSize: number } & Record<string, unknown>;

/**
 * The arguments a cached list was stored under: `field({"search":"x"})`, or `field:{"search":"x"}` with key
 * arguments, → `{ search: 'x' }`. The name ends at its first `(` or `:`, whichever comes first: the JSON may hold
 * colons of its own (`{"search":"a:b"}`).
 */
export function listArgs(storeFieldName: string): Record<string, unknown> {
  const open = storeFieldName.search(/[(:]/);
  if (open < 0) return {};
  try {
    return (JSON.parse(storeFieldName.slice(open + 1).replace(/\)$/, '')) as Record<string, unknown>) ?? {};
  } catch {
    return {};
  }
}

/**
 * Puts one item in (or takes it out of) every cached page list of `field`, as the item's new state says it
 * belongs there: `belongs(args)` answers for each list's filters. Totals follow; nothing is refetched.
 * `adjust` may change other fields of the list (per-role counts).
 */
export function syncListItem(
  cache: ApolloCache,
  field: string,
  ref: Reference,
  belongs: (args: Record<string, unknown>) => boolean,
  {
    position = 'end',
    adjust,
  }: { position?: 'start' | 'end'; adjust?: (page: StoredPage, args: Record<string, unknown>) => StoredPage } = {},
) {
  cache.modify({
    fields: {
      [field]: (existing: StoredPage, { storeFieldName }: Details) => {
        if (!existing || !Array.isArray(existing.items)) return existing;
        const args = listArgs(storeFieldName);
        const present = existing.items.some((item) => item?.__ref === ref.__ref);
        const wanted = belongs(args);
        let next = existing;
        if (wanted && !present) {
          next = {
            ...existing,
            items: position === 'start' ? [ref, ...existing.items] : [...existing.items, ref],
            total: existing.total + 1,
          };
        } else if (!wanted && present) {
          next = {
            ...existing,
            items: existing.items.filter((item) => item?.__ref !== ref.__ref),
            total: Math.max(0, existing.total - 1),
          };
        }
        return adjust ? adjust(next, args) : next;
      },
    } as unknown as Fields,
  });
}

/**
 * The same for lists that are plain arrays (no page, no total): puts the entity in every cached list of `field`
 * whose arguments `belongs` accepts (at the start or the end), or takes it out of every list when `belongs` is null.
 */
export function syncArrayItem(
  cache: ApolloCache,
  field: string,
  ref: Reference,
  belongs: ((args: Record<string, unknown>) => boolean) | null,
  position: 'start' | 'end',
) {
  cache.modify({
    fields: {
      [field]: (existing: readonly Reference[] | undefined, { storeFieldName }: Details) => {
        if (!Array.isArray(existing)) return existing;
        const present = existing.some((item) => item?.__ref === ref.__ref);
        const wanted = belongs ? belongs(listArgs(storeFieldName)) : false;
        if (wanted && !present) return position === 'start' ? [ref, ...existing] : [...existing, ref];
        if (!wanted && present) return existing.filter((item) => item?.__ref !== ref.__ref);
        return existing;
      },
    } as unknown as Fields,
  });
}

/** Removes an entity from the cache (and every list holding it), then collects what nothing points to. */
export function evictEntity(cache: ApolloCache, id: string | undefined, lists: string[]) {
  if (!id) return;
  cache.modify({
    fields: Object.fromEntries(
      lists.map((field) => [
        field,
        (existing: StoredPage) => {
          if (!existing || !Array.isArray(existing.items) || !existing.items.some((item) => item?.__ref === id))
            return existing;
          return {
            ...existing,
            items: existing.items.filter((item) => item?.__ref !== id),
            total: Math.max(0, existing.total - 1),
          };
        },
      ]),
    ) as unknown as Fields,
  });
  cache.evict({ id });
  cache.gc();
}

/** "Contains" with the server search's normalisation (lib/search-text). */
export const matches = (search: unknown, ...texts: (string | null | undefined)[]) =>
  typeof search !== 'string' || matchesSearch(search, texts);
