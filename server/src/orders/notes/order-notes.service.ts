import { Injectable } from '@nestjs/common';
import type { OrderNote, Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../../database/prisma.service.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { recordAudit } from '../../audit/audit.js';
import { OrderErrors } from '../order-errors.js';

const OLDEST_FIRST = [
  { createdAt: 'asc' },
  { id: 'asc' },
] as const satisfies Prisma.OrderNoteOrderByWithRelationInput[];

/**
 * Internal notes: what staff tell each other about an order. Only staff and admins reach this service (both
 * doors are guarded by role); no answer a client can get carries a note.
 */
@Injectable()
export class OrderNotesService {
  constructor(private readonly prisma: PrismaService) {}

  /** The order's notes, oldest first. */
  async list(orderId: number): Promise<OrderNote[]> {
    await this.orderOrThrow(this.prisma, orderId);
    return this.prisma.orderNote.findMany({ where: { orderId }, orderBy: OLDEST_FIRST });
  }

  /** A new note and its audit entry, in one transaction. */
  async add(caller: AuthUser, orderId: number, body: string): Promise<OrderNote> {
    return this.prisma.$transaction(async (tx) => {
      const order = await this.orderOrThrow(tx, orderId);
      const note = await tx.orderNote.create({
        data: { orderId, authorId: caller.id, authorName: caller.fullName, body },
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'order.note_added',
        entityType: 'order',
        entityId: orderId,
        details: { order_number: order.orderNumber, note_id: note.id, body },
      });
      return note;
    });
  }

  private async orderOrThrow(db: Pick<Prisma.TransactionClient, 'order'>, orderId: number) {
    const order = await db.order.findUnique({ where: { id: orderId }, select: { id: true, orderNumber: true } });
    if (!order) throw OrderErrors.ORDER_NOT_FOUND();
    return order;
  }
}
