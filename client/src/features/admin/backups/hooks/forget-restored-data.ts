import type { ApolloCache } from '@apollo/client';

/**
 * After a restore every record may differ: all cached answers but the backups list (which a restore
 * keeps) are dropped, so each screen reads the restored data when it is shown next.
 */
export function forgetRestoredData(cache: ApolloCache) {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (fieldName === 'backups' ? value : DELETE),
  });
  cache.gc();
}
