import type { OrderStatus } from '../src/generated/prisma/enums.js';
import { startTestApp, createUser, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, placeOrder, setStatus } from './helpers/orders.js';
import { createTestService, restoreContentDefaults } from './helpers/content.js';

const FORBIDDEN = { detail: 'ليس لديك صلاحية للقيام بهذا الإجراء' };
const COMMENT = 'خدمة ممتازة وسريعة، شكراً لفريق المكتب';

const RATE = `mutation ($orderId: Int!, $stars: Int!, $comment: String, $publishConsent: Boolean) {
  rateOrder(orderId: $orderId, stars: $stars, comment: $comment, publishConsent: $publishConsent)
  { id orderId stars comment publishConsent } }`;
const ORDER =
  'query ($id: Int!) { order(id: $id) { id rating { id stars comment publishConsent createdAt updatedAt } } }';
const RATINGS = `query { dashboard { ratings { count average
  byService { serviceId name nameEn count average } byAssignee { assigneeId assigneeName count average } } } }`;
const PUBLISHABLE = `query { publishableRatings { id orderId orderNumber stars comment clientFirstName serviceName
  serviceNameEn featuredAt } }`;
const FEATURE = `mutation ($id: Int!) { addRatingToTestimonials(id: $id) { id featuredAt } }`;
const HOME = 'query { siteContent { home { testimonials { name place text rating } } } }';

type Extensions = { code?: string; reason?: string };
const extensionsOf = (response: { body: { errors?: { extensions?: Extensions }[] } }) =>
  response.body.errors?.[0]?.extensions;

