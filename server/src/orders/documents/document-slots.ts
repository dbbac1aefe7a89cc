import type { OrderDocumentStatus } from '../../generated/prisma/enums.js';

/** Where a slot stands: nothing yet, waiting for review, accepted, or rejected (open for a new version). */
export const DocumentSlotState = {
  missing: 'missing',
  submitted: 'submitted',
  accepted: 'accepted',
  rejected: 'rejected',
} as const;
export type DocumentSlotState = (typeof DocumentSlotState)[keyof typeof DocumentSlotState];

type Requirement = { id: number; isRequired: boolean; onlyForSomeoneElse: boolean; maxFiles: number };
type Version = { id: number; requirementId: number; status: OrderDocumentStatus; reviewReason: string | null };

export type Slot<R extends Requirement, V extends Version> = {
  requirement: R;
  state: DocumentSlotState;
  /** Every version, newest first. */
  versions: V[];
  /** The versions that count against the slot's limit: not rejected. */
  current: V[];
  /** The reason of the newest rejection while the slot waits for a new version. */
  rejectionReason: string | null;
};

/**
 * The slots of an order: one per requirement of its service, except those needed only when applying for
 * someone else unless the order does. (The applicant feature decides `applyingForSomeoneElse`; until it
 * lands, every order applies for the account holder.)
 */
export function documentSlots<R extends Requirement, V extends Version>(
  requirements: R[],
  versions: V[],
  applyingForSomeoneElse: boolean,
): Slot<R, V>[] {
  return requirements
    .filter((requirement) => applyingForSomeoneElse || !requirement.onlyForSomeoneElse)
    .map((requirement) => {
      const own = versions.filter((version) => version.requirementId === requirement.id).sort((a, b) => b.id - a.id);
      const current = own.filter((version) => version.status !== 'rejected');
      const state: DocumentSlotState = current.some((version) => version.status === 'submitted')
        ? 'submitted'
        : current.length > 0
          ? 'accepted'
          : own.length > 0
            ? 'rejected'
            : 'missing';
      return {
        requirement,
        state,
        versions: own,
        current,
        rejectionReason: state === 'rejected' ? own[0].reviewReason : null,
      };
    });
}

/** Required slots that are not accepted: what keeps the order from processing. */
export const outstandingSlots = <R extends Requirement, V extends Version>(slots: Slot<R, V>[]) =>
  slots.filter((slot) => slot.requirement.isRequired && slot.state !== 'accepted');
