import type { ServiceCategory } from '../../../../gql/graphql';

/** The catalogue's categories in the order the filter and the form list them. */
export const CATEGORIES: ServiceCategory[] = [
  'civil_registry',
  'marriage',
  'divorce',
  'consular',
  'translation',
  'notarization',
  'other',
];
