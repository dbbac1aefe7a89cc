/** The office works in Istanbul: "today" and the chart's months are its days and months, not UTC's. */
export const OFFICE_TIME_ZONE = 'Europe/Istanbul';

export type Period = { start: Date; end: Date };
export type MonthPeriod = Period & { month: string };

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The office's calendar date and time at an instant. */
function officeClock(instant: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** How far the office's clock is ahead of UTC at an instant, in milliseconds. */
function officeOffset(instant: Date) {
  const clock = officeClock(instant);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of midnight starting an office date; month and day may overflow as in Date.UTC. */
function officeMidnight(year: number, month: number, day: number) {
  const wall = Date.UTC(year, month - 1, day);
  // Twice, in case the offset at the guess differs from the offset at midnight itself (a clock change).
  const guess = wall - officeOffset(new Date(wall));
  return new Date(wall - officeOffset(new Date(guess)));
}

/** The office day containing `now`. */
export function officeDay(now: Date): Period {
  const { year, month, day } = officeClock(now);
  return { start: officeMidnight(year, month, day), end: officeMidnight(year, month, day + 1) };
}

/** The last `count` office months up to and including the one containing `now`, oldest first, labelled `YYYY-MM`. */
export function officeMonths(now: Date, count: number): MonthPeriod[] {
  const { year, month } = officeClock(now);
  return Array.from({ length: count }, (_, index) => {
    const first = month - (count - 1) + index;
    return {
      month: new Date(Date.UTC(year, first - 1, 1)).toISOString().slice(0, 7),
      start: officeMidnight(year, first, 1),
      end: officeMidnight(year, first + 1, 1),
    };
  });
}

/**
 * The office's wall clock at an instant as a zone-less date (its UTC fields hold Istanbul's): what a
 * spreadsheet cell, which has no time zone, must hold to show the hour the office saw.
 */
export function officeWallClock(instant: Date): Date {
  const clock = officeClock(instant);
  return new Date(
    Date.UTC(
      clock.year,
      clock.month - 1,
      clock.day,
      clock.hour,
      clock.minute,
      clock.second,
      instant.getUTCMilliseconds(),
    ),
  );
}

/** The office's calendar date at an instant, as `YYYY-MM-DD`, and its ISO weekday (1 Monday … 7 Sunday). */
export function officeDate(instant: Date): { date: string; isoWeekday: number } {
  const { year, month, day } = officeClock(instant);
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  return { date: noon.toISOString().slice(0, 10), isoWeekday: noon.getUTCDay() || 7 };
}
