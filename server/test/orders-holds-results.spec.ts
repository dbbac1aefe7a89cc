import type { OrderStatus } from '../src/generated/prisma/enums.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { base64Upload, createTestService } from './helpers/content.js';
import { type Caller, createCallers, freshIp, placeOrder, SAMPLE_FILES, setStatus } from './helpers/orders.js';
import { setPaidDirectly } from './helpers/payments.js';

const REQUEST = 'يرجى رفع نسخة أوضح من الصفحة الثانية';
const DENIED_ANONYMOUS = { detail: 'يجب تسجيل الدخول للمتابعة' };
const NOT_FOUND = { detail: 'لم يتم العثور على الطلب', code: 'ORDER_NOT_FOUND' };

const ORDER_HOLD = `query ($id: Int!) { order(id: $id) { id onHold openHold { request requestedByName answer }
  holds { request requestedByName answer answeredAt resumedByName closedAt } } }`;
const HOLD = `mutation ($orderId: Int!, $request: String!) { holdOrder(orderId: $orderId, request: $request)
  { id onHold openHold { request requestedByName } } }`;
const RESUME =
  'mutation ($orderId: Int!) { resumeOrder(orderId: $orderId) { id onHold holds { resumedByName closedAt } } }';
const ANSWER = `mutation ($orderId: Int!, $answer: String!) { answerOrderHold(orderId: $orderId, answer: $answer)
  { id onHold openHold { request } holds { answer } } }`;
const TRACK = 'query ($n: String!) { trackOrder(trackingNumber: $n) { status waitingForClient } }';
const ADD_RESULT = `mutation ($orderId: Int!, $input: AddResultInput!, $file: FileUpload) {
  addOrderResult(orderId: $orderId, input: $input, file: $file) { id note carrier courierTrackingNumber createdByName
    files { id originalName downloadUrl firstDownloadedAt } } }`;
const RESULTS = `query ($orderId: Int!) { orderResults(orderId: $orderId) { id note files { id firstDownloadedAt } } }`;
const ORDER_RESULTS = 'query ($id: Int!) { order(id: $id) { files { id } results { id files { id } } } }';
const CHANGE_STATUS = `mutation ($id: Int!, $status: OrderStatus!) { changeOrderStatus(id: $id, status: $status) { status } }`;

