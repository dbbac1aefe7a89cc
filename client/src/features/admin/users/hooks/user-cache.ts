import type { ApolloCache } from '@apollo/client';
import type { Role } from '../../../../gql/graphql';
import { evictEntity, matches, syncListItem } from '../../../../lib/list-cache';

export type CachedUser = { id: number; fullName: string; email: string; phone?: string | null; role: Role };
type RoleCounts = { all: number; admin: number; staff: number; client: number; partner: number };

const found = (search: unknown, user: CachedUser) => matches(search, user.fullName, user.email, user.phone);

/** Moves the per-role counts of one list from the user's old state (if any) to its new one (if any). */
function recount(
  counts: RoleCounts | undefined,
  search: unknown,
  before: CachedUser | null,
  after: CachedUser | null,
): RoleCounts | undefined {
  if (!counts) return counts;
  const next = { ...counts };
  if (before && found(search, before)) {
    next.all -= 1;
    next[before.role] -= 1;
  }
  if (after && found(search, after)) {
    next.all += 1;
    next[after.role] += 1;
  }
  return next;
}

/**
 * Puts a created or changed user in the cached user lists whose search and role it meets (newest first) and
 * out of the others, and moves the role tabs' counts; nothing is refetched.
 */
export function placeUser(cache: ApolloCache, user: CachedUser, before: CachedUser | null) {
  const id = cache.identify({ __typename: 'User', id: user.id });
  if (!id) return;
  syncListItem(
    cache,
    'users',
    { __ref: id },
    (args) => (!args.role || args.role === user.role) && found(args.search, user),
    {
      position: 'start',
      adjust: (page, args) => ({
        ...page,
        roleCounts: recount(page.roleCounts as RoleCounts | undefined, args.search, before, user),
      }),
    },
  );
}

/** Takes a deleted user out of every list and the cache, and out of the role counts. */
export function dropUser(cache: ApolloCache, user: CachedUser) {
  const id = cache.identify({ __typename: 'User', id: user.id });
  if (!id) return;
  // The counts first (while the lists still hold the user), then the eviction.
  syncListItem(cache, 'users', { __ref: id }, () => false, {
    adjust: (page, args) => ({
      ...page,
      roleCounts: recount(page.roleCounts as RoleCounts | undefined, args.search, user, null),
    }),
  });
  evictEntity(cache, id, ['users']);
}
