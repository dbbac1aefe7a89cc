import { Card } from '@chakra-ui/react';
import { getFragmentData, graphql, makeFragmentData, type FragmentType } from '../../../gql';
import { TrackingTimeline, TrackingTimelineFragment } from '../../../components/TrackingTimeline';

export const OrderTimelineFragment = graphql(`
  fragment OrderTimeline on Order {
    status
    history {
      id
      toStatus
      createdAt
    }
  }
`);

/** The tracking page's timeline, fed with this order's real history (the time each status was reached). */
export function OrderTimeline({ order: ref }: { order: FragmentType<typeof OrderTimelineFragment> }) {
  const order = getFragmentData(OrderTimelineFragment, ref);
  const timeline = makeFragmentData(
    {
      status: order.status,
      history: order.history.map((change) => ({ status: change.toStatus, at: change.createdAt })),
    },
    TrackingTimelineFragment,
  );
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <TrackingTimeline order={timeline} />
      </Card.Body>
    </Card.Root>
  );
}
