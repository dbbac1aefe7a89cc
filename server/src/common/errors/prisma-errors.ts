import { Prisma } from '../../generated/prisma/client.js';

/** A unique-index clash (Prisma P2002), optionally on one column. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return false;
  return column === undefined || JSON.stringify(error.meta ?? {}).includes(column);
}
