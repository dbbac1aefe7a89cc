import { officeDay, officeMonths } from './office-time.js';

describe('office time (Europe/Istanbul)', () => {
  it('starts the office day at midnight Istanbul time, three hours before UTC midnight', () => {
    expect(officeDay(new Date('2026-11-22T18:00:00Z'))).toEqual({
      start: new Date('2026-11-21T21:00:00Z'),
      end: new Date('2026-11-22T21:00:00Z'),
    });
  });

  it('is already the next day in Istanbul late in the UTC evening', () => {
    expect(officeDay(new Date('2026-03-31T21:30:00Z'))).toEqual({
      start: new Date('2026-03-31T21:00:00Z'),
      end: new Date('2026-04-01T21:00:00Z'),
    });
    expect(officeDay(new Date('2026-03-31T20:59:59.999Z')).start).toEqual(new Date('2026-03-30T21:00:00Z'));
  });

  it('lists the last six office months, oldest first, across a year boundary', () => {
    const months = officeMonths(new Date('2026-02-28T21:30:00Z'), 6);
    expect(months.map((m) => m.month)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(months[0].start).toEqual(new Date('2025-09-30T21:00:00Z'));
    expect(months[5]).toEqual({
      month: '2026-03',
      start: new Date('2026-02-28T21:00:00Z'),
      end: new Date('2026-03-31T21:00:00Z'),
    });
    months.slice(1).forEach((month, index) => expect(month.start).toEqual(months[index].end));
  });

  it('follows the clock changes of years when Turkey still had summer time', () => {
    // 2014: UTC+3 until 26 October, UTC+2 after it.
    expect(officeDay(new Date('2014-07-10T12:00:00Z')).start).toEqual(new Date('2014-07-09T21:00:00Z'));
    expect(officeDay(new Date('2014-12-10T12:00:00Z')).start).toEqual(new Date('2014-12-09T22:00:00Z'));
    const [october] = officeMonths(new Date('2014-10-15T12:00:00Z'), 1);
    expect(october).toEqual({
      month: '2014-10',
      start: new Date('2014-09-30T21:00:00Z'),
      end: new Date('2014-10-31T22:00:00Z'),
    });
  });
});
