import { officeDate, officeDay } from './office-time.js';

/** The office's working calendar (settings group `calendar`): ISO weekdays worked and the dated holidays. */
export type WorkingCalendar = { workingDays: readonly number[]; holidays: readonly string[] };

export const DAY_MS = 24 * 60 * 60 * 1000;
/** No calendar of the settings can leave ten years without a working day; this only stops a loop on bad data. */
const MAX_DAYS = 3660;

const isWorking = (calendar: WorkingCalendar, instant: Date) => {
  const { date, isoWeekday } = officeDate(instant);
  return calendar.workingDays.includes(isoWeekday) && !calendar.holidays.includes(date);
};

/**
 * The moment `amount` milliseconds of working time after `start`: the clock runs only during the office's
 * working days (whole Istanbul days, midnight to midnight) and stands still on the other days and holidays.
 * Ending exactly at a working day's end gives that midnight, not the next working day.
 */
export function addWorkingTime(start: Date, amount: number, calendar: WorkingCalendar): Date {
  let cursor = start;
  let remaining = amount;
  if (remaining <= 0) return start;
  for (let days = 0; days < MAX_DAYS; days += 1) {
    const day = officeDay(cursor);
    if (isWorking(calendar, cursor)) {
      const left = day.end.getTime() - cursor.getTime();
      if (remaining <= left) return new Date(cursor.getTime() + remaining);
      remaining -= left;
    }
    cursor = day.end;
  }
  throw new Error('The working calendar has no working day');
}

/**
 * `count` working days after `start`: Friday 15:00 + 1 is Monday 15:00; a start on a day off counts from the
 * next working day's midnight (Saturday + 1 is the end of Monday).
 */
export const addWorkingDays = (start: Date, count: number, calendar: WorkingCalendar): Date =>
  addWorkingTime(start, count * DAY_MS, calendar);

/** How much working time lies between two moments (0 when `to` is not after `from`): what a pause cost the clock. */
export function workingTimeBetween(from: Date, to: Date, calendar: WorkingCalendar): number {
  let cursor = from;
  let total = 0;
  for (let days = 0; cursor < to && days < MAX_DAYS * 10; days += 1) {
    const day = officeDay(cursor);
    const end = day.end < to ? day.end : to;
    if (isWorking(calendar, cursor)) total += end.getTime() - cursor.getTime();
    cursor = end;
  }
  return total;
}
