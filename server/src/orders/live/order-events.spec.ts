import { parseOrderEvent } from './order-events.js';

describe('parseOrderEvent', () => {
  it('reads the payload the trigger sends', () => {
    expect(parseOrderEvent('{"orderId" : 12, "kind" : "message", "id" : 345, "op" : "insert"}')).toEqual({
      orderId: 12,
      kind: 'message',
      rowId: 345,
      op: 'insert',
    });
  });

  it.each([
    '',
    'not json',
    'null',
    '12',
    '{"orderId":12,"kind":"message","id":1}',
    '{"orderId":"12","kind":"order","id":1,"op":"update"}',
    '{"orderId":12,"kind":"secret","id":1,"op":"insert"}',
  ])('ignores %p', (payload) => expect(parseOrderEvent(payload)).toBeNull());
});
