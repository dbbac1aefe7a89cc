import type { Order, Prisma, ServiceRequiredDocument } from '../../generated/prisma/client.js';
import { documentSlots, type Slot } from './document-slots.js';

type Db = Pick<Prisma.TransactionClient, 'serviceRequiredDocument' | 'orderDocument'>;

const readVersions = (db: Db, orderId: number) =>
  db.orderDocument.findMany({
    where: { orderId },
    include: { file: { include: { uploadedBy: { select: { fullName: true } } } } },
    orderBy: { id: 'desc' },
  });

export type VersionRow = Awaited<ReturnType<typeof readVersions>>[number];
export type SlotRow = Slot<ServiceRequiredDocument, VersionRow>;

/**
 * The slots of an order, from its service's current requirements and every version uploaded for them.
 * Whether the order applies for someone else is the applicant feature's to say; until it lands, no order does.
 */
export async function readSlots(db: Db, order: Pick<Order, 'id' | 'serviceId'>): Promise<SlotRow[]> {
  const [requirements, versions] = await Promise.all([
    db.serviceRequiredDocument.findMany({
      where: { serviceId: order.serviceId, archivedAt: null },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    }),
    readVersions(db, order.id),
  ]);
  return documentSlots(requirements, versions, applyingForSomeoneElse(order));
}

/** Until the applicant feature lands (another branch), every order is for the account holder. */
const applyingForSomeoneElse = (_order: Pick<Order, 'id'>) => false;
