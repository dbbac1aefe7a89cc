import { ADVISORY_LOCKS } from './advisory-locks.js';

describe('the advisory lock registry', () => {
  it('gives every lock its own id', () => {
    const ids = Object.values(ADVISORY_LOCKS);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
