import { existsSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import {
  authOf,
  base64Upload,
  type Caller,
  createTestService,
  DENIED,
  graphqlCode,
  IMAGES,
  type Roles,
  signedInRoles,
  tokenOf,
} from './helpers/content.js';

const SERVICE_FIELDS =
  'id name nameAr nameTr nameEn description category price currency priceTry priceUsd estimatedDays isActive imageUrl';
const ADMIN_SERVICES = /* GraphQL */ `
  query ($search: String, $category: ServiceCategory, $isActive: Boolean, $page: PageInput) {
    adminServices(search: $search, category: $category, isActive: $isActive, page: $page) {
      total
      page
      pageSize
      items {
        id
        nameAr
        isActive
        category
      }
    }
  }
`;
const CREATE = `mutation ($input: CreateServiceInput!) { createService(input: $input) { ${SERVICE_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: UpdateServiceInput!) { updateService(id: $id, input: $input) { ${SERVICE_FIELDS} } }`;
const DELETE = `mutation ($id: Int!) { deleteService(id: $id) }`;
const UPLOAD_IMAGE = `mutation ($id: Int!, $file: FileUpload!) { uploadServiceImage(id: $id, file: $file) { id imageUrl } }`;
const REMOVE_IMAGE = `mutation ($id: Int!) { removeServiceImage(id: $id) { id imageUrl } }`;
const DENIED_WRITERS = ['anonymous', 'client', 'staff'] as const;

const validBody = () => ({
  name_ar: 'ترجمة محلفة لجواز السفر',
  name_tr: 'Yeminli pasaport tercümesi',
  name_en: 'Sworn passport translation',
  description_ar: 'ترجمة محلفة ومصدقة من كاتب العدل',
  category: 'translation',
  price_try: '1500.50',
  price_usd: 45,
  estimated_days: 3,
});

describe('catalogue administration', () => {
  let t: TestApp;
  let roles: Roles;
  beforeAll(async () => {
    t = await startTestApp();
    roles = await signedInRoles(t);
  });
  afterAll(() => t.close());

  const as = (caller: Caller) => authOf(roles, caller);
  const onDisk = (key: string) => existsSync(path.join(t.dataDir, 'files', key));
  const stored = (id: number) => t.prisma.service.findUniqueOrThrow({ where: { id } });
  const publicIds = async () =>
    (await t.http().get('/api/v1/services').expect(200)).body.data.map((s: { id: number }) => s.id);
  const adminIds = async (query = '') =>
    (await t.http().get(`/api/v1/admin/services?page_size=100${query}`).set(as('admin')).expect(200)).body.data.map(
      (s: { id: number }) => s.id,
    );

  it('describes every catalogue route in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/v1/openapi.json').expect(200)).body;
    expect(Object.keys(document.paths['/api/v1/services/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(document.paths['/api/v1/services/{id}/image']).sort()).toEqual(['delete', 'get', 'post']);
    expect(document.paths['/api/v1/services'].post).toBeDefined();
    expect(document.paths['/api/v1/admin/services'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(
      ['category', 'is_active', 'page', 'page_size', 'search'],
    );
    expect(document.components.schemas.CreateServiceBody.required).toEqual(
      expect.arrayContaining(['name_ar', 'category', 'price_try']),
    );
  });

  describe('GET /services/{id} and the service query', () => {
    it('answers an active service on both APIs', async () => {
      const service = await createTestService(t, { priceTry: '250.00', priceUsd: '8.50', estimatedDays: 4 });
      const rest = await t.http().get(`/api/v1/services/${service.id}`).expect(200);
      expect(rest.body.data).toMatchObject({
        id: service.id,
        name: service.nameAr,
        price: '250.00',
        currency: 'TRY',
        price_usd: '8.50',
        delivery_time: 4,
        is_active: true,
        image_url: null,
      });
      const gql = await t.graphql(`query ($id: Int!) { service(id: $id) { ${SERVICE_FIELDS} } }`, { id: service.id });
      expect(gql.body.data.service).toMatchObject({
        id: service.id,
        nameAr: service.nameAr,
        price: '250.00',
        priceUsd: '8.50',
        estimatedDays: 4,
      });
    });

    it.each([
      ['inactive', { isActive: false }],
      ['deleted', { deletedAt: new Date() }],
    ])('answers 404 for a %s service on both APIs', async (_label, state) => {
      const service = await createTestService(t, state);
      const rest = await t.http().get(`/api/v1/services/${service.id}`).expect(404);
      expect(rest.body.detail).toBe('الخدمة غير موجودة');
      const gql = await t.graphql('query ($id: Int!) { service(id: $id) { id } }', { id: service.id });
      expect(gql.body.errors[0]).toMatchObject({ message: 'الخدمة غير موجودة', extensions: { code: 'NOT_FOUND' } });
    });

    it('answers 404 for an unknown id and 422 for an id that is not a number', async () => {
      await t.http().get('/api/v1/services/999999').expect(404);
      const bad = await t.http().get('/api/v1/services/abc').expect(422);
      expect(bad.body.detail).toEqual([{ loc: ['path', 'id'], msg: 'رقم الخدمة غير صحيح', type: 'int_parsing' }]);
    });
  });

  describe('GET /admin/services and the adminServices query', () => {
    it('lists inactive services too but never deleted ones, paginated, for staff and admins', async () => {
      const inactive = await createTestService(t, { isActive: false });
      const deleted = await createTestService(t, { deletedAt: new Date() });
      for (const caller of ['staff', 'admin'] as const) {
        const response = await t.http().get('/api/v1/admin/services?page_size=100').set(as(caller)).expect(200);
        const ids = response.body.data.map((s: { id: number }) => s.id);
        expect(ids).toContain(inactive.id);
        expect(ids).not.toContain(deleted.id);
        expect(response.body.meta).toEqual({ total: ids.length, page: 1, page_size: 100 });
      }
      const total = await t.prisma.service.count({ where: { deletedAt: null } });
      const second = await t.http().get('/api/v1/admin/services?page=2&page_size=3').set(as('staff')).expect(200);
      expect(second.body.meta).toEqual({ total, page: 2, page_size: 3 });
      expect(second.body.data).toHaveLength(3);
    });

    it('searches the Arabic, Turkish and English names in any case', async () => {
      const service = await createTestService(t, {
        nameAr: 'تصديق وثيقة زرقاء نادرة',
        nameTr: 'Nadir Mavi Belge Onayı',
        nameEn: 'Rare Blue Document Attestation',
      });
      for (const search of ['زرقاء نادرة', 'nadir mavi', 'BLUE DOCUMENT']) {
        expect(await adminIds(`&search=${encodeURIComponent(search)}`)).toEqual([service.id]);
      }
      const gql = await t.graphql(ADMIN_SERVICES, { search: 'rare blue' }, tokenOf(roles, 'staff'));
      expect(gql.body.data.adminServices).toMatchObject({ total: 1, items: [{ id: service.id }] });
    });

    it('filters by category (notary meaning notarization) and by active state', async () => {
      const notarization = await createTestService(t, { category: 'notarization', isActive: false });
      const byAlias = await adminIds('&category=notary');
      expect(byAlias).toContain(notarization.id);
      expect(byAlias).toEqual(await adminIds('&category=notarization'));
      const inactiveOnly = await t
        .http()
        .get('/api/v1/admin/services?is_active=false&page_size=100')
        .set(as('admin'))
        .expect(200);
      expect(inactiveOnly.body.data.every((s: { is_active: boolean }) => !s.is_active)).toBe(true);
      expect(inactiveOnly.body.data.map((s: { id: number }) => s.id)).toContain(notarization.id);
      const gql = await t.graphql(
        ADMIN_SERVICES,
        { category: 'notarization', isActive: false, page: { page: 1, pageSize: 100 } },
        tokenOf(roles, 'admin'),
      );
      expect(gql.body.data.adminServices.items.map((s: { id: number }) => s.id)).toContain(notarization.id);
      expect(
        gql.body.data.adminServices.items.every(
          (s: { isActive: boolean; category: string }) => !s.isActive && s.category === 'notarization',
        ),
      ).toBe(true);
    });

    it.each([
      ['is_active=maybe', ['query', 'is_active'], 'قيمة is_active يجب أن تكون true أو false'],
      ['category=weddings', ['query', 'category'], 'التصنيف غير صحيح'],
      ['page=0', ['query', 'page'], 'رقم الصفحة يبدأ من 1'],
      [`search=${'a'.repeat(101)}`, ['query', 'search'], 'نص البحث طويل جداً'],
      ['sort=price', ['query', 'sort'], 'الحقل sort غير مسموح به'],
    ])('refuses ?%s with 422 and an Arabic message', async (query, loc, msg) => {
      const response = await t.http().get(`/api/v1/admin/services?${query}`).set(as('admin')).expect(422);
      expect(response.body.detail).toEqual([expect.objectContaining({ loc, msg })]);
    });

    it('refuses bad GraphQL arguments with BAD_USER_INPUT', async () => {
      const response = await t.graphql(ADMIN_SERVICES, { page: { page: 0 } }, tokenOf(roles, 'admin'));
      expect(graphqlCode(response.body)).toBe('BAD_USER_INPUT');
      const long = await t.graphql(ADMIN_SERVICES, { search: 'a'.repeat(101) }, tokenOf(roles, 'admin'));
      expect(long.body.errors[0]).toMatchObject({
        message: 'نص البحث طويل جداً',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it.each(['anonymous', 'client'] as const)('refuses %s on both APIs', async (caller) => {
      const rest = await t.http().get('/api/v1/admin/services').set(as(caller));
      expect({ status: rest.status, detail: rest.body.detail }).toEqual({
        status: DENIED[caller].status,
        detail: DENIED[caller].detail,
      });
      const gql = await t.graphql(ADMIN_SERVICES, {}, tokenOf(roles, caller));
      expect(graphqlCode(gql.body)).toBe(DENIED[caller].code);
    });
  });

  describe('POST /services and createService', () => {
    it('creates a service with exact decimal prices, at the end of the catalogue, and records it', async () => {
      const response = await t.http().post('/api/v1/services').set(as('admin')).send(validBody()).expect(201);
      expect(response.body.data).toMatchObject({
        name_ar: 'ترجمة محلفة لجواز السفر',
        name_en: 'Sworn passport translation',
        description_tr: null,
        category: 'translation',
        price: '1500.50',
        price_try: '1500.50',
        price_usd: '45.00',
        estimated_days: 3,
        is_active: true,
        image_url: null,
      });
      const id = response.body.data.id;
      const [row] = await t.prisma.$queryRaw<
        { price_try: string; price_usd: string }[]
      >`SELECT price_try::text, price_usd::text FROM services WHERE id = ${id}`;
      expect(row).toEqual({ price_try: '1500.50', price_usd: '45.00' });
      expect(await publicIds()).toContain(id);
      expect((await publicIds()).at(-1)).toBe(id);
      const audit = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'service.create', entityId: String(id) },
      });
      expect(audit.actorId).toBe(roles.admin.user.id);
    });

    it('keeps a price that a float would spoil, and accepts a number or a string', async () => {
      const response = await t
        .http()
        .post('/api/v1/services')
        .set(as('admin'))
        .send({ ...validBody(), price_try: '9999999999.99', price_usd: 0.1 })
        .expect(201);
      expect(response.body.data).toMatchObject({ price_try: '9999999999.99', price_usd: '0.10' });
      const free = await t
        .http()
        .post('/api/v1/services')
        .set(as('admin'))
        .send({ ...validBody(), price_try: 0, price_usd: null })
        .expect(201);
      expect(free.body.data).toMatchObject({ price_try: '0.00', price_usd: null });
    });

    it('reads the category notary as notarization', async () => {
      const response = await t
        .http()
        .post('/api/v1/services')
        .set(as('admin'))
        .send({ ...validBody(), category: 'notary' })
        .expect(201);
      expect(response.body.data.category).toBe('notarization');
      expect((await stored(response.body.data.id)).category).toBe('notarization');
    });

    it('creates an inactive service that the public does not see', async () => {
      const response = await t
        .http()
        .post('/api/v1/services')
        .set(as('admin'))
        .send({ ...validBody(), is_active: false })
        .expect(201);
      expect(await publicIds()).not.toContain(response.body.data.id);
      expect(await adminIds()).toContain(response.body.data.id);
    });

    it.each([
      ['no Arabic name', { name_ar: undefined }, 'name_ar', 'الاسم بالعربية مطلوب'],
      ['a blank Arabic name', { name_ar: '   ' }, 'name_ar', 'الاسم بالعربية مطلوب'],
      ['a long Arabic name', { name_ar: 'خ'.repeat(201) }, 'name_ar', 'يجب ألا يزيد الاسم عن 200 حرف'],
      ['a long description', { description_en: 'd'.repeat(2001) }, 'description_en', 'يجب ألا يزيد النص عن 2000 حرفاً'],
      ['no category', { category: undefined }, 'category', 'التصنيف مطلوب'],
      ['an unknown category', { category: 'weddings' }, 'category', 'التصنيف غير صحيح'],
      ['no lira price', { price_try: undefined }, 'price_try', 'السعر بالليرة التركية مطلوب'],
      ['three decimals', { price_try: '12.345' }, 'price_try', 'السعر يقبل منزلتين عشريتين على الأكثر'],
      ['three decimals as a number', { price_try: 12.345 }, 'price_try', 'السعر يقبل منزلتين عشريتين على الأكثر'],
      ['a negative price', { price_try: -1 }, 'price_try', 'السعر لا يمكن أن يكون سالباً'],
      [
        'a price that is not a number',
        { price_try: 'free' },
        'price_try',
        'السعر يجب أن يكون رقماً، مثل 1500 أو 1500.50',
      ],
      ['a price in exponent form', { price_try: 1e21 }, 'price_try', 'السعر يجب أن يكون رقماً، مثل 1500 أو 1500.50'],
      ['a price too large', { price_try: '10000000000' }, 'price_try', 'السعر أكبر من المسموح'],
      ['a negative dollar price', { price_usd: '-5' }, 'price_usd', 'السعر لا يمكن أن يكون سالباً'],
      ['zero days', { estimated_days: 0 }, 'estimated_days', 'مدة التنفيذ يجب أن تكون يوماً واحداً على الأقل'],
      ['fractional days', { estimated_days: 1.5 }, 'estimated_days', 'مدة التنفيذ يجب أن تكون عدداً صحيحاً من الأيام'],
      ['an active flag as text', { is_active: 'yes' }, 'is_active', 'حالة التفعيل يجب أن تكون true أو false'],
      ['an unknown field', { sort_order: 1 }, 'sort_order', 'الحقل sort_order غير مسموح به'],
    ])('refuses %s with 422 and an Arabic message, creating nothing', async (_label, change, field, msg) => {
      const before = await t.prisma.service.count();
      const response = await t
        .http()
        .post('/api/v1/services')
        .set(as('admin'))
        .send({ ...validBody(), ...change })
        .expect(422);
      expect(response.body.detail).toEqual([expect.objectContaining({ loc: ['body', field], msg })]);
      expect(await t.prisma.service.count()).toBe(before);
    });

    it.each(DENIED_WRITERS)('refuses %s, creating nothing', async (caller) => {
      const before = await t.prisma.service.count();
      const response = await t.http().post('/api/v1/services').set(as(caller)).send(validBody());
      expect({ status: response.status, detail: response.body.detail }).toEqual({
        status: DENIED[caller].status,
        detail: DENIED[caller].detail,
      });
      const gql = await t.graphql(
        CREATE,
        { input: { nameAr: 'خدمة', category: 'other', priceTry: '10' } },
        tokenOf(roles, caller),
      );
      expect(graphqlCode(gql.body)).toBe(DENIED[caller].code);
      expect(await t.prisma.service.count()).toBe(before);
    });

    it('creates over GraphQL with Decimal prices', async () => {
      const response = await t.graphql(
        CREATE,
        {
          input: {
            nameAr: 'تثبيت زواج',
            nameTr: 'Evlilik tescili',
            category: 'marriage',
            priceTry: '2000.5',
            priceUsd: 60,
            estimatedDays: 10,
          },
        },
        tokenOf(roles, 'admin'),
      );
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.createService).toMatchObject({
        nameAr: 'تثبيت زواج',
        category: 'marriage',
        priceTry: '2000.50',
        priceUsd: '60.00',
        isActive: true,
        nameEn: null,
      });
    });

    it.each([
      [{ priceTry: '12.345' }, 'السعر يقبل منزلتين عشريتين على الأكثر'],
      [{ priceTry: '-1' }, 'السعر لا يمكن أن يكون سالباً'],
      [{ nameAr: ' ' }, 'الاسم بالعربية مطلوب'],
      [{ estimatedDays: 0 }, 'مدة التنفيذ يجب أن تكون يوماً واحداً على الأقل'],
    ])('refuses %j over GraphQL with BAD_USER_INPUT', async (change, message) => {
      const response = await t.graphql(
        CREATE,
        { input: { nameAr: 'خدمة', category: 'other', priceTry: '10', ...change } },
        tokenOf(roles, 'admin'),
      );
      expect(response.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  describe('PUT /services/{id} and updateService', () => {
    it('changes only the fields given and records it', async () => {
      const service = await createTestService(t, { priceUsd: '5.00', estimatedDays: 2 });
      const response = await t
        .http()
        .put(`/api/v1/services/${service.id}`)
        .set(as('admin'))
        .send({ name_ar: 'اسم جديد', price_try: '75.25', price_usd: null, name_en: '' })
        .expect(200);
      expect(response.body.data).toMatchObject({
        name_ar: 'اسم جديد',
        name_tr: service.nameTr,
        name_en: null,
        price_try: '75.25',
        price_usd: null,
        estimated_days: 2,
      });
      const audit = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'service.update', entityId: String(service.id) },
      });
      expect((audit.details as { fields: string[] }).fields.sort()).toEqual([
        'nameAr',
        'nameEn',
        'priceTry',
        'priceUsd',
      ]);
    });

    it('deactivates with only is_active: hidden from the public, still in the back office', async () => {
      const service = await createTestService(t);
      await t.http().put(`/api/v1/services/${service.id}`).set(as('admin')).send({ is_active: false }).expect(200);
      expect(await publicIds()).not.toContain(service.id);
      await t.http().get(`/api/v1/services/${service.id}`).expect(404);
      expect(await adminIds()).toContain(service.id);
      const back = await t.graphql(UPDATE, { id: service.id, input: { isActive: true } }, tokenOf(roles, 'admin'));
      expect(back.body.data.updateService.isActive).toBe(true);
      expect(await publicIds()).toContain(service.id);
    });

    it.each([
      [{ name_ar: null }, 'name_ar', 'الاسم بالعربية مطلوب'],
      [{ price_try: null }, 'price_try', 'السعر يجب أن يكون رقماً، مثل 1500 أو 1500.50'],
      [{ price_try: '1.999' }, 'price_try', 'السعر يقبل منزلتين عشريتين على الأكثر'],
      [{ category: null }, 'category', 'التصنيف غير صحيح'],
      [{ is_active: null }, 'is_active', 'حالة التفعيل يجب أن تكون true أو false'],
      [{ id: 5 }, 'id', 'الحقل id غير مسموح به'],
    ])('refuses %j with 422 and changes nothing', async (body, field, msg) => {
      const service = await createTestService(t);
      const response = await t.http().put(`/api/v1/services/${service.id}`).set(as('admin')).send(body).expect(422);
      expect(response.body.detail).toEqual([expect.objectContaining({ loc: ['body', field], msg })]);
      expect(await stored(service.id)).toEqual(service);
    });

    it('maps notary on update and answers 404 for unknown or deleted services', async () => {
      const service = await createTestService(t);
      const response = await t
        .http()
        .put(`/api/v1/services/${service.id}`)
        .set(as('admin'))
        .send({ category: 'notary' })
        .expect(200);
      expect(response.body.data.category).toBe('notarization');
      await t.http().put('/api/v1/services/999999').set(as('admin')).send({ is_active: false }).expect(404);
      const deleted = await createTestService(t, { deletedAt: new Date() });
      const gone = await t
        .http()
        .put(`/api/v1/services/${deleted.id}`)
        .set(as('admin'))
        .send({ is_active: true })
        .expect(404);
      expect(gone.body.detail).toBe('الخدمة غير موجودة');
      const gql = await t.graphql(UPDATE, { id: deleted.id, input: { isActive: true } }, tokenOf(roles, 'admin'));
      expect(graphqlCode(gql.body)).toBe('NOT_FOUND');
    });

    it('refuses bad GraphQL input with BAD_USER_INPUT and the Arabic message', async () => {
      const service = await createTestService(t);
      const response = await t.graphql(
        UPDATE,
        { id: service.id, input: { priceUsd: '3.141' } },
        tokenOf(roles, 'admin'),
      );
      expect(response.body.errors[0]).toMatchObject({
        message: 'السعر يقبل منزلتين عشريتين على الأكثر',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const cleared = await t.graphql(UPDATE, { id: service.id, input: { nameAr: null } }, tokenOf(roles, 'admin'));
      expect(cleared.body.errors[0]).toMatchObject({
        message: 'الاسم بالعربية مطلوب',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it.each(DENIED_WRITERS)('refuses %s on both APIs and changes nothing', async (caller) => {
      const service = await createTestService(t);
      const response = await t.http().put(`/api/v1/services/${service.id}`).set(as(caller)).send({ is_active: false });
      expect(response.status).toBe(DENIED[caller].status);
      const gql = await t.graphql(UPDATE, { id: service.id, input: { isActive: false } }, tokenOf(roles, caller));
      expect(graphqlCode(gql.body)).toBe(DENIED[caller].code);
      expect((await stored(service.id)).isActive).toBe(true);
    });
  });

  describe('DELETE /services/{id} and deleteService', () => {
    it('hides the service everywhere while its orders keep their snapshot', async () => {
      const service = await createTestService(t, { nameAr: 'خدمة ستحذف', priceTry: '300.00' });
      const order = await t.prisma.order.create({
        data: {
          orderNumber: `ORD-TEST-${service.id}`,
          trackingNumber: `TRK-T${service.id}`,
          serviceId: service.id,
          serviceNameAr: service.nameAr,
          totalAmount: service.priceTry,
          paymentMethod: 'bank_transfer',
          fullName: 'عميل',
          email: 'client@example.com',
          phone: '+905321234567',
        },
      });
      const response = await t.http().delete(`/api/v1/services/${service.id}`).set(as('admin')).expect(200);
      expect(response.body.data).toEqual({ id: service.id, deleted: true });

      expect(await publicIds()).not.toContain(service.id);
      expect(await adminIds()).not.toContain(service.id);
      expect(await adminIds(`&search=${encodeURIComponent('خدمة ستحذف')}`)).toEqual([]);
      await t.http().get(`/api/v1/services/${service.id}`).expect(404);
      await t.http().put(`/api/v1/services/${service.id}`).set(as('admin')).send({ is_active: true }).expect(404);
      await t.http().delete(`/api/v1/services/${service.id}`).set(as('admin')).expect(404);

      const kept = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(kept).toMatchObject({ serviceId: service.id, serviceNameAr: 'خدمة ستحذف' });
      expect(kept.totalAmount.toFixed(2)).toBe('300.00');
      expect((await stored(service.id)).deletedAt).toBeInstanceOf(Date);
      const audit = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'service.delete', entityId: String(service.id) },
      });
      expect(audit.actorId).toBe(roles.admin.user.id);
    });

    it('deletes over GraphQL, then the service query answers NOT_FOUND', async () => {
      const service = await createTestService(t);
      const response = await t.graphql(DELETE, { id: service.id }, tokenOf(roles, 'admin'));
      expect(response.body.data.deleteService).toBe(true);
      const again = await t.graphql(DELETE, { id: service.id }, tokenOf(roles, 'admin'));
      expect(again.body.errors[0]).toMatchObject({ message: 'الخدمة غير موجودة', extensions: { code: 'NOT_FOUND' } });
      const list = await t.graphql(ADMIN_SERVICES, { page: { pageSize: 100 } }, tokenOf(roles, 'admin'));
      expect(list.body.data.adminServices.items.map((s: { id: number }) => s.id)).not.toContain(service.id);
    });

    it.each(DENIED_WRITERS)('refuses %s on both APIs and deletes nothing', async (caller) => {
      const service = await createTestService(t);
      expect((await t.http().delete(`/api/v1/services/${service.id}`).set(as(caller))).status).toBe(
        DENIED[caller].status,
      );
      expect(graphqlCode((await t.graphql(DELETE, { id: service.id }, tokenOf(roles, caller))).body)).toBe(
        DENIED[caller].code,
      );
      expect((await stored(service.id)).deletedAt).toBeNull();
    });
  });

  describe('service images', () => {
    const uploadImage = (id: number, bytes: Buffer, name: string, caller: Caller = 'admin') =>
      t.http().post(`/api/v1/services/${id}/image`).set(as(caller)).attach('image', bytes, name);

    it('stores a PNG and serves it publicly with its type and caching headers', async () => {
      const service = await createTestService(t);
      const response = await uploadImage(service.id, IMAGES.png, 'card.png').expect(201);
      const imageUrl: string = response.body.data.image_url;
      expect(imageUrl).toMatch(new RegExp(`^/api/v1/services/${service.id}/image\\?v=[0-9a-f]{16}$`));
      const served = await t.http().get(imageUrl).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(served.body, IMAGES.png)).toBe(0);
      const plain = await t.http().get(`/api/v1/services/${service.id}/image`).expect(200);
      expect(plain.headers['cache-control']).toBe('public, no-cache');
      await t.http().get(`/api/v1/services/${service.id}/image`).set('If-None-Match', plain.headers.etag).expect(304);
      const card = await t.http().get(`/api/v1/services/${service.id}`).expect(200);
      expect(card.body.data.image_url).toBe(imageUrl);
      expect(
        await t.prisma.auditLog.count({ where: { action: 'service.image.upload', entityId: String(service.id) } }),
      ).toBe(1);
    });

    it('replaces the image with a new URL and deletes the old file', async () => {
      const service = await createTestService(t);
      const first = await uploadImage(service.id, IMAGES.jpg, 'card.jpg').expect(201);
      const oldKey = (await stored(service.id)).imageKey!;
      expect(onDisk(oldKey)).toBe(true);
      const second = await uploadImage(service.id, IMAGES.webp, 'card.webp').expect(201);
      expect(second.body.data.image_url).not.toBe(first.body.data.image_url);
      expect(onDisk(oldKey)).toBe(false);
      const served = await t.http().get(second.body.data.image_url).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('serves the image of an inactive service (the back office shows it) but not of a deleted one', async () => {
      const service = await createTestService(t);
      const response = await uploadImage(service.id, IMAGES.png, 'card.png').expect(201);
      await t.prisma.service.update({ where: { id: service.id }, data: { isActive: false } });
      await t.http().get(response.body.data.image_url).expect(200);
      await t.prisma.service.update({ where: { id: service.id }, data: { deletedAt: new Date() } });
      const gone = await t.http().get(response.body.data.image_url).expect(404);
      expect(gone.body.detail).toBe('لا توجد صورة لهذه الخدمة');
      await uploadImage(service.id, IMAGES.png, 'card.png').expect(404);
    });

    it.each([
      [
        'a PDF renamed .png',
        IMAGES.pdf,
        'card.png',
        'نوع الصورة غير مدعوم. الأنواع المسموحة: PNG وJPG وWEBP',
        'file_type',
      ],
      [
        'an image of 5 MB or more',
        IMAGES.bigPng(5),
        'card.png',
        'حجم الصورة يجب أن يكون أقل من 5 ميغابايت',
        'file_too_large',
      ],
    ])('refuses %s with 422 and keeps the service as it was', async (_label, bytes, name, msg, type) => {
      const service = await createTestService(t);
      const response = await uploadImage(service.id, bytes, name).expect(422);
      expect(response.body.detail).toEqual([{ loc: ['body', 'image'], msg: `${name}: ${msg}`, type }]);
      expect((await stored(service.id)).imageKey).toBeNull();
    });

    it('asks for the image when none is sent', async () => {
      const service = await createTestService(t);
      const response = await t
        .http()
        .post(`/api/v1/services/${service.id}/image`)
        .set(as('admin'))
        .field('caption', 'x')
        .expect(422);
      expect(response.body.detail).toEqual([{ loc: ['body', 'image'], msg: 'الصورة مطلوبة', type: 'missing' }]);
    });

    it('removes the image: the file is deleted and the address answers 404', async () => {
      const service = await createTestService(t);
      await uploadImage(service.id, IMAGES.png, 'card.png').expect(201);
      const key = (await stored(service.id)).imageKey!;
      const response = await t.http().delete(`/api/v1/services/${service.id}/image`).set(as('admin')).expect(200);
      expect(response.body.data.image_url).toBeNull();
      expect(onDisk(key)).toBe(false);
      await t.http().get(`/api/v1/services/${service.id}/image`).expect(404);
      const again = await t.http().delete(`/api/v1/services/${service.id}/image`).set(as('admin')).expect(404);
      expect(again.body.detail).toBe('لا توجد صورة لهذه الخدمة');
    });

    it('uploads and removes over GraphQL with base64 files', async () => {
      const service = await createTestService(t);
      const uploaded = await t.graphql(
        UPLOAD_IMAGE,
        { id: service.id, file: base64Upload('card.webp', IMAGES.webp) },
        tokenOf(roles, 'admin'),
      );
      expect(uploaded.body.errors).toBeUndefined();
      const served = await t.http().get(uploaded.body.data.uploadServiceImage.imageUrl).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const wrong = await t.graphql(
        UPLOAD_IMAGE,
        { id: service.id, file: base64Upload('card.png', IMAGES.pdf) },
        tokenOf(roles, 'admin'),
      );
      expect(wrong.body.errors[0]).toMatchObject({
        message: 'card.png: نوع الصورة غير مدعوم. الأنواع المسموحة: PNG وJPG وWEBP',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const removed = await t.graphql(REMOVE_IMAGE, { id: service.id }, tokenOf(roles, 'admin'));
      expect(removed.body.data.removeServiceImage).toEqual({ id: service.id, imageUrl: null });
      const again = await t.graphql(REMOVE_IMAGE, { id: service.id }, tokenOf(roles, 'admin'));
      expect(graphqlCode(again.body)).toBe('NOT_FOUND');
    });

    it.each(DENIED_WRITERS)('refuses uploads and removals by %s on both APIs', async (caller) => {
      const service = await createTestService(t);
      await uploadImage(service.id, IMAGES.png, 'card.png').expect(201);
      const imageKey = (await stored(service.id)).imageKey;
      expect((await uploadImage(service.id, IMAGES.jpg, 'card.jpg', caller)).status).toBe(DENIED[caller].status);
      expect((await t.http().delete(`/api/v1/services/${service.id}/image`).set(as(caller))).status).toBe(
        DENIED[caller].status,
      );
      const upload = await t.graphql(
        UPLOAD_IMAGE,
        { id: service.id, file: base64Upload('card.jpg', IMAGES.jpg) },
        tokenOf(roles, caller),
      );
      expect(graphqlCode(upload.body)).toBe(DENIED[caller].code);
      expect(graphqlCode((await t.graphql(REMOVE_IMAGE, { id: service.id }, tokenOf(roles, caller))).body)).toBe(
        DENIED[caller].code,
      );
      expect((await stored(service.id)).imageKey).toBe(imageKey);
    });
  });
});
