import { normalizeSearchText } from '../src/common/search-text.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, placeOrder } from './helpers/orders.js';

/**
 * The back office's searches (orders, users, services) match a normalised copy of their columns kept by
 * triggers, through trigram indexes: the same results on PGlite and PostgreSQL, whatever the locale.
 */
describe('searching orders, users and services', () => {
  let t: TestApp;
  let owner: Caller, staff: Caller, admin: Caller;
  const orders: Record<string, { id: number; order_number: string }> = {};

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, staff, admin } = await createCallers(t));
    orders.ahmad = await placeOrder(t, owner, {
      full_name: 'أحمد الحلبي',
      email: 'ahmad@example.com',
      phone: '+905321112233',
    });
    orders.fatima = await placeOrder(t, owner, {
      full_name: 'فاطمةُ الزهراء',
      email: 'fatima@example.com',
      phone: '+963944000111',
    });
    orders.celik = await placeOrder(t, owner, {
      full_name: 'Ayşe Çelik',
      email: 'AYSE@example.com',
      phone: '+4915100000000',
    });
  });
  afterAll(() => t.close());

  const searchOrders = async (search: string) => {
    const response = await t
      .http()
      .get(`/api/v1/admin/orders?search=${encodeURIComponent(search)}`)
      .set('Authorization', staff.auth)
      .expect(200);
    return (response.body.data as { id: number }[]).map((order) => order.id);
  };

  it.each([
    'á',
    'أحمد',
    'إسراء',
    'آمنة',
    'ٱلله',
    'فاطمة',
    'مصطفى',
    'مؤمن',
    'هيئة',
    'مُحَمَّد',
    'عـــلي',
    '٠٥٣٢',
    '۰۵۳۲',
    'ÇELİK',
    'ışık',
    'Öğüş',
    'ABC',
  ])('normalises %s in the application exactly as the database does', async (text) => {
    const [row] = await t.prisma.$queryRaw<{ normalised: string }[]>`SELECT search_normalize(${text}) AS normalised`;
    expect(row.normalised).toBe(normalizeSearchText(text));
  });

  it.each([
    ['an unhamzated alef', 'احمد', 'ahmad'],
    ['a taa marbuta written as haa, without the diacritic', 'فاطمه', 'fatima'],
    ['diacritics and tatweel typed in the box', 'أحْـمد', 'ahmad'],
    ['Arabic-Indic digits of a local phone', '٠٥٣٢ ١١١', 'ahmad'],
    ['Turkish letters typed without their marks', 'ayse celik', 'celik'],
    ['an e-mail in another case', 'ayse@EXAMPLE', 'celik'],
  ])('finds an order by %s', async (_case, search, key) => {
    expect(await searchOrders(search)).toEqual([orders[key].id]);
  });

  it('finds the same through GraphQL', async () => {
    const response = await t.graphql(
      'query($search: String) { adminOrders(search: $search) { items { id } } }',
      { search: 'احمد' },
      staff.token,
    );
    expect(response.body.data.adminOrders.items).toEqual([{ id: orders.ahmad.id }]);
  });

  it('keeps the search copy when the searched columns change', async () => {
    await t.prisma.order.update({ where: { id: orders.fatima.id }, data: { fullName: 'زينب' } });
    expect(await searchOrders('فاطمه')).toEqual([]);
    expect(await searchOrders('زينب')).toEqual([orders.fatima.id]);
  });

  it('finds users with the same rules, on both APIs', async () => {
    const found = await createUser(t, 'client', { fullName: 'إسراء يوسف', phone: '+905559876543' });
    const rest = await t
      .http()
      .get(`/api/v1/admin/users?search=${encodeURIComponent('اسراء')}`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(rest.body.data.map((user: { id: number }) => user.id)).toEqual([found.user.id]);
    const graphql = await t.graphql(
      'query($search: String) { users(search: $search) { items { id } } }',
      { search: '٠٥٥٥ ٩٨٧' },
      admin.token,
    );
    expect(graphql.body.data.users.items).toEqual([{ id: found.user.id }]);
  });

  it('finds services by any of their names with the same rules', async () => {
    const service = await t.prisma.service.create({
      data: {
        nameAr: 'خدمة تجريبيّة فريدة',
        nameTr: 'Özel Deneme Hizmeti',
        category: 'translation',
        priceTry: '500.00',
      },
    });
    for (const search of ['تجريبية فريده', 'ozel deneme']) {
      const response = await t
        .http()
        .get(`/api/v1/admin/services?search=${encodeURIComponent(search)}`)
        .set('Authorization', admin.auth)
        .expect(200);
      expect(response.body.data.map((found: { id: number }) => found.id)).toEqual([service.id]);
    }
  });

  it('can answer a search from the trigram index instead of reading every order', async () => {
    const plan = await t.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      return tx.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
        `EXPLAIN SELECT id FROM orders WHERE search_text LIKE '%احمد%'`,
      );
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('orders_search_text_trgm');
  });
});
