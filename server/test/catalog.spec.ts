import { SERVICE_CATALOGUE } from '../src/catalog/catalogue-defaults.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

const SERVICES_QUERY = /* GraphQL */ `
  query Services($category: ServiceCategory) {
    services(category: $category) {
      id
      name
      nameAr
      nameTr
      nameEn
      category
      price
      currency
      priceUsd
      estimatedDays
      isActive
      imageUrl
    }
  }
`;

describe('public service catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded catalogue over REST in snake_case', async () => {
    const response = await t.http().get('/api/v1/services').expect(200);
    expect(response.body.data).toHaveLength(SERVICE_CATALOGUE.length);
    const first = response.body.data[0];
    expect(first).toMatchObject({
      name: SERVICE_CATALOGUE[0].nameAr,
      name_tr: SERVICE_CATALOGUE[0].nameTr,
      name_en: SERVICE_CATALOGUE[0].nameEn,
      price: SERVICE_CATALOGUE[0].priceTry,
      currency: 'TRY',
      delivery_time: SERVICE_CATALOGUE[0].estimatedDays,
      is_active: true,
    });
  });

  it('answers the same catalogue over GraphQL', async () => {
    const [rest, gql] = await Promise.all([t.http().get('/api/v1/services'), t.graphql(SERVICES_QUERY)]);
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.services.map((s: { id: number }) => s.id)).toEqual(
      rest.body.data.map((s: { id: number }) => s.id),
    );
    expect(gql.body.data.services[0].price).toBe(rest.body.data[0].price);
  });

  it('covers all seven categories', async () => {
    const response = await t.http().get('/api/v1/services');
    const categories = new Set(response.body.data.map((s: { category: string }) => s.category));
    expect([...categories].sort()).toEqual([
      'civil_registry',
      'consular',
      'divorce',
      'marriage',
      'notarization',
      'other',
      'translation',
    ]);
  });

  it('hides inactive and deleted services from the public', async () => {
    const [first, second] = await t.prisma.service.findMany({ orderBy: { id: 'asc' }, take: 2 });
    await t.prisma.service.update({ where: { id: first.id }, data: { isActive: false } });
    await t.prisma.service.update({ where: { id: second.id }, data: { deletedAt: new Date() } });
    try {
      const rest = await t.http().get('/api/v1/services');
      const ids = rest.body.data.map((s: { id: number }) => s.id);
      expect(ids).not.toContain(first.id);
      expect(ids).not.toContain(second.id);
      const gql = await t.graphql(SERVICES_QUERY);
      expect(gql.body.data.services.map((s: { id: number }) => s.id)).toEqual(ids);
    } finally {
      await t.prisma.service.updateMany({
        where: { id: { in: [first.id, second.id] } },
        data: { isActive: true, deletedAt: null },
      });
    }
  });

  it('filters by category on both APIs', async () => {
    const rest = await t.http().get('/api/v1/services?category=marriage').expect(200);
    expect(rest.body.data.length).toBeGreaterThan(0);
    expect(rest.body.data.every((s: { category: string }) => s.category === 'marriage')).toBe(true);
    const gql = await t.graphql(SERVICES_QUERY, { category: 'marriage' });
    expect(gql.body.data.services).toHaveLength(rest.body.data.length);
  });

  it("reads the old admin form's category notary as notarization", async () => {
    const alias = await t.http().get('/api/v1/services?category=notary').expect(200);
    const canonical = await t.http().get('/api/v1/services?category=notarization').expect(200);
    expect(alias.body.data.length).toBeGreaterThan(0);
    expect(alias.body.data).toEqual(canonical.body.data);
  });

  it('refuses an unknown category with 422 and an Arabic detail list', async () => {
    const response = await t.http().get('/api/v1/services?category=weddings').expect(422);
    expect(response.body.detail).toEqual([{ loc: ['query', 'category'], msg: 'التصنيف غير صحيح', type: 'isEnum' }]);
  });

  it('refuses an unknown category in GraphQL with BAD_USER_INPUT', async () => {
    const response = await t.graphql(SERVICES_QUERY, { category: 'weddings' });
    expect(response.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
