import { useCallback, useState } from 'react';

const keyOf = (userId: number) => `legal-office.notifications-seen.${userId}`;

const read = (userId: number | undefined) => {
  if (userId === undefined) return null;
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
};

/**
 * When this user last looked at the bell (an ISO instant of the server's clock), kept in the browser per
 * user so it survives a reload. `markSeen` only moves it forward.
 */
export function useLastSeen(userId: number | undefined) {
  const [seen, setSeen] = useState<{ userId: number | undefined; at: string | null }>(() => ({
    userId,
    at: read(userId),
  }));
  const at = seen.userId === userId ? seen.at : read(userId);
  const markSeen = useCallback(
    (instant: string) => {
      if (userId === undefined) return;
      const previous = read(userId);
      if (previous && new Date(previous).getTime() >= new Date(instant).getTime()) return;
      try {
        localStorage.setItem(keyOf(userId), instant);
      } catch {
        // Storage full or refused: the bell still works for this visit.
      }
      setSeen({ userId, at: instant });
    },
    [userId],
  );
  return { lastSeen: at, markSeen };
}
