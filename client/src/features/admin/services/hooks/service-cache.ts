import type { ApolloCache } from '@apollo/client';
import type { ServiceCategory } from '../../../../gql/graphql';
import { matches, syncListItem } from '../../../../lib/list-cache';

type Listed = {
  id: number;
  nameAr: string;
  nameTr?: string | null;
  nameEn?: string | null;
  category: ServiceCategory;
  isActive: boolean;
};

/** Puts a created or changed service in the cached back-office lists whose filters it meets (and out of the others). */
export function placeService(cache: ApolloCache, service: Listed) {
  const id = cache.identify({ __typename: 'Service', id: service.id });
  if (!id) return;
  syncListItem(cache, 'adminServices', { __ref: id }, (args) => {
    if (args.category && args.category !== service.category) return false;
    if (typeof args.isActive === 'boolean' && args.isActive !== service.isActive) return false;
    return matches(args.search, service.nameAr, service.nameTr, service.nameEn);
  });
}
