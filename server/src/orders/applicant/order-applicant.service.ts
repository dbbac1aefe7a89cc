import { Injectable } from '@nestjs/common';
import type { OrderApplicant, Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../../database/prisma.service.js';
import { personData } from '../../users/people/dto/person.input.js';
import { savePerson } from '../../users/people/people.service.js';
import type { ApplicantInput } from './dto/applicant.input.js';
import { applyingForSomeoneElse } from './order-applicant.mapper.js';

/** Orders' applicants: stored with the order in its transaction, read by order ids (GraphQL, invoice, export). */
@Injectable()
export class OrderApplicantService {
  constructor(private readonly prisma: PrismaService) {}

  byOrderIds(orderIds: readonly number[]): Promise<OrderApplicant[]> {
    return this.prisma.orderApplicant.findMany({ where: { orderId: { in: [...orderIds] } } });
  }

  async forOrder(orderId: number): Promise<OrderApplicant | null> {
    return this.prisma.orderApplicant.findUnique({ where: { orderId } });
  }

  /** Whether an order is for someone other than the account holder (its "only for someone else" papers apply). */
  async isForSomeoneElse(orderId: number): Promise<boolean> {
    return applyingForSomeoneElse({ applicant: await this.forOrder(orderId) });
  }
}

/**
 * Stores an order's applicant (a snapshot; none for `self`) inside the order's transaction, and keeps the
 * person in the account holder's profile when asked.
 */
export async function storeApplicant(
  tx: Prisma.TransactionClient,
  order: { id: number; userId: number | null },
  applicant: ApplicantInput | undefined,
) {
  const person = applicant && personData(applicant);
  if (!person) return;
  await tx.orderApplicant.create({ data: { ...person, orderId: order.id } });
  if (applicant.saveForLater && order.userId !== null) await savePerson(tx, order.userId, person);
}
