import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const RateOrderDocument = graphql(`
  mutation RateOrder($orderId: Int!, $stars: Int!, $comment: String, $publishConsent: Boolean) {
    rateOrder(orderId: $orderId, stars: $stars, comment: $comment, publishConsent: $publishConsent) {
      id
      orderId
      ...OrderRatingShown
    }
  }
`);

export type RatingInput = { stars: number; comment: string; publishConsent: boolean };

/**
 * The client's rating of their completed order, new or changed. The answer is the rating: the normalized cache
 * updates a changed one by itself, and a first one is linked to its order with `cache.modify`; nothing is refetched.
 */
export function useRateOrder() {
  const [mutate, { loading }] = useMutation(RateOrderDocument, {
    update(cache, { data }) {
      const rating = data?.rateOrder;
      if (!rating) return;
      cache.modify({
        id: cache.identify({ __typename: 'Order', id: rating.orderId }),
        fields: { rating: (_existing, { toReference }) => toReference({ __typename: 'OrderRating', id: rating.id }) },
      });
    },
  });
  const rate = (orderId: number, input: RatingInput) =>
    mutate({
      variables: {
        orderId,
        stars: input.stars,
        comment: input.comment.trim() || null,
        publishConsent: input.publishConsent,
      },
    });
  return { rate, saving: loading };
}
