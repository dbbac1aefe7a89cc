import { clientDocument } from './helpers/client-documents.js';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { base64Upload } from './helpers/content.js';
import { type Caller, createCallers, placeOrder, SAMPLE_FILES, setNotificationSwitches } from './helpers/orders.js';
import { MessageMailService } from '../src/orders/messages/message-mail.service.js';

const NOT_FOUND = { detail: 'لم يتم العثور على الطلب', code: 'ORDER_NOT_FOUND' };
const DENIED_ANONYMOUS = { detail: 'يجب تسجيل الدخول للمتابعة' };

const THREAD = `query ($orderId: Int!, $page: PageInput) { orderMessages(orderId: $orderId, page: $page) {
  total page pageSize items { id orderId authorName fromOffice mine body createdAt readByOtherSide
  files { id kind originalName downloadUrl } } } }`;
const SEND = `mutation ($orderId: Int!, $body: String, $files: [FileUpload!]) {
  sendOrderMessage(orderId: $orderId, body: $body, files: $files) { id body fromOffice mine authorName readByOtherSide
  files { id kind originalName downloadUrl } } }`;
const MARK_READ =
  'mutation ($orderId: Int!) { markOrderMessagesRead(orderId: $orderId) { orderId readAt unreadMessages } }';
const ORDER_UNREAD = 'query ($id: Int!) { order(id: $id) { id unreadMessages } }';
const MY_ORDERS_UNREAD = 'query { myOrders { items { id unreadMessages } } }';
const ADMIN_ORDERS_UNREAD = 'query { adminOrders(page: { pageSize: 100 }) { items { id unreadMessages } } }';
const ME_UNREAD = 'query { me { id unreadMessages } }';
const COUNTERS = 'query { backOfficeCounters { unreadMessages } }';

