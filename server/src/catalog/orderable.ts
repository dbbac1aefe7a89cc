import type { Prisma, Service } from '../generated/prisma/client.js';

/** The one rule of what the public may see and order: an active service that was not deleted. */
export const ORDERABLE_SERVICE = { isActive: true, deletedAt: null } as const satisfies Prisma.ServiceWhereInput;

export const isOrderable = (service: Pick<Service, 'isActive' | 'deletedAt'>) =>
  service.isActive && service.deletedAt === null;
