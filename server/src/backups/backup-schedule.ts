import type { Settings } from '../settings/settings.schema.js';

/** The office's clock: `backup_time` is Istanbul time. */
export const OFFICE_TIME_ZONE = 'Europe/Istanbul';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An instance that missed a slot (down at that moment) still makes it this long afterwards. */
const CATCH_UP = { hourly: 15 * MINUTE, daily: HOUR, weekly: HOUR, monthly: HOUR } as const;

export type ScheduleSlot = { key: string; at: Date };

/** The office's wall clock at `instant`, as a UTC date with the same fields (arithmetic on fields is then plain). */
function wallClock(instant: Date): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: OFFICE_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute));
}

/**
 * The latest slot of the schedule at or before `now`: hourly at `backup_time`'s minute, daily at
 * `backup_time`, weekly on Mondays, monthly on the 1st. Its key names the slot, so a backup row per
 * key makes one backup per slot however many instances ask.
 */
export function latestSlot(backup: Settings<'backup'>, now: Date): ScheduleSlot {
  const wall = wallClock(now);
  const [hour, minute] = backup.backup_time.split(':').map(Number);
  const slot = new Date(wall);
  const frequency = backup.backup_frequency;
  if (frequency === 'hourly') {
    slot.setUTCMinutes(minute);
    if (slot > wall) slot.setTime(slot.getTime() - HOUR);
  } else {
    slot.setUTCHours(hour, minute);
    if (frequency === 'weekly') slot.setTime(slot.getTime() - ((slot.getUTCDay() + 6) % 7) * DAY);
    if (frequency === 'monthly') slot.setUTCDate(1);
    if (slot > wall) {
      if (frequency === 'daily') slot.setTime(slot.getTime() - DAY);
      if (frequency === 'weekly') slot.setTime(slot.getTime() - 7 * DAY);
      if (frequency === 'monthly') slot.setUTCMonth(slot.getUTCMonth() - 1);
    }
  }
  const offset = wall.getTime() - Math.floor(now.getTime() / MINUTE) * MINUTE;
  return { key: `${frequency}:${slot.toISOString().slice(0, 16)}`, at: new Date(slot.getTime() - offset) };
}

/** The slot a scheduled backup is due for now, if any. */
export function dueSlot(backup: Settings<'backup'>, now: Date): ScheduleSlot | undefined {
  if (!backup.auto_backup) return undefined;
  const slot = latestSlot(backup, now);
  return now.getTime() - slot.at.getTime() <= CATCH_UP[backup.backup_frequency] ? slot : undefined;
}
