import { officeWallClock } from '../../common/office-time.js';

/** Today in the office (Istanbul), as YYYY-MM-DD. */
export const officeToday = (now = new Date()) => officeWallClock(now).toISOString().slice(0, 10);

/** The oldest issue date a document may have when it may be at most `maxAgeDays` old today, as YYYY-MM-DD. */
export function earliestIssueDate(maxAgeDays: number, now = new Date()) {
  const today = new Date(`${officeToday(now)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - maxAgeDays);
  return today.toISOString().slice(0, 10);
}
