import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import type { ServiceCategory } from '../../../../gql/graphql';
import { placeService } from './service-cache';

export const ToggleServiceDocument = graphql(`
  mutation ToggleService($id: Int!, $isActive: Boolean!) {
    updateService(id: $id, input: { isActive: $isActive }) {
      id
      isActive
    }
  }
`);

type Toggled = {
  id: number;
  nameAr: string;
  nameTr?: string | null;
  nameEn?: string | null;
  category: ServiceCategory;
  isActive: boolean;
};

/** Flips a service's active flag; the card follows the answer (lists filtered by state follow too). */
export function useToggleService() {
  const [mutate] = useMutation(ToggleServiceDocument);
  return (service: Toggled) =>
    mutate({
      variables: { id: service.id, isActive: !service.isActive },
      optimisticResponse: {
        updateService: { __typename: 'Service', id: service.id, isActive: !service.isActive } as {
          id: number;
          isActive: boolean;
        },
      },
      update: (cache, { data }) => {
        if (data) placeService(cache, { ...service, isActive: data.updateService.isActive });
      },
    });
}
