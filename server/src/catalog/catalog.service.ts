import { Injectable } from '@nestjs/common';
import type { ServiceCategory } from '../generated/prisma/enums.js';
import { PrismaService } from '../database/prisma.service.js';

/** The office's service catalogue. */
@Injectable()
export class CatalogService {
  constructor(private readonly prisma: PrismaService) {}

  /** What the public may see and order: active services that were not deleted. */
  listPublic(filter: { category?: ServiceCategory } = {}) {
    return this.prisma.service.findMany({
      where: { isActive: true, deletedAt: null, category: filter.category },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
  }
}
