import { InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { listArgs, syncArrayItem } from './list-cache';

describe('listArgs', () => {
  it('reads the arguments of both forms Apollo stores a list under', () => {
    expect(listArgs('users({"search":"x","page":2})')).toEqual({ search: 'x', page: 2 });
    expect(listArgs('users:{"search":"x"}')).toEqual({ search: 'x' });
    expect(listArgs('users')).toEqual({});
  });

  it('keeps a colon inside the arguments', () => {
    expect(listArgs('adminOrders({"search":"a:b"})')).toEqual({ search: 'a:b' });
  });
});

describe('syncArrayItem', () => {
  const KEYS = gql`
    query Keys($partnerId: Int) {
      apiKeys(partnerId: $partnerId) {
        id
      }
    }
  `;
  const cached = (cache: InMemoryCache, partnerId?: number) =>
    cache
      .readQuery<{ apiKeys: { id: number }[] }>({ query: KEYS, variables: { partnerId } })
      ?.apiKeys.map(({ id }) => id);

  it('puts an entity in the lists whose arguments accept it, and takes it out of every list', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({
      query: KEYS,
      variables: { partnerId: 1 },
      data: { apiKeys: [{ __typename: 'ApiKey', id: 1 }] },
    });
    cache.writeQuery({ query: KEYS, variables: { partnerId: 2 }, data: { apiKeys: [] } });
    cache.writeFragment({
      id: 'ApiKey:7',
      fragment: gql`
        fragment K on ApiKey {
          id
        }
      `,
      data: { __typename: 'ApiKey', id: 7 },
    });
    const ref = { __ref: 'ApiKey:7' };

    syncArrayItem(cache, 'apiKeys', ref, (args) => args.partnerId === 1, 'start');
    expect(cached(cache, 1)).toEqual([7, 1]);
    expect(cached(cache, 2)).toEqual([]);

    syncArrayItem(cache, 'apiKeys', ref, null, 'start');
    expect(cached(cache, 1)).toEqual([1]);
  });
});
