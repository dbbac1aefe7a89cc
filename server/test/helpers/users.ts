import type { TestApp } from './test-app.js';

let counter = 0;

/** A valid body for POST /admin/users with an e-mail no other test uses. */
export function newUserBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `Layla${counter}.${Date.now()}@Example.com`,
    full_name: 'ليلى حداد',
    phone: '+90 532 765 43 21',
    password: 'a-good-password',
    role: 'staff',
    is_active: true,
    ...overrides,
  };
}

/**
 * Runs `body` while the given users are the only active admins, then restores the others: the
 * last-admin rules can only be reached that way.
 */
export async function withOnlyActiveAdmins(t: TestApp, adminIds: number[], body: () => Promise<void>) {
  const others = await t.prisma.user.findMany({
    where: { role: 'admin', isActive: true, id: { notIn: adminIds } },
    select: { id: true },
  });
  const otherIds = others.map((user) => user.id);
  await t.prisma.user.updateMany({ where: { id: { in: otherIds } }, data: { isActive: false } });
  try {
    await body();
  } finally {
    await t.prisma.user.updateMany({ where: { id: { in: otherIds } }, data: { isActive: true } });
  }
}

/**
 * Whether a statement reads a user's password hash or two-factor secrets: a select naming them, or a write
 * reading them back (its RETURNING list); writing a new hash is no read.
 */
export function readsUserSecret(statement: string) {
  const written = /^\s*(INSERT|UPDATE|DELETE)\b/i.test(statement);
  const read = written ? (statement.split(/\bRETURNING\b/)[1] ?? '') : statement;
  return /password_hash|two_factor_secret|two_factor_pending_secret/.test(read);
}
