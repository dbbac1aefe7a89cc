import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createCache } from './apollo-cache';
import type { LiveConnection, LiveSocket } from './live-socket';
import { LIVE_FALLBACK_POLL_MS, useOrderLive } from './useOrderLive';

type Change = { orderChanged: { __typename: 'OrderChange'; orderId: number; kind: string; order: Order } };
type Order = { __typename: 'Order'; id: number; status: string };

const LIVE: TypedDocumentNode<Change, { orderId: number }> = gql`
  subscription TestOrderLive($orderId: Int!) {
    orderChanged(orderId: $orderId) {
      orderId
      kind
      order {
        id
        status
      }
    }
  }
`;
const ORDER: TypedDocumentNode<{ order: Order }, { id: number }> = gql`
  query TestOrder($id: Int!) {
    order(id: $id) {
      id
      status
    }
  }
`;

/** A socket whose state the test sets: what graphql-ws reports as it connects, opens and closes. */
function fakeSocket(initial: LiveConnection) {
  let state = initial;
  const listeners = new Set<() => void>();
  const socket: LiveSocket & { set(next: LiveConnection): void } = {
    link: vi.fn(),
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    restart: vi.fn(),
    set(next) {
      state = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
  return socket;
}

/** A subscription the server has not answered yet (the socket is not open, or no change came). */
const silent = (orderId: number): MockLink.MockedResponse => ({
  request: { query: LIVE, variables: { orderId } },
  result: { data: undefined },
  delay: 60_000,
});

function setUp(socket: LiveSocket | null, mocks: MockLink.MockedResponse[] = [silent(7)]) {
  const cache = createCache();
  const query = { startPolling: vi.fn(), stopPolling: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      {children}
    </MockedProvider>
  );
  const view = renderHook(({ orderId }: { orderId: number | null }) => useOrderLive(LIVE, orderId, query, { socket }), {
    wrapper,
    initialProps: { orderId: 7 as number | null },
  });
  return { ...view, cache, query };
}

describe('useOrderLive: live changes of an open order, or polling when they cannot come', () => {
  it('polls the page’s query every 5 s when the socket cannot connect', () => {
    const { result, query } = setUp(fakeSocket('closed'));
    expect(result.current.live).toBe(false);
    expect(query.startPolling).toHaveBeenCalledWith(LIVE_FALLBACK_POLL_MS);
    expect(LIVE_FALLBACK_POLL_MS).toBe(5000);
    expect(query.stopPolling).not.toHaveBeenCalled();
  });

  it('stops polling once the socket opens, and polls again when it closes', () => {
    const socket = fakeSocket('connecting');
    const { result, query } = setUp(socket);
    expect(query.startPolling).toHaveBeenCalledTimes(1);

    socket.set('open');
    expect(result.current.live).toBe(true);
    expect(query.stopPolling).toHaveBeenCalledTimes(1);

    socket.set('closed');
    expect(result.current.live).toBe(false);
    expect(query.startPolling).toHaveBeenCalledTimes(2);
    expect(query.startPolling).toHaveBeenLastCalledWith(LIVE_FALLBACK_POLL_MS);

    socket.set('open');
    expect(query.stopPolling).toHaveBeenCalledTimes(2);
  });

  it('polls where the browser has no WebSocket at all', () => {
    const { result, query } = setUp(null, []);
    expect(result.current.live).toBe(false);
    expect(query.startPolling).toHaveBeenCalledWith(LIVE_FALLBACK_POLL_MS);
  });

  it('neither subscribes nor polls without an order, and stops polling when the page closes', () => {
    const { rerender, unmount, query } = setUp(fakeSocket('closed'));
    rerender({ orderId: null });
    expect(query.stopPolling).toHaveBeenCalledTimes(1);
    expect(query.startPolling).toHaveBeenCalledTimes(1);
    rerender({ orderId: 7 });
    unmount();
    expect(query.stopPolling).toHaveBeenCalledTimes(2);
  });

  it('writes the order a change carries into the cache, without reading it again', async () => {
    const change: Change = {
      orderChanged: {
        __typename: 'OrderChange',
        orderId: 7,
        kind: 'status',
        order: { __typename: 'Order', id: 7, status: 'paid' },
      },
    };
    const { cache, query } = setUp(fakeSocket('open'), [
      { request: { query: LIVE, variables: { orderId: 7 } }, result: { data: change } },
    ]);
    cache.writeQuery({
      query: ORDER,
      variables: { id: 7 },
      data: { order: { __typename: 'Order', id: 7, status: 'pending' } },
    });
    await vi.waitFor(() => expect(cache.readQuery({ query: ORDER, variables: { id: 7 } })?.order.status).toBe('paid'));
    expect(query.startPolling).not.toHaveBeenCalled();
  });
});
