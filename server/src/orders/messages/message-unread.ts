import { Prisma } from '../../generated/prisma/client.js';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';

/** Which side of a thread a caller is on: staff and admins are the office, everyone else the order's client. */
export type ThreadSide = 'client' | 'office';
export const sideOf = (caller: AuthUser): ThreadSide => (isBackOffice(caller) ? 'office' : 'client');

/** Messages each side has not read yet: the other side's, written after the side's read mark. */
export type UnreadCounts = { unreadForClient: number; unreadForOffice: number };

/** What the viewer's side has not read of one order's thread. */
export const unreadFor = (counts: Partial<UnreadCounts> | undefined, viewer: AuthUser) =>
  (sideOf(viewer) === 'office' ? counts?.unreadForOffice : counts?.unreadForClient) ?? 0;

/** SQL: the unread counts of the order aliased `o`, as the columns "unreadForClient" and "unreadForOffice". */
export const UNREAD_COLUMNS = Prisma.sql`
  (SELECT count(*)::int FROM order_messages m WHERE m.order_id = o.id AND m.from_office
     AND (o.client_read_at IS NULL OR m.created_at > o.client_read_at)) AS "unreadForClient",
  (SELECT count(*)::int FROM order_messages m WHERE m.order_id = o.id AND NOT m.from_office
     AND (o.office_read_at IS NULL OR m.created_at > o.office_read_at)) AS "unreadForOffice"`;

/** The unread counts of many orders in one statement. */
export async function readUnreadCounts(
  prisma: Pick<Prisma.TransactionClient, '$queryRaw'>,
  orderIds: readonly number[],
): Promise<Map<number, UnreadCounts>> {
  if (orderIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<({ id: number } & UnreadCounts)[]>`
    SELECT o.id, ${UNREAD_COLUMNS} FROM orders o WHERE o.id IN (${Prisma.join([...orderIds])})`;
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/** Orders with their unread counts attached, for the REST lists (GraphQL resolves the field with a loader). */
export async function withUnreadCounts<Row extends { id: number }>(
  prisma: Pick<Prisma.TransactionClient, '$queryRaw'>,
  rows: Row[],
): Promise<(Row & UnreadCounts)[]> {
  const counts = await readUnreadCounts(
    prisma,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, ...(counts.get(row.id) ?? { unreadForClient: 0, unreadForOffice: 0 }) }));
}

/**
 * Every unread message of the viewer's side: for a client, the office's messages on their own orders; for the
 * office, the clients' messages on every order.
 */
export async function totalUnread(prisma: Pick<Prisma.TransactionClient, '$queryRaw'>, viewer: AuthUser) {
  const [row] =
    sideOf(viewer) === 'office'
      ? await prisma.$queryRaw<{ count: number }[]>`
          SELECT count(*)::int AS count FROM order_messages m JOIN orders o ON o.id = m.order_id
          WHERE NOT m.from_office AND (o.office_read_at IS NULL OR m.created_at > o.office_read_at)`
      : await prisma.$queryRaw<{ count: number }[]>`
          SELECT count(*)::int AS count FROM order_messages m JOIN orders o ON o.id = m.order_id
          WHERE o.user_id = ${viewer.id} AND m.from_office
            AND (o.client_read_at IS NULL OR m.created_at > o.client_read_at)`;
  return row?.count ?? 0;
}