describe('waiting for the client and delivered results', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
  });
  afterAll(() => t.close());

  const newOrder = async (status: OrderStatus = 'pending', body: Record<string, unknown> = {}) => {
    const order = await placeOrder(t, owner, body);
    // Orders set past pending are paid in full, so only holds and results decide their moves here.
    if (status !== 'pending') await Promise.all([setStatus(t, order.id, status), setPaidDirectly(t, order.id)]);
    return order;
  };
  const as = <Call extends { set: (name: string, value: string) => Call }>(caller: Caller | undefined, call: Call) =>
    caller ? call.set('Authorization', caller.auth) : call;
  const hold = (caller: Caller | undefined, orderId: number, request: unknown = REQUEST) =>
    as(caller, t.http().post(`/api/v1/orders/${orderId}/hold`)).send({ request });
  const resume = (caller: Caller | undefined, orderId: number) =>
    as(caller, t.http().post(`/api/v1/orders/${orderId}/resume`));
  const answer = (caller: Caller | undefined, orderId: number, text = 'رفعت النسخة الأوضح') =>
    as(caller, t.http().post(`/api/v1/orders/${orderId}/hold/answer`)).send({ answer: text });
  const addResult = (caller: Caller | undefined, orderId: number, fields: Record<string, string>, files = 1) => {
    const call = as(caller, t.http().post(`/api/v1/orders/${orderId}/results`));
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    for (let i = 0; i < files; i += 1) call.attach('files', SAMPLE_FILES.pdf, `نتيجة ${i + 1}.pdf`);
    return call;
  };
  const download = (caller: Caller | undefined, url: string) => as(caller, t.http().get(url)).buffer(true);

  describe('hold', () => {
    it('staff put an order on hold: the order says so with the request, the client is e-mailed', async () => {
      const order = await newOrder('processing');
      const held = await hold(staff, order.id).expect(200);
      expect(held.body.data).toMatchObject({
        on_hold: true,
        open_hold: { request: REQUEST, requested_by_name: staff.user.fullName, answer: null, closed_at: null },
        holds: [expect.objectContaining({ request: REQUEST })],
      });
      const mail = await t.prisma.mailOutbox.findFirstOrThrow({
        where: { kind: 'order_on_hold' },
        orderBy: { id: 'desc' },
      });
      expect(mail.toAddress).toBe(order.email);
      expect(mail.text).toContain(REQUEST);
      expect(mail.text).toContain(`/orders/${order.id}`);

      const seen = await as(owner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200);
      expect(seen.body.data).toMatchObject({ on_hold: true, open_hold: { request: REQUEST, requested_by_name: null } });
      const listed = await as(owner, t.http().get('/api/v1/orders')).expect(200);
      expect(listed.body.data.find((o: { id: number }) => o.id === order.id).on_hold).toBe(true);

      const graphql = await t.graphql(ORDER_HOLD, { id: order.id }, owner.token);
      expect(graphql.body.data.order).toMatchObject({
        onHold: true,
        openHold: { request: REQUEST, requestedByName: null, answer: null },
      });
    });

    it('only staff and admins place a hold or resume; another client does not learn the order exists', async () => {
      const order = await newOrder();
      await hold(undefined, order.id).expect(401);
      expect((await hold(owner, order.id).expect(403)).body).toEqual({ detail: 'ليس لديك صلاحية للقيام بهذا الإجراء' });
      await hold(other, order.id).expect(403);
      await resume(undefined, order.id).expect(401);
      await resume(owner, order.id).expect(403);
      for (const caller of [owner, other]) {
        const refused = await t.graphql(HOLD, { orderId: order.id, request: REQUEST }, caller.token);
        expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
        const notResumed = await t.graphql(RESUME, { orderId: order.id }, caller.token);
        expect(notResumed.body.errors[0].extensions.code).toBe('FORBIDDEN');
      }
      expect((await t.graphql(HOLD, { orderId: order.id, request: REQUEST })).body.errors[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      const byAdmin = await t.graphql(HOLD, { orderId: order.id, request: REQUEST }, admin.token);
      expect(byAdmin.body.data.holdOrder).toMatchObject({
        onHold: true,
        openHold: { request: REQUEST, requestedByName: admin.user.fullName },
      });
      // Another client cannot read the order's holds, nor answer them.
      await as(other, t.http().get(`/api/v1/orders/${order.id}/holds`)).expect(404);
      expect((await answer(other, order.id).expect(404)).body).toEqual(NOT_FOUND);
      const otherAnswer = await t.graphql(ANSWER, { orderId: order.id, answer: 'x' }, other.token);
      expect(otherAnswer.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect((await t.graphql(ORDER_HOLD, { id: order.id }, other.token)).body.errors[0].extensions.code).toBe(
        'NOT_FOUND',
      );
    });

    it('refuses a hold on a completed or cancelled order, a second hold, and an empty request', async () => {
      for (const status of ['completed', 'cancelled', 'refunded'] as const) {
        const order = await newOrder(status);
        const refused = await hold(staff, order.id).expect(409);
        expect(refused.body).toEqual({
          detail: 'لا يمكن إيقاف طلب مكتمل أو ملغي أو مسترد بانتظار العميل',
          code: 'HOLD_ORDER_CLOSED',
        });
        const graphql = await t.graphql(HOLD, { orderId: order.id, request: REQUEST }, staff.token);
        expect(graphql.body.errors[0]).toMatchObject({
          message: refused.body.detail,
          extensions: { reason: 'HOLD_ORDER_CLOSED' },
        });
      }
      const order = await newOrder('paid');
      await hold(staff, order.id).expect(200);
      expect((await hold(admin, order.id).expect(409)).body.code).toBe('ORDER_ALREADY_ON_HOLD');
      const empty = await hold(staff, (await newOrder()).id, '   ').expect(422);
      expect(empty.body.detail[0]).toMatchObject({ loc: ['body', 'request'], msg: 'اكتب ما تحتاجه من العميل' });
      await hold(staff, (await newOrder()).id, 'x'.repeat(2001)).expect(422);
      expect((await resume(staff, (await newOrder()).id).expect(409)).body.code).toBe('ORDER_NOT_ON_HOLD');
    });

    it('the owner answers (the hold ends, the answer is kept); staff cannot answer for the client', async () => {
      const order = await newOrder('processing');
      await hold(staff, order.id).expect(200);
      expect((await answer(staff, order.id).expect(403)).body.code).toBe('HOLD_ANSWER_OWNER_ONLY');
      await answer(undefined, order.id).expect(401);
      const answered = await answer(owner, order.id).expect(200);
      expect(answered.body.data).toMatchObject({
        on_hold: false,
        open_hold: null,
        holds: [
          expect.objectContaining({ request: REQUEST, answer: 'رفعت النسخة الأوضح', closed_at: expect.any(String) }),
        ],
      });
      expect((await answer(owner, order.id).expect(409)).body.code).toBe('ORDER_NOT_ON_HOLD');

      await t.graphql(HOLD, { orderId: order.id, request: 'وصورة الهوية' }, staff.token);
      const viaGraphql = await t.graphql(ANSWER, { orderId: order.id, answer: 'أرسلتها' }, owner.token);
      expect(viaGraphql.body.data.answerOrderHold).toMatchObject({
        onHold: false,
        openHold: null,
        holds: [{ answer: 'رفعت النسخة الأوضح' }, { answer: 'أرسلتها' }],
      });
      const history = await as(staff, t.http().get(`/api/v1/orders/${order.id}/holds`)).expect(200);
      expect(history.body.data.map((h: { request: string }) => h.request)).toEqual([REQUEST, 'وصورة الهوية']);
    });

    it('staff resume an order; who resumed is kept for the office only', async () => {
      const order = await newOrder('in_progress');
      await hold(staff, order.id).expect(200);
      const resumed = await t.graphql(RESUME, { orderId: order.id }, admin.token);
      expect(resumed.body.data.resumeOrder).toMatchObject({
        onHold: false,
        holds: [{ resumedByName: admin.user.fullName, closedAt: expect.any(String) }],
      });
      const asOwner = await t.graphql(ORDER_HOLD, { id: order.id }, owner.token);
      expect(asOwner.body.data.order.holds[0]).toMatchObject({ resumedByName: null, requestedByName: null });
      await hold(staff, order.id).expect(200);
      const restResumed = await resume(staff, order.id).expect(200);
      expect(restResumed.body.data.holds[1]).toMatchObject({ resumed_by_name: staff.user.fullName });
    });

    it('lets the client add attachments while on hold after pending, and not after the hold', async () => {
      const order = await newOrder('processing');
      const upload = () =>
        as(owner, t.http().post(`/api/v1/orders/${order.id}/files`)).attach('files', SAMPLE_FILES.png, 'page2.png');
      expect((await upload().expect(409)).body.code).toBe('ATTACHMENTS_LOCKED');
      await hold(staff, order.id).expect(200);
      await upload().expect(201);
      await answer(owner, order.id).expect(200);
      await upload().expect(409);
    });

    it('cancelling an order ends its hold', async () => {
      const order = await newOrder('paid');
      await hold(staff, order.id).expect(200);
      const cancelled = await t.graphql(CHANGE_STATUS, { id: order.id, status: 'cancelled' }, staff.token);
      expect(cancelled.body.data.changeOrderStatus.status).toBe('cancelled');
      const detail = await as(staff, t.http().get(`/api/v1/orders/${order.id}`)).expect(200);
      expect(detail.body.data).toMatchObject({ on_hold: false, open_hold: null });
      expect(detail.body.data.holds[0].resumed_by_name).toBe(staff.user.fullName);
    });

    it('public tracking says the office waits for the client, never what it asked', async () => {
      const order = await newOrder('processing');
      await hold(staff, order.id).expect(200);
      const rest = await t
        .http()
        .get(`/api/v1/orders/track/${order.tracking_number}`)
        .set('X-Forwarded-For', freshIp())
        .expect(200);
      expect(rest.body.data.waiting_for_client).toBe(true);
      const text = JSON.stringify(rest.body);
      expect(text).not.toContain(REQUEST);
      expect(text).not.toContain(staff.user.fullName);
      expect(text).not.toContain('hold');
      const graphql = await t
        .http()
        .post('/graphql')
        .set('X-Forwarded-For', freshIp())
        .send({ query: TRACK, variables: { n: order.tracking_number } });
      expect(graphql.body.data.trackOrder).toEqual({ status: 'processing', waitingForClient: true });
      const noRequest = await t
        .http()
        .post('/graphql')
        .set('X-Forwarded-For', freshIp())
        .send({ query: `{ trackOrder(trackingNumber: "${order.tracking_number}") { openHold { request } } }` });
      expect(noRequest.body.errors[0].message).toMatch(/openHold/);
    });
  });

  describe('results', () => {
    it('staff deliver a result with files, a note and a courier record; the client is e-mailed a link', async () => {
      const order = await newOrder('in_progress');
      const added = await addResult(
        staff,
        order.id,
        {
          note: 'القيد وترجمته',
          carrier: 'DHL',
          courier_tracking_number: '1234567890',
        },
        2,
      ).expect(201);
      expect(added.body.data).toEqual({
        id: expect.any(Number),
        note: 'القيد وترجمته',
        carrier: 'DHL',
        courier_tracking_number: '1234567890',
        created_by_name: staff.user.fullName,
        created_at: expect.any(String),
        files: [1, 2].map((n) => ({
          id: expect.any(Number),
          original_name: `نتيجة ${n}.pdf`,
          mime_type: 'application/pdf',
          size_bytes: SAMPLE_FILES.pdf.length,
          created_at: expect.any(String),
          download_url: expect.stringMatching(new RegExp(`^/api/v1/orders/${order.id}/files/\\d+$`)),
          first_downloaded_at: null,
        })),
      });
      const mail = await t.prisma.mailOutbox.findFirstOrThrow({
        where: { kind: 'order_result' },
        orderBy: { id: 'desc' },
      });
      expect(mail.toAddress).toBe(order.email);
      expect(mail.text).toContain(`/orders/${order.id}`);
      expect(mail.text).toContain('DHL');

      // Results are not attachments: the order's files leave them out and they do not count against its limit.
      const detail = await as(owner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200);
      expect(detail.body.data.files).toEqual([]);
      const graphql = await t.graphql(ORDER_RESULTS, { id: order.id }, owner.token);
      expect(graphql.body.data.order).toEqual({
        files: [],
        results: [{ id: added.body.data.id, files: added.body.data.files.map((f: { id: number }) => ({ id: f.id })) }],
      });
    });

    it('only staff and admins deliver; only the owner, staff and admins see results', async () => {
      const order = await newOrder('in_progress');
      await addResult(undefined, order.id, { note: 'x' }).expect(401);
      await addResult(owner, order.id, { note: 'x' }).expect(403);
      await addResult(other, order.id, { note: 'x' }).expect(403);
      const added = await t.graphql(
        ADD_RESULT,
        { orderId: order.id, input: { note: 'الترجمة' }, file: base64Upload('translation.pdf', SAMPLE_FILES.pdf) },
        admin.token,
      );
      expect(added.body.data.addOrderResult).toMatchObject({
        note: 'الترجمة',
        carrier: null,
        createdByName: admin.user.fullName,
        files: [{ originalName: 'translation.pdf', firstDownloadedAt: null }],
      });
      for (const caller of [owner, other]) {
        const refused = await t.graphql(ADD_RESULT, { orderId: order.id, input: { carrier: 'DHL' } }, caller.token);
        expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
      }

      for (const caller of [owner, staff, admin]) {
        const list = await as(caller, t.http().get(`/api/v1/orders/${order.id}/results`)).expect(200);
        expect(list.body.data).toHaveLength(1);
        const graphql = await t.graphql(RESULTS, { orderId: order.id }, caller.token);
        expect(graphql.body.data.orderResults).toHaveLength(1);
      }
      const ownerList = await as(owner, t.http().get(`/api/v1/orders/${order.id}/results`)).expect(200);
      expect(ownerList.body.data[0].created_by_name).toBeNull();
      expect((await as(other, t.http().get(`/api/v1/orders/${order.id}/results`)).expect(404)).body).toEqual(NOT_FOUND);
      expect((await t.http().get(`/api/v1/orders/${order.id}/results`).expect(401)).body).toEqual(DENIED_ANONYMOUS);
      expect((await t.graphql(RESULTS, { orderId: order.id }, other.token)).body.errors[0].extensions.code).toBe(
        'NOT_FOUND',
      );
      expect((await t.graphql(RESULTS, { orderId: order.id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.graphql(ORDER_RESULTS, { id: order.id }, other.token)).body.errors[0].extensions.code).toBe(
        'NOT_FOUND',
      );

      // The public tracking answer says nothing of results.
      const tracked = await t
        .http()
        .get(`/api/v1/orders/track/${order.tracking_number}`)
        .set('X-Forwarded-For', freshIp())
        .expect(200);
      expect(JSON.stringify(tracked.body)).not.toMatch(/translation\.pdf|الترجمة|\/files\//);
    });

    it('records the owner’s first download only; others cannot download; the owner cannot delete a result', async () => {
      const order = await newOrder('in_progress');
      const added = await addResult(staff, order.id, { note: 'النتيجة' }).expect(201);
      const file = added.body.data.files[0] as { id: number; download_url: string };
      await download(undefined, file.download_url).expect(401);
      await download(other, file.download_url).expect(404);
      const byStaff = await download(staff, file.download_url).expect(200);
      expect(Buffer.from(byStaff.body as Buffer).equals(SAMPLE_FILES.pdf)).toBe(true);
      let stored = await t.prisma.orderFile.findUniqueOrThrow({ where: { id: file.id } });
      expect(stored.firstDownloadedAt).toBeNull();

      await download(owner, file.download_url).expect(200);
      stored = await t.prisma.orderFile.findUniqueOrThrow({ where: { id: file.id } });
      expect(stored.firstDownloadedAt).toBeInstanceOf(Date);
      await download(owner, file.download_url).expect(200);
      const again = await t.prisma.orderFile.findUniqueOrThrow({ where: { id: file.id } });
      expect(again.firstDownloadedAt).toEqual(stored.firstDownloadedAt);

      const office = await as(staff, t.http().get(`/api/v1/orders/${order.id}/results`)).expect(200);
      expect(office.body.data[0].files[0].first_downloaded_at).toBe(stored.firstDownloadedAt!.toISOString());
      const client = await as(owner, t.http().get(`/api/v1/orders/${order.id}/results`)).expect(200);
      expect(client.body.data[0].files[0].first_downloaded_at).toBeNull();
      const graphql = await t.graphql(RESULTS, { orderId: order.id }, staff.token);
      expect(graphql.body.data.orderResults[0].files[0].firstDownloadedAt).toBe(
        stored.firstDownloadedAt!.toISOString(),
      );

      const refused = await as(owner, t.http().delete(file.download_url)).expect(403);
      expect(refused.body.code).toBe('RESULT_DELETE_FORBIDDEN');
      expect((await as(staff, t.http().delete(file.download_url)).expect(403)).body.code).toBe(
        'RESULT_DELETE_FORBIDDEN',
      );
    });

    it('refuses an empty result, a tracking number without its carrier, a bad file and a cancelled order', async () => {
      const order = await newOrder('in_progress');
      const empty = await addResult(staff, order.id, { note: 'لا شيء' }, 0).expect(422);
      expect(empty.body).toMatchObject({ code: 'RESULT_EMPTY', detail: [{ loc: ['body', 'files'] }] });
      const viaGraphql = await t.graphql(ADD_RESULT, { orderId: order.id, input: { note: 'لا شيء' } }, staff.token);
      expect(viaGraphql.body.errors[0].extensions.reason).toBe('RESULT_EMPTY');
      const noCarrier = await addResult(staff, order.id, { courier_tracking_number: '123' }, 0).expect(422);
      expect(noCarrier.body.detail[0].loc).toEqual(['body', 'carrier']);
      const badFile = await as(staff, t.http().post(`/api/v1/orders/${order.id}/results`))
        .attach('files', SAMPLE_FILES.text, 'notes.pdf')
        .expect(422);
      expect(badFile.body.detail[0].loc).toEqual(['body', 'files']);
      const tooLong = await addResult(staff, order.id, { note: 'x'.repeat(2001) }).expect(422);
      expect(tooLong.body.detail[0].loc).toEqual(['body', 'note']);
      expect(await t.prisma.orderResult.count({ where: { orderId: order.id } })).toBe(0);
      const cancelled = await newOrder('cancelled');
      expect((await addResult(staff, cancelled.id, { note: 'x' }).expect(409)).body.code).toBe(
        'RESULT_ORDER_CANCELLED',
      );
    });

    it('completing an order of a service that delivers a result needs a result file or a courier record', async () => {
      const service = await createTestService(t, { deliversResult: true, category: 'civil_registry' });
      const complete = (orderId: number) =>
        as(staff, t.http().put(`/api/v1/orders/${orderId}/status`)).send({ status: 'completed' });

      const withoutResult = await newOrder('in_progress', { service_id: service.id });
      const refused = await complete(withoutResult.id).expect(422);
      expect(refused.body).toEqual({
        detail: [
          {
            loc: ['body', 'status'],
            msg: 'هذه الخدمة تسلّم نتيجة: ارفع ملف النتيجة أو سجّل بيانات الشحن قبل إكمال الطلب',
            type: 'result_required',
          },
        ],
        code: 'RESULT_REQUIRED',
      });
      const graphql = await t.graphql(CHANGE_STATUS, { id: withoutResult.id, status: 'completed' }, admin.token);
      expect(graphql.body.errors[0].extensions.reason).toBe('RESULT_REQUIRED');

      await addResult(staff, withoutResult.id, { note: 'الملف' }).expect(201);
      await complete(withoutResult.id).expect(200);

      const byCourier = await newOrder('in_progress', { service_id: service.id });
      await addResult(staff, byCourier.id, { carrier: 'Aras Kargo', courier_tracking_number: 'AK-1' }, 0).expect(201);
      await complete(byCourier.id).expect(200);

      // A service that delivers nothing (a consultation) completes as before.
      const consultation = await createTestService(t, { deliversResult: false });
      const plain = await newOrder('in_progress', { service_id: consultation.id });
      await complete(plain.id).expect(200);
    });

    it('the admin sets delivers_result in the service form; the seed sets it for document services', async () => {
      const service = await createTestService(t);
      const changed = await as(admin, t.http().put(`/api/v1/services/${service.id}`))
        .send({ delivers_result: true })
        .expect(200);
      expect(changed.body.data.delivers_result).toBe(true);
      await as(admin, t.http().put(`/api/v1/services/${service.id}`))
        .send({ delivers_result: 'yes' })
        .expect(422);
      await as(staff, t.http().put(`/api/v1/services/${service.id}`))
        .send({ delivers_result: false })
        .expect(403);
      const seeded = await t.prisma.service.findMany({ where: { id: { lt: service.id }, sortOrder: { lt: 1000 } } });
      for (const entry of seeded) expect(entry.deliversResult).toBe(entry.category !== 'other');
    });
  });
});
