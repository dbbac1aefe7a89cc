import { randomUUID } from 'node:crypto';
import type { Currency, OrderStatus } from '../../src/generated/prisma/enums.js';
import type { TestApp } from './test-app.js';

export type OrderRow = {
  status?: OrderStatus;
  createdAt?: Date;
  serviceId?: number;
  userId?: number | null;
  totalAmount?: string;
  currency?: Currency;
  fullName?: string;
};

/**
 * An order written straight into the database with the status, time and amount a test needs
 * (the orders feature's own flow is not needed to count them).
 */
export async function insertOrder(t: TestApp, row: OrderRow = {}) {
  const service = row.serviceId
    ? await t.prisma.service.findUniqueOrThrow({ where: { id: row.serviceId } })
    : await t.prisma.service.findFirstOrThrow({ orderBy: { id: 'asc' } });
  const unique = randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();
  return t.prisma.order.create({
    data: {
      orderNumber: `ORD-TEST-${unique}`,
      trackingNumber: `TRK-${unique}`,
      status: row.status ?? 'pending',
      userId: row.userId ?? null,
      serviceId: service.id,
      serviceNameAr: service.nameAr,
      totalAmount: row.totalAmount ?? service.priceTry,
      currency: row.currency ?? 'TRY',
      paymentMethod: 'bank_transfer',
      fullName: row.fullName ?? 'عميل تجريبي',
      email: 'client@example.com',
      phone: '+905321234567',
      createdAt: row.createdAt ?? new Date(),
    },
  });
}
