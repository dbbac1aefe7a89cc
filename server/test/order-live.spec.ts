import { FEATURE_ERROR_TEXTS } from '../src/common/errors/app-error.js';
import type { AddressInfo } from 'node:net';
import { OrderLiveService } from '../src/orders/live/order-live.service.js';
import { LIVE_WITHIN_MS, liveSocket, subscribe, type LiveSubscription } from './helpers/live.js';
import { type Caller, createCallers, placeOrder, SAMPLE_FILES } from './helpers/orders.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from './helpers/test-app.js';
import { waitFor } from './helpers/wait-for.js';

const ORDER_CHANGED = `subscription OrderChanged($orderId: Int) {
  orderChanged(orderId: $orderId) { orderId kind rowId order { id status paymentStatus files { id originalName } } }
}`;

type Change = {
  orderId: number;
  kind: string;
  rowId: number;
  order: { id: number; status: string; paymentStatus: string; files: { id: number; originalName: string }[] };
};
type Changes = LiveSubscription<{ orderChanged: Change }>;

const MESSAGE_CHANGED = `subscription ($orderId: Int) { orderChanged(orderId: $orderId) { orderId kind rowId
  message { id body fromOffice mine authorName } } }`;

type MessageChange = {
  orderId: number;
  kind: string;
  rowId: number;
  message: { id: number; body: string; fromOffice: boolean; mine: boolean; authorName: string } | null;
};

/** Starts an app listening on a free port of 127.0.0.1 (WebSockets need a real socket) and answers its URL. */
async function listening(t: TestApp) {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
}

const change = async (changes: Changes) => {
  const result = await changes.next();
  expect(result.errors).toBeUndefined();
  return result.data!.orderChanged;
};

/** The changes heard up to and including the status change to `status` (what came before it too, in order). */
async function changesUntilStatus(changes: Changes, status: string) {
  const heard: Change[] = [];
  do heard.push(await change(changes));
  while (!(heard.at(-1)!.kind === 'status' && heard.at(-1)!.order.status === status));
  return heard;
}

const moveStatus = (t: TestApp, staff: Caller, orderId: number, status: string) =>
  t.http().put(`/api/v1/admin/orders/${orderId}/status`).set('Authorization', staff.auth).send({ status }).expect(200);

const upload = (t: TestApp, owner: Caller, orderId: number, name: string) =>
  t
    .http()
    .post(`/api/v1/orders/${orderId}/files`)
    .set('Authorization', owner.auth)
    .attach('files', SAMPLE_FILES.pdf, name)
    .expect(201);

