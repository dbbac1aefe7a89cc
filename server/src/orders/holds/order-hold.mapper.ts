import type { OrderHold } from '../../generated/prisma/client.js';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';
import type { OrderHoldModel } from './models/order-hold.model.js';

/** A hold as its answers show it: who asked and who resumed are the office's business only. */
export function toOrderHoldModel(hold: OrderHold, viewer: AuthUser | undefined): OrderHoldModel {
  const office = viewer !== undefined && isBackOffice(viewer);
  return {
    id: hold.id,
    request: hold.request,
    requestedByName: office ? hold.requestedByName : null,
    createdAt: hold.createdAt,
    answer: hold.answer,
    answeredAt: hold.answeredAt,
    resumedByName: office ? hold.resumedByName : null,
    closedAt: hold.closedAt,
  };
}

/** The hold still waiting for the client, if any (at most one is open). */
export function openHoldOf(holds: OrderHold[], viewer: AuthUser | undefined): OrderHoldModel | null {
  const open = holds.find((hold) => hold.closedAt === null);
  return open ? toOrderHoldModel(open, viewer) : null;
}