describe('ratings of completed orders', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller, partner: Caller;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    partner = await createUser(t, 'partner', { fullName: 'شريك المكتب' });
  });
  afterAll(() => t.close());

  const as = <Call extends { set: (name: string, value: string) => Call }>(caller: Caller | undefined, call: Call) =>
    caller ? call.set('Authorization', caller.auth) : call;
  const rate = (caller: Caller | undefined, orderId: number, body: Record<string, unknown>) =>
    as(caller, t.http().put(`/api/v1/orders/${orderId}/rating`)).send(body);
  const rateByGraphql = (caller: Caller | undefined, orderId: number, variables: Record<string, unknown>) =>
    t.graphql(RATE, { orderId, ...variables }, caller?.token);
  const completedOrder = async (caller: Caller = owner, body: Record<string, unknown> = {}) => {
    const order = await placeOrder(t, caller, body);
    await setStatus(t, order.id, 'completed');
    return order;
  };

  describe('rating', () => {
    it('the owner rates a completed order over REST, changes it over GraphQL, and both see it with the office', async () => {
      const order = await completedOrder();
      const rated = await rate(owner, order.id, { stars: 4, comment: `  ${COMMENT}  `, publish_consent: true }).expect(
        200,
      );
      expect(rated.body.data).toMatchObject({
        order_id: order.id,
        stars: 4,
        comment: COMMENT,
        publish_consent: true,
        featured_at: null,
      });

      const changed = await rateByGraphql(owner, order.id, { stars: 5, comment: '' });
      expect(changed.body.data.rateOrder).toEqual({
        id: rated.body.data.id,
        orderId: order.id,
        stars: 5,
        comment: null,
        publishConsent: false,
      });
      expect(await t.prisma.orderRating.count({ where: { orderId: order.id } })).toBe(1);

      for (const caller of [owner, staff, admin]) {
        const detail = await as(caller, t.http().get(`/api/v1/orders/${order.id}`)).expect(200);
        expect(detail.body.data.rating).toMatchObject({ id: rated.body.data.id, stars: 5, comment: null });
        const graphql = await t.graphql(ORDER, { id: order.id }, caller.token);
        expect(graphql.body.data.order.rating).toMatchObject({
          id: rated.body.data.id,
          stars: 5,
          publishConsent: false,
        });
      }
    });

    it('an order not yet rated answers a null rating on both APIs', async () => {
      const order = await completedOrder();
      expect((await as(owner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200)).body.data.rating).toBeNull();
      expect((await t.graphql(ORDER, { id: order.id }, owner.token)).body.data.order.rating).toBeNull();
    });

    it('refuses another client (not found), the office and partners (forbidden) and visitors, writing nothing', async () => {
      const order = await completedOrder();
      const notFound = await rate(other, order.id, { stars: 1 }).expect(404);
      expect(notFound.body.code).toBe('ORDER_NOT_FOUND');
      expect(extensionsOf(await rateByGraphql(other, order.id, { stars: 1 }))?.code).toBe('NOT_FOUND');
      for (const caller of [staff, admin, partner]) {
        expect((await rate(caller, order.id, { stars: 1 }).expect(403)).body).toEqual(FORBIDDEN);
        expect(extensionsOf(await rateByGraphql(caller, order.id, { stars: 1 }))?.code).toBe('FORBIDDEN');
      }
      await rate(undefined, order.id, { stars: 1 }).expect(401);
      expect(extensionsOf(await rateByGraphql(undefined, order.id, { stars: 1 }))?.code).toBe('UNAUTHENTICATED');
      expect((await rate(owner, 999_999, { stars: 1 }).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
      expect(await t.prisma.orderRating.count({ where: { orderId: order.id } })).toBe(0);
    });

    it.each<OrderStatus>(['pending', 'paid', 'in_progress', 'cancelled', 'refunded'])(
      'refuses a %s order with a coded message on both APIs',
      async (status) => {
        const order = await placeOrder(t, owner);
        await setStatus(t, order.id, status);
        const refused = await rate(owner, order.id, { stars: 5 }).set('Accept-Language', 'en').expect(422);
        expect(refused.body).toMatchObject({
          code: 'RATING_ORDER_NOT_COMPLETED',
          detail: 'An order can only be rated once it is completed',
        });
        const graphql = await rateByGraphql(owner, order.id, { stars: 5 });
        expect(extensionsOf(graphql)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'RATING_ORDER_NOT_COMPLETED' });
        expect(graphql.body.errors[0].message).toBe('يمكن تقييم الطلب بعد اكتماله فقط');
        expect(await t.prisma.orderRating.count({ where: { orderId: order.id } })).toBe(0);
      },
    );

    it('refuses stars outside 1 to 5, fractions, text, a missing value and a long comment, in the caller’s language', async () => {
      const order = await completedOrder();
      for (const stars of [0, 6, 3.5, '5', null, undefined]) {
        const refused = await rate(owner, order.id, { stars }).expect(422);
        expect(refused.body.detail[0]).toMatchObject({
          loc: ['body', 'stars'],
          msg: 'التقييم يجب أن يكون عدداً صحيحاً من 1 إلى 5 نجوم',
        });
      }
      const english = await rate(owner, order.id, { stars: 9 }).set('Accept-Language', 'en').expect(422);
      expect(english.body.detail[0].msg).toBe('The rating must be a whole number of stars from 1 to 5');
      const long = await rate(owner, order.id, { stars: 5, comment: 'م'.repeat(1001) }).expect(422);
      expect(long.body.detail[0].loc).toEqual(['body', 'comment']);
      await rate(owner, order.id, { stars: 5, publish_consent: 'yes' }).expect(422);
      for (const stars of [0, 6]) {
        const graphql = await rateByGraphql(owner, order.id, { stars });
        expect(extensionsOf(graphql)?.code).toBe('BAD_USER_INPUT');
        expect(graphql.body.errors[0].message).toContain('التقييم يجب أن يكون عدداً صحيحاً من 1 إلى 5 نجوم');
      }
      expect(await t.prisma.orderRating.count({ where: { orderId: order.id } })).toBe(0);
      await rate(owner, order.id, { stars: 5, comment: 'م'.repeat(1000) }).expect(200);
    });

    it('the database itself refuses stars outside 1 to 5', async () => {
      const order = await completedOrder();
      await expect(t.prisma.orderRating.create({ data: { orderId: order.id, stars: 6 } })).rejects.toThrow();
    });
  });

  describe('on the dashboard', () => {
    it('shows the average and count per service and per assignee to staff and admins', async () => {
      const [service, assignee] = await Promise.all([
        createTestService(t, { nameAr: 'خدمة التقييم', nameEn: 'Rated service' }),
        createUser(t, 'staff', { fullName: 'موظفة التقييم' }),
      ]);
      const ratings = [5, 4, 4];
      for (const stars of ratings) {
        const order = await completedOrder(owner, { service_id: service.id });
        await t.prisma.order.update({ where: { id: order.id }, data: { assigneeId: assignee.user.id } });
        await rate(owner, order.id, { stars }).expect(200);
      }
      const expected = { count: 3, average: 4.33 };
      for (const caller of [staff, admin]) {
        const rest = await as(caller, t.http().get('/api/v1/admin/stats')).expect(200);
        expect(rest.body.data.ratings.by_service).toContainEqual({
          service_id: service.id,
          name: 'خدمة التقييم',
          name_tr: service.nameTr,
          name_en: 'Rated service',
          ...expected,
        });
        expect(rest.body.data.ratings.by_assignee).toContainEqual({
          assignee_id: assignee.user.id,
          assignee_name: 'موظفة التقييم',
          ...expected,
        });
        const graphql = await t.graphql(RATINGS, {}, caller.token);
        const figures = graphql.body.data.dashboard.ratings;
        expect(figures.byService).toContainEqual({
          serviceId: service.id,
          name: 'خدمة التقييم',
          nameEn: 'Rated service',
          ...expected,
        });
        expect(figures.byAssignee).toContainEqual({
          assigneeId: assignee.user.id,
          assigneeName: 'موظفة التقييم',
          ...expected,
        });
        const all = await t.prisma.orderRating.aggregate({ _count: true, _avg: { stars: true } });
        expect(figures.count).toBe(all._count);
        expect(figures.average).toBeCloseTo(all._avg.stars!, 2);
      }
    });

    it('is refused to clients, partners and visitors on both APIs', async () => {
      for (const caller of [owner, partner]) {
        expect((await as(caller, t.http().get('/api/v1/admin/stats')).expect(403)).body).toEqual(FORBIDDEN);
        expect(extensionsOf(await t.graphql(RATINGS, {}, caller.token))?.code).toBe('FORBIDDEN');
      }
      await t.http().get('/api/v1/admin/stats').expect(401);
      expect(extensionsOf(await t.graphql(RATINGS))?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('testimonials', () => {
    afterEach(() => restoreContentDefaults(t));

    it('admins list consented ratings with a comment and add one to the home page as a card', async () => {
      const client = await createUser(t, 'client', { fullName: 'سارة محمد الشامي' });
      const service = await createTestService(t, { nameAr: 'خدمة الشهادات', nameEn: 'Testimonial service' });
      const consented = await completedOrder(client, { service_id: service.id });
      const withoutConsent = await completedOrder(client, { service_id: service.id });
      const withoutComment = await completedOrder(client, { service_id: service.id });
      const picked = await rate(client, consented.id, { stars: 4, comment: COMMENT, publish_consent: true }).expect(
        200,
      );
      await rate(client, withoutConsent.id, { stars: 5, comment: 'لا أريد النشر' }).expect(200);
      await rate(client, withoutComment.id, { stars: 5, publish_consent: true }).expect(200);

      const listed = (await t.graphql(PUBLISHABLE, {}, admin.token)).body.data.publishableRatings;
      const orderIds = listed.map((rating: { orderId: number }) => rating.orderId);
      expect(orderIds).toContain(consented.id);
      expect(orderIds).not.toContain(withoutConsent.id);
      expect(orderIds).not.toContain(withoutComment.id);
      expect(listed.find((rating: { orderId: number }) => rating.orderId === consented.id)).toEqual({
        id: picked.body.data.id,
        orderId: consented.id,
        orderNumber: consented.order_number,
        stars: 4,
        comment: COMMENT,
        clientFirstName: 'سارة',
        serviceName: 'خدمة الشهادات',
        serviceNameEn: 'Testimonial service',
        featuredAt: null,
      });
      const rest = await as(admin, t.http().get('/api/v1/admin/ratings/publishable')).expect(200);
      expect(rest.body.data.map((rating: { order_id: number }) => rating.order_id)).toEqual(orderIds);

      const before = (await t.graphql(HOME)).body.data.siteContent.home.testimonials;
      const featured = await t.graphql(FEATURE, { id: picked.body.data.id }, admin.token);
      expect(featured.body.data.addRatingToTestimonials.featuredAt).toEqual(expect.any(String));
      const after = (await t.graphql(HOME)).body.data.siteContent.home.testimonials;
      expect(after).toEqual([...before, { name: 'سارة', place: 'خدمة الشهادات', text: COMMENT, rating: 4 }]);
      expect(JSON.stringify(after)).not.toContain('الشامي');

      const byRest = await as(admin, t.http().post(`/api/v1/admin/ratings/${picked.body.data.id}/testimonial`));
      expect(byRest.status).toBe(201);
      expect(byRest.body.data.featured_at).toEqual(expect.any(String));
      const audit = await t.prisma.auditLog.count({
        where: { action: 'order.rating_featured', entityId: String(consented.id) },
      });
      expect(audit).toBe(2);
    });

    it('never adds a rating without consent or comment, on either API', async () => {
      const order = await completedOrder();
      const withoutConsent = await rate(owner, order.id, { stars: 5, comment: COMMENT }).expect(200);
      const before = (await t.graphql(HOME)).body.data.siteContent.home.testimonials;
      const refused = await as(
        admin,
        t.http().post(`/api/v1/admin/ratings/${withoutConsent.body.data.id}/testimonial`),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('RATING_NOT_PUBLISHABLE');
      const graphql = await t.graphql(FEATURE, { id: withoutConsent.body.data.id }, admin.token);
      expect(extensionsOf(graphql)?.reason).toBe('RATING_NOT_PUBLISHABLE');

      const otherOrder = await completedOrder();
      const withoutComment = await rate(owner, otherOrder.id, { stars: 5, publish_consent: true }).expect(200);
      expect(extensionsOf(await t.graphql(FEATURE, { id: withoutComment.body.data.id }, admin.token))?.reason).toBe(
        'RATING_NOT_PUBLISHABLE',
      );
      expect((await t.graphql(HOME)).body.data.siteContent.home.testimonials).toEqual(before);
      const rows = await t.prisma.orderRating.findMany({ where: { orderId: { in: [order.id, otherOrder.id] } } });
      expect(rows.map((row) => row.featuredAt)).toEqual([null, null]);

      expect((await as(admin, t.http().post('/api/v1/admin/ratings/999999/testimonial')).expect(404)).body.code).toBe(
        'RATING_NOT_FOUND',
      );
    });

    it('is for admins only: staff, clients, partners and visitors are refused on both APIs', async () => {
      const order = await completedOrder();
      const rated = await rate(owner, order.id, { stars: 5, comment: COMMENT, publish_consent: true }).expect(200);
      for (const caller of [staff, owner, partner]) {
        await as(caller, t.http().get('/api/v1/admin/ratings/publishable')).expect(403);
        await as(caller, t.http().post(`/api/v1/admin/ratings/${rated.body.data.id}/testimonial`)).expect(403);
        expect(extensionsOf(await t.graphql(PUBLISHABLE, {}, caller.token))?.code).toBe('FORBIDDEN');
        expect(extensionsOf(await t.graphql(FEATURE, { id: rated.body.data.id }, caller.token))?.code).toBe(
          'FORBIDDEN',
        );
      }
      await t.http().get('/api/v1/admin/ratings/publishable').expect(401);
      expect(extensionsOf(await t.graphql(PUBLISHABLE))?.code).toBe('UNAUTHENTICATED');
      expect(
        (await t.prisma.orderRating.findUniqueOrThrow({ where: { id: rated.body.data.id } })).featuredAt,
      ).toBeNull();
    });
  });
});
