import { timelineOf } from './tracking-timeline';

describe('the tracking timeline', () => {
  it('dates each step by the first status of it the order entered, and stops at the current one', () => {
    const { steps, end } = timelineOf('pending_payment', [
      { status: 'pending', at: '2026-03-02T09:00:00Z' },
      { status: 'pending_payment', at: '2026-03-03T09:00:00Z' },
    ]);
    expect(steps).toEqual([
      { key: 'received', reached: true, current: true, at: '2026-03-02T09:00:00Z' },
      { key: 'processing', reached: false, current: false, at: null },
      { key: 'in_progress', reached: false, current: false, at: null },
      { key: 'completed', reached: false, current: false, at: null },
    ]);
    expect(end).toBeNull();
  });

  it('highlights a skipped step without a time', () => {
    const { steps } = timelineOf('completed', [
      { status: 'pending', at: '2026-03-02T09:00:00Z' },
      { status: 'processing', at: '2026-03-04T09:00:00Z' },
      { status: 'completed', at: '2026-03-09T09:00:00Z' },
    ]);
    expect(steps.map(({ key, reached, at }) => [key, reached, at])).toEqual([
      ['received', true, '2026-03-02T09:00:00Z'],
      ['processing', true, '2026-03-04T09:00:00Z'],
      ['in_progress', true, null],
      ['completed', true, '2026-03-09T09:00:00Z'],
    ]);
    expect(steps.filter((step) => step.current).map((step) => step.key)).toEqual(['completed']);
  });

  it('keeps the steps a refunded order had reached, with no current step, and dates the refund', () => {
    const { steps, end } = timelineOf('refunded', [
      { status: 'pending', at: '2026-03-02T09:00:00Z' },
      { status: 'paid', at: '2026-03-03T09:00:00Z' },
      { status: 'processing', at: '2026-03-04T09:00:00Z' },
      { status: 'refunded', at: '2026-03-05T09:00:00Z' },
    ]);
    expect(steps.map((step) => step.reached)).toEqual([true, true, false, false]);
    expect(steps.some((step) => step.current)).toBe(false);
    expect(end).toEqual({ status: 'refunded', at: '2026-03-05T09:00:00Z' });
  });
});