describe('live order changes over graphql-ws, one instance', () => {
  let t: TestApp;
  let url: string;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  const sockets: ReturnType<typeof liveSocket>[] = [];
  const socket = (token?: string, options?: { language?: string }) => {
    const opened = liveSocket(url, token, options);
    sockets.push(opened);
    return opened;
  };

  beforeAll(async () => {
    t = await startTestApp();
    url = await listening(t);
    callers = await createCallers(t);
  });
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((opened) => opened.dispose()));
    await waitFor(async () => t.app.get(OrderLiveService).subscriberCount === 0);
  });
  afterAll(() => t.close());

  it('closes a socket opened without a token (4403) before any subscription', async () => {
    const anonymous = socket();
    const results = anonymous.client.iterate({ query: ORDER_CHANGED, variables: {} });
    await expect(results.next()).rejects.toMatchObject({ code: 4403 });
    expect(anonymous.closed[0]).toMatchObject({ code: 4403, reason: 'Forbidden' });
  });

  it('refuses a subscription with a token that is not valid, as queries are refused', async () => {
    const changes = await subscribe<{ orderChanged: Change }>(
      t,
      socket('not-a-token'),
      ORDER_CHANGED,
      {},
      {
        expectServed: false,
      },
    );
    const result = await changes.next();
    expect(result.data ?? null).toBeNull();
    expect(result.errors![0]).toMatchObject({
      message: 'يجب تسجيل الدخول للمتابعة',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('tells the owner of a status change made over REST, with the order as it is now', async () => {
    const { owner, staff } = callers;
    const order = await placeOrder(t, owner);
    const changes = await subscribe<{ orderChanged: Change }>(t, socket(owner.token), ORDER_CHANGED, {
      orderId: order.id,
    });

    await moveStatus(t, staff, order.id, 'pending_payment');
    // One transaction: the order's row, then its history row; both arrive, in that order.
    const first = await change(changes);
    expect(first).toMatchObject({ orderId: order.id, kind: 'order', rowId: order.id });
    expect(first.order).toMatchObject({ id: order.id, status: 'pending_payment' });
    const second = await change(changes);
    expect(second).toMatchObject({ orderId: order.id, kind: 'status', order: { status: 'pending_payment' } });
    const history = await t.prisma.orderStatusHistory.findFirstOrThrow({
      where: { orderId: order.id, toStatus: 'pending_payment' },
    });
    expect(second.rowId).toBe(history.id);
  });

  it('tells staff watching every order of each new file, with the files read again for every change', async () => {
    const { owner, staff } = callers;
    const order = await placeOrder(t, owner);
    const changes = await subscribe<{ orderChanged: Change }>(t, socket(staff.token), ORDER_CHANGED, {});

    const first = await upload(t, owner, order.id, 'first.pdf');
    const firstChange = await change(changes);
    expect(firstChange).toMatchObject({ orderId: order.id, kind: 'file', rowId: first.body.data[0].id });
    expect(firstChange.order.files.map((file) => file.originalName)).toEqual(['first.pdf']);

    await upload(t, owner, order.id, 'second.pdf');
    const secondChange = await change(changes);
    expect(secondChange.kind).toBe('file');
    expect(secondChange.order.files.map((file) => file.originalName)).toEqual(['first.pdf', 'second.pdf']);
  });

  it('carries a new message itself, as the subscriber sees it, so the thread grows without a read', async () => {
    const { owner, staff } = callers;
    const order = await placeOrder(t, owner);
    const changes = await subscribe<{ orderChanged: { kind: string; message: Record<string, unknown> | null } }>(
      t,
      socket(owner.token),
      `subscription ($orderId: Int) { orderChanged(orderId: $orderId) { kind order { id unreadMessages }
        message { body fromOffice mine readByOtherSide } } }`,
      { orderId: order.id },
    );
    await t
      .http()
      .post(`/api/v1/orders/${order.id}/messages`)
      .set('Authorization', staff.auth)
      .send({ body: 'وصلت الأوراق، شكراً' })
      .expect(201);
    const heard: { kind: string; message: Record<string, unknown> | null }[] = [];
    do {
      const result = await changes.next();
      expect(result.errors).toBeUndefined();
      heard.push(result.data!.orderChanged);
    } while (heard.at(-1)!.kind !== 'message');
    expect(heard.at(-1)!.message).toEqual({
      body: 'وصلت الأوراق، شكراً',
      fromOffice: true,
      mine: false,
      readByOtherSide: false,
    });
    expect(heard.filter((entry) => entry.kind !== 'message').every((entry) => entry.message === null)).toBe(true);
  });

  it("never tells a client of another client's order", async () => {
    const { owner, other, staff } = callers;
    const [mine, theirs] = await Promise.all([placeOrder(t, owner), placeOrder(t, other)]);
    const changes = await subscribe<{ orderChanged: Change }>(t, socket(owner.token), ORDER_CHANGED, {
      orderId: mine.id,
    });

    await moveStatus(t, staff, theirs.id, 'cancelled');
    await moveStatus(t, staff, mine.id, 'cancelled');
    // Changes arrive in the order they were committed: the first one this owner hears is of their own order.
    expect((await change(changes)).orderId).toBe(mine.id);
  });

  it("refuses a client's subscription to another client's order (as if it did not exist) and to every order", async () => {
    const { owner, other } = callers;
    const theirs = await placeOrder(t, other);
    const ownerSocket = socket(owner.token);
    const foreign = await subscribe(t, ownerSocket, ORDER_CHANGED, { orderId: theirs.id }, { expectServed: false });
    expect((await foreign.next()).errors![0]).toMatchObject({
      message: 'لم يتم العثور على الطلب',
      extensions: { code: 'NOT_FOUND', reason: 'ORDER_NOT_FOUND' },
    });
    const every = await subscribe(t, ownerSocket, ORDER_CHANGED, {}, { expectServed: false });
    expect((await every.next()).errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(t.app.get(OrderLiveService).subscriberCount).toBe(0);
  });

  it('words a refusal in the language the socket asked for', async () => {
    const { owner, other } = callers;
    const theirs = await placeOrder(t, other);
    const english = socket(owner.token, { language: 'en-GB,en;q=0.9' });
    const foreign = await subscribe(t, english, ORDER_CHANGED, { orderId: theirs.id }, { expectServed: false });
    expect((await foreign.next()).errors![0]).toMatchObject({
      message: FEATURE_ERROR_TEXTS.get('ORDER_NOT_FOUND')!.en,
      extensions: { code: 'NOT_FOUND', reason: 'ORDER_NOT_FOUND' },
    });
  });

  it('tells staff and admins of internal notes and assignments, and never the client', async () => {
    const { owner, staff, admin } = callers;
    const order = await placeOrder(t, owner);
    // One after the other: each is served before the next (and the writes) begin.
    const watch = (caller: Caller) =>
      subscribe<{ orderChanged: Change }>(t, socket(caller.token), ORDER_CHANGED, { orderId: order.id });
    const ownerChanges = await watch(owner);
    const staffChanges = await watch(staff);
    const adminChanges = await watch(admin);

    // Written as the notes and assignment features write them (rows of their tables), whichever code does it.
    const note = await t.prisma.orderNote.create({
      data: { orderId: order.id, authorId: staff.user.id, authorName: staff.user.fullName, body: 'ملاحظة داخلية' },
    });
    const assignment = await t.prisma.orderAssignment.create({
      data: { orderId: order.id, assigneeId: staff.user.id, assignedById: admin.user.id, assignedByName: 'مدير' },
    });
    await moveStatus(t, staff, order.id, 'pending_payment');

    const kinds = (heard: Change[]) => heard.map((heardChange) => `${heardChange.kind}:${heardChange.rowId}`);
    for (const changes of [staffChanges, adminChanges])
      expect(kinds(await changesUntilStatus(changes, 'pending_payment'))).toEqual(
        expect.arrayContaining([`note:${note.id}`, `assignment:${assignment.id}`, `order:${order.id}`]),
      );
    // The owner hears the status move, and never of the note or the assignment.
    const ownerHeard = (await changesUntilStatus(ownerChanges, 'pending_payment')).map((heard) => heard.kind);
    expect(ownerHeard).toContain('order');
    expect(ownerHeard).not.toContain('note');
    expect(ownerHeard).not.toContain('assignment');
  });

  it('stops serving a subscription when the client ends it', async () => {
    const { owner } = callers;
    const order = await placeOrder(t, owner);
    const changes = await subscribe(t, socket(owner.token), ORDER_CHANGED, { orderId: order.id });
    expect(t.app.get(OrderLiveService).subscriberCount).toBe(1);
    await changes.stop();
    await waitFor(async () => t.app.get(OrderLiveService).subscriberCount === 0);
  });
});

// Two instances on one data folder are refused on PGlite; several instances exist only on PostgreSQL.
const severalInstances = process.env.DATABASE_URL ? describe : describe.skip;

severalInstances('live order changes across two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let writer: TestApp;
  let reader: TestApp;
  let readerUrl: string;
  let callers: Awaited<ReturnType<typeof createCallers>>;
  const sockets: ReturnType<typeof liveSocket>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    writer = await startTestApp(database);
    reader = await startTestApp(database);
    readerUrl = await listening(reader);
    callers = await createCallers(writer);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((opened) => opened.dispose()));
    await reader.close();
    await writer.close();
    await database.drop();
  });

  const watch = <Heard = Change>(caller: Caller, orderId: number | null, query = ORDER_CHANGED) => {
    const opened = liveSocket(readerUrl, caller.token);
    sockets.push(opened);
    return subscribe<{ orderChanged: Heard }>(reader, opened, query, orderId === null ? {} : { orderId });
  };

  it('brings a status change made on one instance to a subscriber of the other within 2 s', async () => {
    const { owner, staff } = callers;
    const order = await placeOrder(writer, owner);
    const ownerChanges = await watch(owner, order.id);
    const staffChanges = await watch(staff, null);

    await moveStatus(writer, staff, order.id, 'pending_payment');
    for (const changes of [ownerChanges, staffChanges])
      expect(await change(changes)).toMatchObject({
        orderId: order.id,
        kind: 'order',
        order: { id: order.id, status: 'pending_payment' },
      });
  });

  it('brings a message posted on one instance, as each subscriber sees it, to subscribers of the other within 2 s', async () => {
    const { owner, staff } = callers;
    const order = await placeOrder(writer, owner);
    const ownerChanges = await watch<MessageChange>(owner, order.id, MESSAGE_CHANGED);
    const staffChanges = await watch<MessageChange>(staff, null, MESSAGE_CHANGED);

    const posted = await writer
      .http()
      .post(`/api/v1/orders/${order.id}/messages`)
      .set('Authorization', owner.auth)
      .send({ body: 'أرسلت الوثائق المطلوبة' })
      .expect(201);
    // One 2 s bar from the writer's answer for both subscribers, however many changes come before the message.
    const deadline = Date.now() + LIVE_WITHIN_MS;
    const messageHeard = async (changes: LiveSubscription<{ orderChanged: MessageChange }>) => {
      let heard: MessageChange;
      do {
        const result = await changes.next(deadline - Date.now());
        expect(result.errors).toBeUndefined();
        heard = result.data!.orderChanged;
      } while (heard.kind !== 'message' || heard.orderId !== order.id);
      return heard;
    };
    const sent = { id: posted.body.data.id, body: 'أرسلت الوثائق المطلوبة', fromOffice: false };
    expect(await messageHeard(ownerChanges)).toMatchObject({
      rowId: posted.body.data.id,
      message: { ...sent, mine: true, authorName: owner.user.fullName },
    });
    expect(await messageHeard(staffChanges)).toMatchObject({
      rowId: posted.body.data.id,
      message: { ...sent, mine: false, authorName: owner.user.fullName },
    });
  });

  it('brings a file uploaded on one instance, and keeps notes and other clients’ orders from the client', async () => {
    const { owner, other, staff } = callers;
    const [mine, theirs] = await Promise.all([placeOrder(writer, owner), placeOrder(writer, other)]);
    const ownerChanges = await watch(owner, mine.id);
    const staffChanges = await watch(staff, mine.id);

    await upload(writer, other, theirs.id, 'theirs.pdf');
    await writer.prisma.orderNote.create({
      data: { orderId: mine.id, authorId: staff.user.id, authorName: staff.user.fullName, body: 'ملاحظة' },
    });
    await upload(writer, owner, mine.id, 'mine.pdf');

    let staffChange: Change;
    do staffChange = await change(staffChanges);
    while (staffChange.kind !== 'note');
    expect(staffChange).toMatchObject({ orderId: mine.id });
    // The owner hears nothing of the other client's file or the note: the next file they hear of is theirs.
    let ownerChange: Change;
    do ownerChange = await change(ownerChanges);
    while (ownerChange.kind !== 'file' && ownerChange.kind !== 'note');
    expect(ownerChange).toMatchObject({ orderId: mine.id, kind: 'file' });
    expect(ownerChange.order.files.map((file) => file.originalName)).toEqual(['mine.pdf']);
  });
});
