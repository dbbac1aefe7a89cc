import assert from 'node:assert/strict';
import type { RunningProduct } from './product.js';
import { linkIn, waitForMail } from './mail.js';

/** One REST call to the running product; fails the test with the answer when it is not 2xx, else returns `data`. */
export async function api<T>(
  product: RunningProduct,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${product.url}/api/v1${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${route} answered ${response.status}: ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export type NewClient = { email: string; password: string; full_name: string; phone: string };

/**
 * Registers a client through the API and confirms the address the way its owner would: through the link
 * in the verification e-mail the outbox wrote. Returns the registration's session.
 */
export async function registerClient(product: RunningProduct, client: NewClient) {
  const session = await api<{ access_token: string }>(product, 'POST', '/auth/register', client);
  const link = new URL(
    linkIn(
      await waitForMail(product.dataDir, 'email_verification', client.email),
      `${new URL(product.url).protocol}//`,
    ),
  );
  await api(product, 'POST', '/auth/verify-email', { token: link.searchParams.get('token') });
  return session;
}

/** Valid answers to the seeded civil registry extract's intake questions (server/src/catalog/questions/intake-defaults.ts). */
export const REGISTRY_EXTRACT_ANSWERS = {
  full_name: 'سارة محمد الأحمد',
  father_name: 'محمد',
  mother_name: 'فاطمة الخطيب',
  birth_place: 'حلب',
  birth_date: '1990-03-01',
  registry_place: 'حلب - الجميلية',
  registry_number: '123/4',
};

/**
 * Records a payment of the order's whole balance in its currency as the office does (`token`: staff or an
 * admin), so the order may move to processing and beyond; a waiting order becomes `paid` with it.
 */
export async function payInFull(
  product: RunningProduct,
  order: { id: number; balance: string; currency: string },
  token: string,
) {
  if (Number(order.balance) <= 0) return;
  await api(
    product,
    'POST',
    `/admin/orders/${order.id}/payments`,
    { amount: order.balance, currency: order.currency, reference: 'E2E' },
    token,
  );
}
