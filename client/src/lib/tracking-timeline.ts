import type { OrderStatus } from '../gql/graphql';

/** The public timeline's steps: "received" covers every status before the office starts work. */
export const TIMELINE_STEPS = [
  { key: 'received', statuses: ['pending', 'pending_payment', 'paid'] },
  { key: 'processing', statuses: ['processing'] },
  { key: 'in_progress', statuses: ['in_progress'] },
  { key: 'completed', statuses: ['completed'] },
] as const satisfies readonly { key: string; statuses: readonly OrderStatus[] }[];

export type TimelineStepKey = (typeof TIMELINE_STEPS)[number]['key'];
export type TimelineStep = { key: TimelineStepKey; reached: boolean; current: boolean; at: string | null };
export type TimelineEnd = { status: 'cancelled' | 'refunded'; at: string | null };

const stepIndexOf = (status: OrderStatus) =>
  TIMELINE_STEPS.findIndex((step) => (step.statuses as readonly OrderStatus[]).includes(status));

/**
 * Where the order stands: each step reached so far with the first time the order entered it (a skipped step has
 * no time), the current step, and, for a cancelled or refunded order, that ending with its time (the steps it had
 * reached before stay highlighted, none is current).
 */
export function timelineOf(
  status: OrderStatus,
  history: readonly { status: OrderStatus; at: string }[],
): { steps: TimelineStep[]; end: TimelineEnd | null } {
  const ended = status === 'cancelled' || status === 'refunded';
  const position = ended ? Math.max(-1, ...history.map((entry) => stepIndexOf(entry.status))) : stepIndexOf(status);
  const steps = TIMELINE_STEPS.map((step, index) => {
    const entered = history.find((entry) => (step.statuses as readonly OrderStatus[]).includes(entry.status));
    return {
      key: step.key,
      reached: index <= position,
      current: !ended && index === position,
      at: entered?.at ?? null,
    };
  });
  return {
    steps,
    end: ended ? { status, at: history.find((entry) => entry.status === status)?.at ?? null } : null,
  };
}
