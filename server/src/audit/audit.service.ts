import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { type Page, pageArgs } from '../common/pagination.js';
import { officeDay } from '../common/office-time.js';

export type AuditListFilter = { actorId?: number; action?: string; from?: string; to?: string };

/** The office day named `YYYY-MM-DD`: noon UTC of that date is always within it (Istanbul is UTC+3). */
const officeDayOf = (day: string) => officeDay(new Date(`${day}T12:00:00Z`));

const NEWEST_FIRST = [
  { createdAt: 'desc' },
  { id: 'desc' },
] as const satisfies Prisma.AuditLogOrderByWithRelationInput[];

/** Reading the audit log (admins): newest first, by actor, action and office days. */
@Injectable()
export class AuditService {
  constructor(private readonly prisma: PrismaService) {}

  async list(filter: AuditListFilter, page: Page) {
    const where: Prisma.AuditLogWhereInput = {
      actorId: filter.actorId,
      action: filter.action || undefined,
      createdAt: {
        ...(filter.from && { gte: officeDayOf(filter.from).start }),
        ...(filter.to && { lt: officeDayOf(filter.to).end }),
      },
    };
    const [items, total] = await Promise.all([
      this.prisma.auditLog.findMany({ where, orderBy: NEWEST_FIRST, ...pageArgs(page) }),
      this.prisma.auditLog.count({ where }),
    ]);
    return { items, total };
  }

  /** Every action recorded so far (for the filter), alphabetically. */
  async actions(): Promise<string[]> {
    const rows = await this.prisma.auditLog.findMany({
      distinct: ['action'],
      select: { action: true },
      orderBy: { action: 'asc' },
    });
    return rows.map((row) => row.action);
  }
}
