import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../../gql';
import { placeDelivery } from './partner-cache';

export const ReplayDeliveryDocument = graphql(`
  mutation ReplayDelivery($id: Int!, $deliveryId: Int!) {
    replayWebhookDelivery(id: $id, deliveryId: $deliveryId) {
      id
      ...PartnerDelivery
    }
  }
`);

/** Sends a delivery's event again (a new delivery), put first in the endpoint's cached log. */
export function useReplayDelivery() {
  const [mutate, { loading }] = useMutation(ReplayDeliveryDocument);
  const replay = (endpointId: number, deliveryId: number) =>
    mutate({
      variables: { id: endpointId, deliveryId },
      update: (cache, { data }) => {
        if (data) placeDelivery(cache, { id: data.replayWebhookDelivery.id, endpointId });
      },
    });
  return [replay, { loading }] as const;
}