describe('the message thread of an order', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
  });
  afterAll(() => t.close());

  const as = <Call extends { set: (name: string, value: string) => Call }>(caller: Caller | undefined, call: Call) =>
    caller ? call.set('Authorization', caller.auth) : call;
  const send = (caller: Caller | undefined, orderId: number, body: unknown = 'هل وصلت الوثائق؟') =>
    as(caller, t.http().post(`/api/v1/orders/${orderId}/messages`)).send({ body });
  const sendFiles = (caller: Caller | undefined, orderId: number, body: string, files: [Buffer, string][]) => {
    const call = as(caller, t.http().post(`/api/v1/orders/${orderId}/messages`));
    call.field('body', body);
    for (const [bytes, name] of files) call.attach('files', bytes, name);
    return call;
  };
  const list = (caller: Caller | undefined, orderId: number, query = '') =>
    as(caller, t.http().get(`/api/v1/orders/${orderId}/messages${query}`));
  const markRead = (caller: Caller | undefined, orderId: number) =>
    as(caller, t.http().post(`/api/v1/orders/${orderId}/messages/read`));
  const messageRows = (orderId: number) => t.prisma.orderMessage.findMany({ where: { orderId } });
  const messageFiles = (orderId: number) => t.prisma.orderFile.findMany({ where: { orderId, kind: 'message' } });
  const storedFiles = (orderId: number) =>
    readdir(path.join(t.dataDir, 'files', 'orders', String(orderId), 'messages')).catch(() => [] as string[]);
  const sweep = (now?: Date) => t.app.get(MessageMailService).sweep(now);
  /** Nothing else waits to be mailed: each test starts from a swept outbox. */
  const mailsAfter = async (since: number) =>
    t.prisma.mailOutbox.findMany({ where: { id: { gt: since } }, orderBy: { id: 'asc' } });
  const lastMailId = async () =>
    (await t.prisma.mailOutbox.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;

  describe('who may read and write a thread', () => {
    it('the owner, staff and admins write and read it on REST; another client gets 404, nobody 401', async () => {
      const order = await placeOrder(t, owner);
      const mine = await send(owner, order.id, '  السلام عليكم  ').expect(201);
      expect(mine.body.data).toMatchObject({
        order_id: order.id,
        author_name: owner.user.fullName,
        from_office: false,
        mine: true,
        body: 'السلام عليكم',
        read_by_other_side: false,
        files: [],
      });
      await send(staff, order.id, 'وعليكم السلام، وصلت الوثائق').expect(201);
      await send(admin, order.id, 'سنبدأ العمل اليوم').expect(201);
      expect(
        await send(other, order.id)
          .expect(404)
          .then((r) => r.body),
      ).toEqual(NOT_FOUND);
      expect(
        await send(undefined, order.id)
          .expect(401)
          .then((r) => r.body),
      ).toMatchObject(DENIED_ANONYMOUS);

      for (const caller of [owner, staff, admin]) {
        const thread = await list(caller, order.id).expect(200);
        expect(thread.body.meta).toMatchObject({ total: 3, page: 1 });
        expect(thread.body.data.map((m: { body: string }) => m.body)).toEqual([
          'السلام عليكم',
          'وعليكم السلام، وصلت الوثائق',
          'سنبدأ العمل اليوم',
        ]);
        expect(thread.body.data.map((m: { mine: boolean }) => m.mine)).toEqual([
          caller === owner,
          caller === staff,
          caller === admin,
        ]);
      }
      expect((await list(other, order.id).expect(404)).body).toEqual(NOT_FOUND);
      await list(undefined, order.id).expect(401);
      await markRead(other, order.id).expect(404);
      await markRead(undefined, order.id).expect(401);
      expect(await messageRows(order.id)).toHaveLength(3);
    });

    it('the same on GraphQL, every role', async () => {
      const order = await placeOrder(t, owner);
      const sent = await t.graphql(SEND, { orderId: order.id, body: 'مرحبا' }, owner.token);
      expect(sent.body.errors).toBeUndefined();
      expect(sent.body.data.sendOrderMessage).toMatchObject({ body: 'مرحبا', fromOffice: false, mine: true });
      for (const caller of [staff, admin]) {
        const answer = await t.graphql(SEND, { orderId: order.id, body: `من ${caller.user.fullName}` }, caller.token);
        expect(answer.body.data.sendOrderMessage).toMatchObject({ fromOffice: true, mine: true });
      }
      const refused = await t.graphql(SEND, { orderId: order.id, body: 'x' }, other.token);
      expect(refused.body.errors[0]).toMatchObject({ extensions: { code: 'NOT_FOUND', reason: 'ORDER_NOT_FOUND' } });
      expect((await t.graphql(SEND, { orderId: order.id, body: 'x' })).body.errors[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      for (const caller of [owner, staff, admin]) {
        const thread = await t.graphql(THREAD, { orderId: order.id }, caller.token);
        expect(thread.body.errors).toBeUndefined();
        expect(thread.body.data.orderMessages.total).toBe(3);
        expect(thread.body.data.orderMessages.items[0]).toMatchObject({ body: 'مرحبا', mine: caller === owner });
      }
      expect((await t.graphql(THREAD, { orderId: order.id }, other.token)).body.errors[0].extensions.code).toBe(
        'NOT_FOUND',
      );
      expect((await t.graphql(THREAD, { orderId: order.id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await t.graphql(MARK_READ, { orderId: order.id }, other.token)).body.errors[0].extensions.code).toBe(
        'NOT_FOUND',
      );
      expect((await t.graphql(MARK_READ, { orderId: order.id })).body.errors[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      expect(await messageRows(order.id)).toHaveLength(3);
    });

    it('pages the thread with the newest last: page 1 holds the latest messages', async () => {
      const order = await placeOrder(t, owner);
      for (let i = 1; i <= 5; i += 1) await send(i % 2 ? owner : staff, order.id, `رسالة ${i}`).expect(201);
      const first = await list(owner, order.id, '?page_size=2').expect(200);
      expect(first.body.data.map((m: { body: string }) => m.body)).toEqual(['رسالة 4', 'رسالة 5']);
      expect(first.body.meta).toEqual({ total: 5, page: 1, page_size: 2 });
      const second = await list(owner, order.id, '?page=2&page_size=2').expect(200);
      expect(second.body.data.map((m: { body: string }) => m.body)).toEqual(['رسالة 2', 'رسالة 3']);
      const gql = await t.graphql(THREAD, { orderId: order.id, page: { page: 3, pageSize: 2 } }, staff.token);
      expect(gql.body.data.orderMessages.items.map((m: { body: string }) => m.body)).toEqual(['رسالة 1']);
    });

    it('the page the browser asks for (the thread as the client writes it) stays under the query cost limit', async () => {
      const order = await placeOrder(t, owner);
      await send(owner, order.id).expect(201);
      const thread = await t.graphql(
        clientDocument('OrderMessages'),
        { orderId: order.id, page: { pageSize: 50 } },
        staff.token,
      );
      expect(thread.body.errors).toBeUndefined();
      expect(thread.body.data.orderMessages.items).toHaveLength(1);
    });
  });

  describe('files', () => {
    it('sends files with a message over multipart; they download through the order’s file route for those who may see it', async () => {
      const order = await placeOrder(t, owner);
      const sent = await sendFiles(owner, order.id, 'الصفحة الثانية', [
        [SAMPLE_FILES.pdf, 'صفحة.pdf'],
        [SAMPLE_FILES.png, 'scan.png'],
      ]).expect(201);
      expect(sent.body.data.files).toEqual([
        expect.objectContaining({ kind: 'message', original_name: 'صفحة.pdf', mime_type: 'application/pdf' }),
        expect.objectContaining({ kind: 'message', original_name: 'scan.png', mime_type: 'image/png' }),
      ]);
      const url = sent.body.data.files[0].download_url;
      expect(url).toBe(`/api/v1/orders/${order.id}/files/${sent.body.data.files[0].id}`);
      for (const caller of [owner, staff, admin]) {
        const bytes = await as(caller, t.http().get(url)).buffer(true).expect(200);
        expect(Buffer.compare(bytes.body as Buffer, SAMPLE_FILES.pdf)).toBe(0);
      }
      await as(other, t.http().get(url)).expect(404);
      await t.http().get(url).expect(401);
      // A file alone is a message; message files are not the order's attachments.
      await sendFiles(staff, order.id, '', [[SAMPLE_FILES.jpg, 'answer.jpg']]).expect(201);
      const detail = await as(owner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200);
      expect(detail.body.data.files).toEqual([]);
      expect(await storedFiles(order.id)).toHaveLength(3);
    });

    it('sends files over GraphQL as base64', async () => {
      const order = await placeOrder(t, owner);
      const sent = await t.graphql(
        SEND,
        { orderId: order.id, files: [base64Upload('وكالة.pdf', SAMPLE_FILES.pdf)] },
        staff.token,
      );
      expect(sent.body.errors).toBeUndefined();
      expect(sent.body.data.sendOrderMessage).toMatchObject({
        body: '',
        files: [{ kind: 'message', originalName: 'وكالة.pdf' }],
      });
    });
  });

  describe('bad input is refused with a code, and nothing is written', () => {
    it('an empty or blank message without files', async () => {
      const order = await placeOrder(t, owner);
      for (const body of [{ body: '' }, { body: '   \n ' }, {}, { body: null }]) {
        const refused = await as(owner, t.http().post(`/api/v1/orders/${order.id}/messages`)).send(body);
        expect(refused.status).toBe(422);
        expect(refused.body).toMatchObject({
          code: 'MESSAGE_EMPTY',
          detail: [{ loc: ['body', 'body'], msg: 'اكتب رسالتك أو أرفق ملفاً واحداً على الأقل', type: 'message_empty' }],
        });
      }
      const gql = await t.graphql(SEND, { orderId: order.id, body: '  ' }, staff.token);
      expect(gql.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', reason: 'MESSAGE_EMPTY' } });
      expect(await messageRows(order.id)).toHaveLength(0);
    });

    it('a message over 5000 characters (after trimming; 5000 pass)', async () => {
      const order = await placeOrder(t, owner);
      const refused = await send(owner, order.id, 'ن'.repeat(5001)).expect(422);
      expect(refused.body.code).toBe('MESSAGE_TOO_LONG');
      const gql = await t.graphql(SEND, { orderId: order.id, body: 'ن'.repeat(5001) }, admin.token);
      expect(gql.body.errors[0].extensions.reason).toBe('MESSAGE_TOO_LONG');
      expect(await messageRows(order.id)).toHaveLength(0);
      await send(owner, order.id, ` ${'ن'.repeat(5000)} `).expect(201);
    });

    it('a body that is not text', async () => {
      const order = await placeOrder(t, owner);
      await send(owner, order.id, { html: '<b>x</b>' }).expect(422);
      expect(await messageRows(order.id)).toHaveLength(0);
    });

    it('a file of the wrong type or too large: the whole message is refused, no bytes stay', async () => {
      const order = await placeOrder(t, owner);
      const wrongType = await sendFiles(owner, order.id, 'مع ملف', [
        [SAMPLE_FILES.pdf, 'good.pdf'],
        [SAMPLE_FILES.gif, 'bad.gif'],
      ]).expect(422);
      expect(wrongType.body.detail).toEqual([
        {
          loc: ['body', 'files'],
          msg: 'bad.gif: نوع الملف غير مدعوم. الأنواع المسموحة: PDF وJPG وPNG',
          type: 'file_type',
        },
      ]);
      const tooLarge = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]);
      const large = await sendFiles(owner, order.id, 'كبير', [[tooLarge, 'big.pdf']]).expect(413);
      expect(large.body.detail[0]).toMatchObject({ type: 'file_too_large' });
      const gql = await t.graphql(
        SEND,
        { orderId: order.id, files: [base64Upload('x.gif', SAMPLE_FILES.gif)] },
        owner.token,
      );
      expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await messageRows(order.id)).toHaveLength(0);
      expect(await messageFiles(order.id)).toHaveLength(0);
      expect(await storedFiles(order.id)).toHaveLength(0);
    });

    it('a message on another client’s order answers like an unknown order', async () => {
      const order = await placeOrder(t, owner);
      expect((await sendFiles(other, order.id, 'x', [[SAMPLE_FILES.pdf, 'a.pdf']]).expect(404)).body).toEqual(
        NOT_FOUND,
      );
      expect(await messageRows(order.id)).toHaveLength(0);
      expect(await storedFiles(order.id)).toHaveLength(0);
    });
  });

  describe('read receipts and unread counts', () => {
    it('counts the other side’s unread messages per order and in total, on both APIs, until the side reads them', async () => {
      const order = await placeOrder(t, owner);
      await send(staff, order.id, 'أرسل صورة الجواز').expect(201);
      await send(admin, order.id, 'ومن فضلك صورة الهوية').expect(201);

      // The client: 2 unread on the order (detail, list, GraphQL field) and in total (me).
      const detail = await as(owner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200);
      expect(detail.body.data.unread_messages).toBe(2);
      const mine = await as(owner, t.http().get('/api/v1/orders')).expect(200);
      expect(mine.body.data.find((o: { id: number }) => o.id === order.id).unread_messages).toBe(2);
      expect((await t.graphql(ORDER_UNREAD, { id: order.id }, owner.token)).body.data.order.unreadMessages).toBe(2);
      const myOrders = await t.graphql(MY_ORDERS_UNREAD, {}, owner.token);
      expect(myOrders.body.data.myOrders.items.find((o: { id: number }) => o.id === order.id).unreadMessages).toBe(2);
      const meBefore = (await as(owner, t.http().get('/api/v1/auth/me/messages')).expect(200)).body.data
        .unread_messages;
      expect((await t.graphql(ME_UNREAD, {}, owner.token)).body.data.me.unreadMessages).toBe(meBefore);
      expect(meBefore).toBeGreaterThanOrEqual(2);
      // The office wrote them: nothing unread for the office on this order.
      expect((await t.graphql(ORDER_UNREAD, { id: order.id }, staff.token)).body.data.order.unreadMessages).toBe(0);

      // Not seen yet by the client.
      let thread = await list(staff, order.id).expect(200);
      expect(thread.body.data.map((m: { read_by_other_side: boolean }) => m.read_by_other_side)).toEqual([
        false,
        false,
      ]);

      const read = await markRead(owner, order.id).expect(200);
      expect(read.body.data).toMatchObject({ order_id: order.id, unread_messages: 0 });
      thread = await list(staff, order.id).expect(200);
      expect(thread.body.data.map((m: { read_by_other_side: boolean }) => m.read_by_other_side)).toEqual([true, true]);
      expect((await as(owner, t.http().get(`/api/v1/orders/${order.id}`)).expect(200)).body.data.unread_messages).toBe(
        0,
      );
      expect((await as(owner, t.http().get('/api/v1/auth/me/messages')).expect(200)).body.data.unread_messages).toBe(
        meBefore - 2,
      );
      // Another client's count never includes this order; nobody signed in has none.
      expect((await t.graphql(ME_UNREAD, {}, other.token)).body.data.me.unreadMessages).toBe(0);
      expect((await as(other, t.http().get('/api/v1/auth/me/messages')).expect(200)).body.data.unread_messages).toBe(0);
      await t.http().get('/api/v1/auth/me/messages').expect(401);
    });

    it('the office counts the client’s messages: the orders list column, the sidebar badge and the bell', async () => {
      const order = await placeOrder(t, owner);
      const badgeBefore = (await t.graphql(COUNTERS, {}, staff.token)).body.data.backOfficeCounters.unreadMessages;
      const sent = await send(owner, order.id, 'متى يجهز الطلب؟').expect(201);
      await send(owner, order.id, 'وشكراً').expect(201);

      const adminList = await as(staff, t.http().get('/api/v1/admin/orders?page_size=100')).expect(200);
      expect(adminList.body.data.find((o: { id: number }) => o.id === order.id).unread_messages).toBe(2);
      const gqlList = await t.graphql(ADMIN_ORDERS_UNREAD, {}, admin.token);
      expect(gqlList.body.data.adminOrders.items.find((o: { id: number }) => o.id === order.id).unreadMessages).toBe(2);
      expect((await t.graphql(COUNTERS, {}, staff.token)).body.data.backOfficeCounters.unreadMessages).toBe(
        badgeBefore + 2,
      );
      const counters = await as(admin, t.http().get('/api/v1/admin/counters')).expect(200);
      expect(counters.body.data.unread_messages).toBe(badgeBefore + 2);
      const staffTotal = await as(staff, t.http().get('/api/v1/auth/me/messages')).expect(200);
      expect(staffTotal.body.data.unread_messages).toBe(badgeBefore + 2);
      expect((await t.graphql(ME_UNREAD, {}, admin.token)).body.data.me.unreadMessages).toBe(badgeBefore + 2);
      const bell = await as(staff, t.http().get('/api/v1/admin/notifications')).expect(200);
      expect(bell.body.data.latest[0]).toMatchObject({ kind: 'client_message', order_id: order.id });
      expect(bell.body.data.latest[0].at).toBe(
        (
          await t.prisma.orderMessage.findFirstOrThrow({ where: { orderId: order.id }, orderBy: { id: 'desc' } })
        ).createdAt.toISOString(),
      );
      expect(sent.body.data.read_by_other_side).toBe(false);

      // The office answers: answering marks the thread read for the office.
      const answer = await t.graphql(SEND, { orderId: order.id, body: 'خلال يومين' }, staff.token);
      expect(answer.body.data.sendOrderMessage.readByOtherSide).toBe(false);
      expect((await t.graphql(ORDER_UNREAD, { id: order.id }, admin.token)).body.data.order.unreadMessages).toBe(0);
      const thread = await t.graphql(THREAD, { orderId: order.id }, owner.token);
      expect(thread.body.data.orderMessages.items.map((m: { readByOtherSide: boolean }) => m.readByOtherSide)).toEqual([
        true,
        true,
        false,
      ]);
      // The client reads over GraphQL.
      const read = await t.graphql(MARK_READ, { orderId: order.id }, owner.token);
      expect(read.body.data.markOrderMessagesRead.unreadMessages).toBe(0);
      expect((await t.graphql(ORDER_UNREAD, { id: order.id }, owner.token)).body.data.order.unreadMessages).toBe(0);
    });
  });

  describe('audit', () => {
    it('records the office’s messages, not the client’s', async () => {
      const order = await placeOrder(t, owner);
      await send(owner, order.id, 'من العميل').expect(201);
      const staffMessage = await send(staff, order.id, 'من المكتب').expect(201);
      const entries = await t.prisma.auditLog.findMany({
        where: { action: 'order.message_sent', entityId: String(order.id) },
      });
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ actorId: staff.user.id });
      expect(entries[0].details).toMatchObject({ message_id: staffMessage.body.data.id, body: 'من المكتب' });
    });
  });

  describe('e-mail: one per thread and side per 10 minutes', () => {
    beforeAll(async () => {
      await setNotificationSwitches(t, { email_enabled: true });
      await sweep(new Date(Date.now() + 3_600_000)); // whatever earlier tests left
    });

    it('mails the client the office’s unread messages in one e-mail with a link, then waits 10 minutes', async () => {
      const order = await placeOrder(t, owner);
      const start = await lastMailId();
      await send(staff, order.id, 'أرسل صورة الجواز').expect(201);
      await send(admin, order.id, 'ومن فضلك صورة الهوية').expect(201);
      const now = Date.now();
      const first = await sweep(new Date(now));
      expect(first.client).toContain(order.id);
      let mails = (await mailsAfter(start)).filter((m) => m.toAddress === order.email);
      expect(mails).toHaveLength(1);
      expect(mails[0].kind).toBe('order_messages_client');
      expect(mails[0].text).toContain('أرسل صورة الجواز');
      expect(mails[0].text).toContain('ومن فضلك صورة الهوية');
      expect(mails[0].text).toContain(`/orders/${order.id}`);

      // Another message within 10 minutes: no second e-mail yet; after them, only the new one.
      await send(staff, order.id, 'تذكير بالهوية').expect(201);
      expect((await sweep(new Date(now + 5 * 60_000))).client).not.toContain(order.id);
      expect((await sweep(new Date(now + 11 * 60_000))).client).toContain(order.id);
      mails = (await mailsAfter(start)).filter((m) => m.toAddress === order.email);
      expect(mails).toHaveLength(2);
      expect(mails[1].text).toContain('تذكير بالهوية');
      expect(mails[1].text).not.toContain('أرسل صورة الجواز');
      // Nothing new: nothing sent.
      expect((await sweep(new Date(now + 30 * 60_000))).client).not.toContain(order.id);
    });

    it('sends nothing about messages the client has already read', async () => {
      const order = await placeOrder(t, owner);
      await send(staff, order.id, 'رسالة مقروءة').expect(201);
      await markRead(owner, order.id).expect(200);
      expect((await sweep(new Date(Date.now() + 1000))).client).not.toContain(order.id);
    });

    it('mails the client’s messages to the assignee, or every active staff member and admin; never the writer', async () => {
      const order = await placeOrder(t, owner);
      const start = await lastMailId();
      await send(owner, order.id, 'متى يجهز الطلب؟').expect(201);
      const swept = await sweep(new Date());
      expect(swept.office).toContain(order.id);
      const mails = await mailsAfter(start);
      const recipients = mails.filter((m) => m.kind === 'order_messages_office').map((m) => m.toAddress);
      expect(recipients).toEqual(expect.arrayContaining([staff.user.email, admin.user.email]));
      expect(recipients).not.toContain(owner.user.email);
      expect(mails.find((m) => m.toAddress === staff.user.email)?.text).toContain('متى يجهز الطلب؟');
      expect(mails.some((m) => m.kind === 'order_messages_client' && m.toAddress === order.email)).toBe(false);

      // Assigned: only the assignee.
      await t.prisma.order.update({ where: { id: order.id }, data: { assigneeId: staff.user.id } });
      const next = await lastMailId();
      await send(owner, order.id, 'أي جديد؟').expect(201);
      await sweep(new Date(Date.now() + 11 * 60_000));
      const assigned = (await mailsAfter(next)).filter((m) => m.kind === 'order_messages_office');
      expect(assigned.map((m) => m.toAddress)).toEqual([staff.user.email]);
    });

    it('two sweeps at once send one e-mail', async () => {
      const order = await placeOrder(t, owner);
      const start = await lastMailId();
      await send(staff, order.id, 'مرة واحدة').expect(201);
      const at = new Date();
      await Promise.all([sweep(at), sweep(at)]);
      expect((await mailsAfter(start)).filter((m) => m.toAddress === order.email)).toHaveLength(1);
    });
  });
});
