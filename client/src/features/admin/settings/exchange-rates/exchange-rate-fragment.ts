import { graphql } from '../../../../gql';

/** One rate as the section shows it (current or in the history). */
export const ExchangeRateRowFragmentDoc = graphql(`
  fragment ExchangeRateRow on ExchangeRate {
    id
    currency
    perTry
    tryPerUnit
    setByName
    createdAt
  }
`);

export const ExchangeRatesDocument = graphql(`
  query ExchangeRates {
    exchangeRates {
      ...ExchangeRateRow
    }
  }
`);

export const ExchangeRateHistoryDocument = graphql(`
  query ExchangeRateHistory($page: PageInput) {
    exchangeRateHistory(page: $page) {
      items {
        ...ExchangeRateRow
      }
      total
      page
      pageSize
    }
  }
`);
