import { addWorkingDays, addWorkingTime, DAY_MS, workingTimeBetween, type WorkingCalendar } from './working-days.js';

const WEEKDAYS: WorkingCalendar = { workingDays: [1, 2, 3, 4, 5], holidays: [] };
const HOUR = 60 * 60 * 1000;
/** Istanbul is UTC+3 all year since 2016: 15:00 there is 12:00 UTC. */
const istanbul = (wall: string) => new Date(`${wall}+03:00`);

describe('working days (Europe/Istanbul)', () => {
  it('adds working days within a week, keeping the time of day', () => {
    // Monday 30 November 2026, 10:00.
    expect(addWorkingDays(istanbul('2026-11-30T10:00:00'), 3, WEEKDAYS)).toEqual(istanbul('2026-12-03T10:00:00'));
    expect(addWorkingDays(istanbul('2026-11-30T10:00:00'), 0, WEEKDAYS)).toEqual(istanbul('2026-11-30T10:00:00'));
  });

  it('skips the weekend: Friday afternoon + 1 is Monday afternoon, + 6 is the Monday after', () => {
    expect(addWorkingDays(istanbul('2026-11-27T15:00:00'), 1, WEEKDAYS)).toEqual(istanbul('2026-11-30T15:00:00'));
    expect(addWorkingDays(istanbul('2026-11-27T15:00:00'), 6, WEEKDAYS)).toEqual(istanbul('2026-12-07T15:00:00'));
  });

  it('counts a start on a day off from the next working day, ending at that day’s midnight', () => {
    // Saturday 28 November: the clock starts on Monday 00:00, one day ends when Monday ends.
    expect(addWorkingDays(istanbul('2026-11-28T11:00:00'), 1, WEEKDAYS)).toEqual(istanbul('2026-12-01T00:00:00'));
  });

  it('skips holidays and crosses the year end', () => {
    const calendar: WorkingCalendar = { ...WEEKDAYS, holidays: ['2027-01-01'] };
    // Thursday 31 December 2026 15:00 + 1: New Year's Day (Friday) is a holiday, then the weekend.
    expect(addWorkingDays(istanbul('2026-12-31T15:00:00'), 1, calendar)).toEqual(istanbul('2027-01-04T15:00:00'));
    expect(addWorkingDays(istanbul('2026-12-31T15:00:00'), 1, WEEKDAYS)).toEqual(istanbul('2027-01-01T15:00:00'));
  });

  it('uses Istanbul’s midnight, not UTC’s', () => {
    // 22:30 UTC on Friday is 01:30 on Saturday in Istanbul: a day off, so the clock starts on Monday.
    expect(addWorkingDays(new Date('2026-11-27T22:30:00Z'), 1, WEEKDAYS)).toEqual(istanbul('2026-12-01T00:00:00'));
    // 21:30 UTC on Sunday is 00:30 on Monday in Istanbul: already working time.
    expect(addWorkingDays(new Date('2026-11-29T21:30:00Z'), 1, WEEKDAYS)).toEqual(istanbul('2026-12-01T00:30:00'));
  });

  it('follows the office’s working days (Saturday worked, Friday not)', () => {
    const calendar: WorkingCalendar = { workingDays: [1, 2, 3, 4, 6], holidays: [] };
    expect(addWorkingDays(istanbul('2026-11-26T09:00:00'), 1, calendar)).toEqual(istanbul('2026-11-28T09:00:00'));
  });

  it('counts the working time of a pause, leaving out days off', () => {
    // Friday 15:00 to Monday 11:00: 9 hours of Friday and 11 of Monday.
    expect(workingTimeBetween(istanbul('2026-11-27T15:00:00'), istanbul('2026-11-30T11:00:00'), WEEKDAYS)).toBe(
      20 * HOUR,
    );
    // A whole weekend is no working time; a backwards span is none either.
    expect(workingTimeBetween(istanbul('2026-11-28T00:00:00'), istanbul('2026-11-30T00:00:00'), WEEKDAYS)).toBe(0);
    expect(workingTimeBetween(istanbul('2026-11-30T12:00:00'), istanbul('2026-11-30T10:00:00'), WEEKDAYS)).toBe(0);
    const holiday: WorkingCalendar = { ...WEEKDAYS, holidays: ['2026-12-01'] };
    expect(workingTimeBetween(istanbul('2026-11-30T00:00:00'), istanbul('2026-12-03T00:00:00'), holiday)).toBe(
      2 * DAY_MS,
    );
  });

  it('moves a due date by a pause’s working time', () => {
    const pause = workingTimeBetween(istanbul('2026-11-27T15:00:00'), istanbul('2026-11-30T11:00:00'), WEEKDAYS);
    // Due Wednesday 2 December 10:00, pushed 20 working hours: Wednesday has 14 left, then 6 of Thursday.
    expect(addWorkingTime(istanbul('2026-12-02T10:00:00'), pause, WEEKDAYS)).toEqual(istanbul('2026-12-03T06:00:00'));
  });

  it('stops on a calendar without working days instead of looping', () => {
    expect(() => addWorkingDays(new Date(), 1, { workingDays: [], holidays: [] })).toThrow();
  });
});
