import { dueSlot, latestSlot } from './backup-schedule.js';

const schedule = (
  backup_frequency: 'hourly' | 'daily' | 'weekly' | 'monthly',
  backup_time = '02:00',
  auto_backup = true,
) => ({ auto_backup, backup_frequency, backup_time, keep_backups: 30 });

describe('the backup schedule, in Istanbul time (UTC+3)', () => {
  it('finds the latest slot of each frequency', () => {
    expect(latestSlot(schedule('daily'), new Date('2026-11-23T23:30:00Z'))).toEqual({
      key: 'daily:2026-11-24T02:00',
      at: new Date('2026-11-23T23:00:00Z'),
    });
    expect(latestSlot(schedule('daily'), new Date('2026-11-23T22:59:00Z')).key).toBe('daily:2026-11-23T02:00');
    expect(latestSlot(schedule('hourly', '00:30'), new Date('2026-11-23T10:20:00Z')).key).toBe(
      'hourly:2026-11-23T12:30',
    );
    expect(latestSlot(schedule('hourly', '00:30'), new Date('2026-11-23T10:40:00Z')).key).toBe(
      'hourly:2026-11-23T13:30',
    );
    // 2026-11-25 is a Wednesday: the week's slot was Monday the 23rd.
    expect(latestSlot(schedule('weekly'), new Date('2026-11-25T12:00:00Z')).key).toBe('weekly:2026-11-23T02:00');
    expect(latestSlot(schedule('weekly'), new Date('2026-11-22T22:00:00Z')).key).toBe('weekly:2026-11-16T02:00');
    expect(latestSlot(schedule('monthly', '03:15'), new Date('2026-11-01T00:10:00Z')).key).toBe(
      'monthly:2026-10-01T03:15',
    );
    expect(latestSlot(schedule('monthly', '03:15'), new Date('2026-11-01T00:20:00Z')).key).toBe(
      'monthly:2026-11-01T03:15',
    );
  });

  it('is due from the slot until the catch-up window closes, and never when switched off', () => {
    const at = new Date('2026-11-23T23:00:00Z');
    const after = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
    expect(dueSlot(schedule('daily'), after(0))?.key).toBe('daily:2026-11-24T02:00');
    expect(dueSlot(schedule('daily'), after(59))?.key).toBe('daily:2026-11-24T02:00');
    expect(dueSlot(schedule('daily'), after(61))).toBeUndefined();
    expect(dueSlot(schedule('daily', '02:00', false), after(1))).toBeUndefined();
    expect(dueSlot(schedule('hourly', '00:00'), after(16))).toBeUndefined();
  });
});
