import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { syncListItem } from '../../../../lib/list-cache';

export const SetExchangeRateDocument = graphql(`
  mutation SetExchangeRate($input: SetExchangeRateInput!) {
    setExchangeRate(input: $input) {
      ...ExchangeRateRow
    }
  }
`);

/**
 * Sets a rate; the answer becomes its currency's current rate and the history's newest row in the cache
 * (`cache.modify`), so neither list is fetched again.
 */
export function useSetExchangeRate() {
  const [mutate, { loading }] = useMutation(SetExchangeRateDocument, {
    update(cache, { data }) {
      const rate = data?.setExchangeRate;
      if (!rate) return;
      const id = cache.identify(rate as unknown as Reference);
      if (!id) return;
      const ref = { __ref: id } as Reference;
      const currency = (rate as unknown as { currency: string }).currency;
      cache.modify({
        fields: {
          exchangeRates: (existing: readonly Reference[] = [], { readField }) => {
            const at = existing.findIndex((entry) => readField('currency', entry) === currency);
            if (at < 0) return [...existing, ref];
            return existing.map((entry, index) => (index === at ? ref : entry));
          },
        },
      });
      syncListItem(cache, 'exchangeRateHistory', ref, (args) => !args.currency || args.currency === currency, {
        position: 'start',
      });
    },
  });
  const setRate = async (currency: 'USD' | 'SYP', perTry: string) => {
    const { data } = await mutate({ variables: { input: { currency, perTry } } });
    return data?.setExchangeRate;
  };
  return [setRate, { loading }] as const;
}
