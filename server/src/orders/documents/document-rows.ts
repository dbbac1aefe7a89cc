import type { Order, Prisma, ServiceRequiredDocument } from '../../generated/prisma/client.js';
import { applyingForSomeoneElse } from '../applicant/order-applicant.mapper.js';
import { documentSlots, type Slot } from './document-slots.js';

type Db = Pick<Prisma.TransactionClient, 'serviceRequiredDocument' | 'orderDocument' | 'orderApplicant'>;

const readVersions = (db: Db, orderId: number) =>
  db.orderDocument.findMany({
    where: { orderId },
    include: { file: { include: { uploadedBy: { select: { fullName: true } } } } },
    orderBy: { id: 'desc' },
  });

export type VersionRow = Awaited<ReturnType<typeof readVersions>>[number];
export type SlotRow = Slot<ServiceRequiredDocument, VersionRow>;

/**
 * The slots of an order, from its service's current requirements and every version uploaded for them; the
 * papers asked only of someone applying for another person (a power of attorney, the relative's ID) count
 * when the order's applicant is not the account holder.
 */
export async function readSlots(db: Db, order: Pick<Order, 'id' | 'serviceId'>): Promise<SlotRow[]> {
  const [requirements, versions, applicant] = await Promise.all([
    db.serviceRequiredDocument.findMany({
      where: { serviceId: order.serviceId, archivedAt: null },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    }),
    readVersions(db, order.id),
    db.orderApplicant.findUnique({ where: { orderId: order.id }, select: { kind: true } }),
  ]);
  return documentSlots(requirements, versions, applyingForSomeoneElse({ applicant }));
}
