import type { Order, Prisma } from '../../generated/prisma/client.js';
import { ResultErrors } from './result-errors.js';

/**
 * Completing an order whose service delivers a result needs one delivered: a result file or a courier record.
 * Checked in the status change's transaction.
 */
export async function assertResultDelivered(tx: Prisma.TransactionClient, order: Pick<Order, 'id' | 'serviceId'>) {
  const service = await tx.service.findUnique({ where: { id: order.serviceId }, select: { deliversResult: true } });
  if (!service?.deliversResult) return;
  const delivered = await tx.orderResult.count({
    where: { orderId: order.id, OR: [{ files: { some: {} } }, { carrier: { not: null } }] },
  });
  if (delivered === 0) throw ResultErrors.RESULT_REQUIRED({ field: 'status' });
}
