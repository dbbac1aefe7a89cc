import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { itReadsPdfText, pdfText } from './helpers/pdf-text.js';
import { activeServiceId, type Caller, createCallers, placeOrder } from './helpers/orders.js';

/** A father, as the client types him in step 3 (REST names). */
const FATHER = {
  kind: 'relative',
  relation: 'father',
  full_name_ar: 'أحمد محمد الحلبي',
  full_name_latin: 'Ahmad Mohammad Alhalabi',
  father_name: 'محمد',
  mother_name: 'فاطمة الخطيب',
  birth_date: '1955-04-12',
  birth_place: 'حلب',
  national_number: '01010123456',
};
/** The same person as GraphQL names the fields. */
const FATHER_GQL = {
  kind: 'relative',
  relation: 'father',
  fullNameAr: FATHER.full_name_ar,
  fullNameLatin: FATHER.full_name_latin,
  fatherName: FATHER.father_name,
  motherName: FATHER.mother_name,
  birthDate: FATHER.birth_date,
  birthPlace: FATHER.birth_place,
  nationalNumber: FATHER.national_number,
};
const PRINCIPAL = {
  ...FATHER,
  kind: 'power_of_attorney',
  relation: undefined,
  full_name_ar: 'سمير خالد العلي',
  full_name_latin: 'Samir Khaled Alali',
};
const SELF_ANSWER = {
  kind: 'self',
  full_name_ar: null,
  full_name_latin: null,
  relation: null,
  father_name: null,
  mother_name: null,
  birth_date: null,
  birth_place: null,
  national_number: null,
};
const { kind: _kind, ...FATHER_PERSON } = FATHER;
void _kind;

const APPLICANT_FIELDS = `applicant { kind fullNameAr fullNameLatin relation fatherName motherName birthDate birthPlace nationalNumber }`;
const CREATE_ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id ${APPLICANT_FIELDS} } }`;
const ORDER = `query ($id: Int!) { order(id: $id) { id ${APPLICANT_FIELDS} } }`;
const ADMIN_ORDERS = `query { adminOrders(page: { page: 1, pageSize: 100 }) { items { id applicant { kind fullNameLatin relation } } } }`;
const MY_PEOPLE = `query { mySavedPeople { id kind fullNameAr fullNameLatin relation birthDate nationalNumber } }`;
const CREATE_PERSON = `mutation ($input: SavedPersonInput!) { createSavedPerson(input: $input) { id kind fullNameLatin relation birthDate } }`;
const UPDATE_PERSON = `mutation ($id: Int!, $input: SavedPersonInput!) { updateSavedPerson(id: $id, input: $input) { id fullNameLatin } }`;
const DELETE_PERSON = `mutation ($id: Int!) { deleteSavedPerson(id: $id) }`;

describe('applying for someone else', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
  });
  afterAll(() => t.close());

  const getOrder = (caller: Caller | undefined, id: number) => {
    const call = t.http().get(`/api/v1/orders/${id}`);
    return caller ? call.set('Authorization', caller.auth) : call;
  };
  const postOrder = (caller: Caller, serviceId: number, body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/v1/orders')
      .set('Authorization', caller.auth)
      .send({ service_id: serviceId, ...body });

  describe('placing an order', () => {
    it('REST stores a relative as the applicant and shows them to the owner, staff and admin only', async () => {
      const order = await placeOrder(t, owner, { applicant: FATHER });
      expect(order.applicant).toEqual({ ...FATHER });
      for (const caller of [owner, staff, admin]) {
        const detail = await getOrder(caller, order.id).expect(200);
        expect(detail.body.data.applicant).toEqual(FATHER);
        expect(detail.body.data.full_name).toBe('صاحب الطلب');
      }
      await getOrder(other, order.id).expect(404);
      await getOrder(undefined, order.id).expect(401);
    });

    it('a power of attorney has no relation (a sent one is not kept), and Arabic digits of the number read as Latin', async () => {
      const order = await placeOrder(t, owner, {
        applicant: { ...PRINCIPAL, relation: 'brother', national_number: '٠١٠١٠١٢٣٤٥٦' },
      });
      expect(order.applicant).toEqual({ ...PRINCIPAL, relation: null });
    });

    it('without an applicant, or with kind self, the account holder applies for themself', async () => {
      const plain = await placeOrder(t, owner);
      expect(plain.applicant).toEqual(SELF_ANSWER);
      const self = await placeOrder(t, owner, { applicant: { kind: 'self' } });
      expect(self.applicant).toEqual(SELF_ANSWER);
      expect(await t.prisma.orderApplicant.count({ where: { orderId: { in: [plain.id, self.id] } } })).toBe(0);
    });

    it('REST refuses a missing or wrong field with its Arabic message under applicant.<field>, storing nothing', async () => {
      const before = await t.prisma.order.count();
      const serviceId = await activeServiceId(t);
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...FATHER, full_name_latin: undefined }, 'full_name_latin', 'الاسم الكامل بالأحرف اللاتينية مطلوب'],
        [
          { ...FATHER, full_name_latin: 'أحمد' },
          'full_name_latin',
          'اكتب الاسم الكامل بالأحرف اللاتينية كما في جواز السفر',
        ],
        [{ ...FATHER, full_name_ar: 'Ahmad Alhalabi' }, 'full_name_ar', 'اكتب الاسم الكامل بالأحرف العربية'],
        [{ ...FATHER, relation: undefined }, 'relation', 'اختر صلة القرابة'],
        [{ ...FATHER, relation: 'cousin' }, 'relation', 'اختر صلة القرابة'],
        [{ ...FATHER, father_name: '  ' }, 'father_name', 'اسم الأب مطلوب'],
        [{ ...FATHER, mother_name: undefined }, 'mother_name', 'اسم الأم ونسبتها مطلوبان'],
        [
          { ...FATHER, birth_date: '2999-01-01' },
          'birth_date',
          'تاريخ الولادة غير صحيح: اكتبه بالشكل YYYY-MM-DD، بين 1900 واليوم',
        ],
        [
          { ...FATHER, birth_date: '1955-02-30' },
          'birth_date',
          'تاريخ الولادة غير صحيح: اكتبه بالشكل YYYY-MM-DD، بين 1900 واليوم',
        ],
        [{ ...FATHER, birth_place: undefined }, 'birth_place', 'مكان الولادة مطلوب'],
        [
          { ...FATHER, national_number: '12' },
          'national_number',
          'الرقم الوطني غير صحيح: من 5 إلى 20 خانة من الأرقام والأحرف اللاتينية',
        ],
        [{ ...FATHER, kind: 'neighbour' }, 'kind', 'اختر لمن هذه الأوراق'],
        [{ ...FATHER, nickname: 'أبو محمد' }, 'nickname', 'الحقل nickname غير مسموح به'],
      ];
      for (const [applicant, field, msg] of cases) {
        const response = await postOrder(owner, serviceId, { applicant }).expect(422);
        expect(response.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'applicant', field], msg })]);
      }
      expect(await t.prisma.order.count()).toBe(before);
    });

    it('GraphQL stores the applicant, answers it on Order for the owner, staff and admin, and refuses bad fields by their GraphQL name', async () => {
      const serviceId = await activeServiceId(t);
      const created = await t.graphql(CREATE_ORDER, { input: { serviceId, applicant: FATHER_GQL } }, owner.token);
      expect(created.body.errors).toBeUndefined();
      const id = created.body.data.createOrder.id as number;
      expect(created.body.data.createOrder.applicant).toEqual(FATHER_GQL);
      for (const caller of [owner, staff, admin]) {
        const read = await t.graphql(ORDER, { id }, caller.token);
        expect(read.body.data.order.applicant).toEqual(FATHER_GQL);
      }
      const foreign = await t.graphql(ORDER, { id }, other.token);
      expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const list = await t.graphql(ADMIN_ORDERS, {}, staff.token);
      expect(list.body.data.adminOrders.items).toContainEqual({
        id,
        applicant: { kind: 'relative', fullNameLatin: FATHER.full_name_latin, relation: 'father' },
      });
      expect((await t.graphql(ADMIN_ORDERS, {}, owner.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');

      const bad = await t.graphql(
        CREATE_ORDER,
        { input: { serviceId, applicant: { ...FATHER_GQL, fullNameLatin: 'أحمد' } } },
        owner.token,
      );
      expect(bad.body.errors[0]).toMatchObject({
        message: 'اكتب الاسم الكامل بالأحرف اللاتينية كما في جواز السفر',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [expect.objectContaining({ loc: ['body', 'applicant', 'fullNameLatin'] })],
        },
      });
      const anonymous = await t.graphql(CREATE_ORDER, { input: { serviceId, applicant: FATHER_GQL } });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('public tracking shows nothing of the applicant (REST and GraphQL)', async () => {
      const order = await placeOrder(t, owner, { applicant: FATHER });
      const tracked = await t.http().get(`/api/v1/orders/track/${order.tracking_number}`).expect(200);
      const text = JSON.stringify(tracked.body);
      for (const value of Object.values(FATHER_PERSON)) expect(text).not.toContain(value);
      expect(tracked.body.data).not.toHaveProperty('applicant');
      const graphql = await t.graphql(`query ($n: String!) { trackOrder(trackingNumber: $n) { applicant { kind } } }`, {
        n: order.tracking_number,
      });
      expect(graphql.body.errors[0].message).toMatch(/applicant/);
    });

    it('saves the person for later when asked; editing the saved person later leaves the order as it was', async () => {
      const client = (await createCallers(t)).owner;
      const order = await placeOrder(t, client, { applicant: { ...FATHER, save_for_later: true } });
      const people = await t.http().get('/api/v1/auth/me/people').set('Authorization', client.auth).expect(200);
      expect(people.body.data).toEqual([
        { id: expect.any(Number), ...FATHER, created_at: expect.any(String), updated_at: expect.any(String) },
      ]);
      await t
        .http()
        .put(`/api/v1/auth/me/people/${people.body.data[0].id}`)
        .set('Authorization', client.auth)
        .send({ ...FATHER, full_name_latin: 'Ahmed Halabi' })
        .expect(200);
      expect((await getOrder(client, order.id).expect(200)).body.data.applicant).toEqual(FATHER);
    });
  });

  describe('the invoice and the export', () => {
    const binary = (call: ReturnType<ReturnType<TestApp['http']>['get']>) =>
      call.buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

    itReadsPdfText('the invoice names the applicant beside the customer; the public invoice does not', async () => {
      const order = await placeOrder(t, owner, { applicant: FATHER });
      // (pdftotext splits the lam-alef ligature of الأب, so the relation is read in the export's test.)
      for (const caller of [owner, staff]) {
        const invoice = await binary(
          t.http().get(`/api/v1/orders/${order.id}/invoice`).set('Authorization', caller.auth),
        );
        const text = await pdfText(invoice.body as Buffer);
        for (const part of ['بيانات العميل', 'صاحب الطلب', 'لصالح', 'أحمد محمد الحلبي', 'Alhalabi', 'صفته'])
          expect(text).toContain(part);
      }
      const publicInvoice = await binary(t.http().get(`/api/v1/orders/track/${order.tracking_number}/invoice`));
      const text = await pdfText(publicInvoice.body as Buffer);
      for (const secret of ['الحلبي', 'Alhalabi', 'لصالح']) expect(text).not.toContain(secret);
      const self = await placeOrder(t, owner);
      const selfText = await pdfText(
        (await binary(t.http().get(`/api/v1/orders/${self.id}/invoice`).set('Authorization', owner.auth)))
          .body as Buffer,
      );
      expect(selfText).not.toContain('لصالح');
    });

    it('the export has the applicant and their relation beside the customer', async () => {
      const relative = await placeOrder(t, owner, { applicant: FATHER });
      const principal = await placeOrder(t, owner, { applicant: PRINCIPAL });
      const self = await placeOrder(t, owner);
      const response = await binary(
        t.http().get('/api/v1/admin/orders/export').set('Authorization', admin.auth),
      ).expect(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.body as ArrayBuffer);
      const rows: ExcelJS.CellValue[][] = [];
      workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
      expect(rows[0].slice(2, 5)).toEqual(['العميل', 'المعني بالطلب', 'صفته']);
      const byNumber = new Map(rows.slice(1).map((row) => [row[0], row.slice(2, 5)]));
      expect(byNumber.get(relative.order_number)).toEqual([
        'صاحب الطلب',
        'أحمد محمد الحلبي (Ahmad Mohammad Alhalabi)',
        'الأب',
      ]);
      expect(byNumber.get(principal.order_number)).toEqual([
        'صاحب الطلب',
        'سمير خالد العلي (Samir Khaled Alali)',
        'موكِّل (وكالة)',
      ]);
      expect(byNumber.get(self.order_number)).toEqual(['صاحب الطلب', 'صاحب الطلب', 'العميل نفسه']);
    });
  });

  describe('saved people', () => {
    const people = (caller?: Caller) => {
      const call = t.http().get('/api/v1/auth/me/people');
      return caller ? call.set('Authorization', caller.auth) : call;
    };
    const add = (caller: Caller, body: Record<string, unknown>) =>
      t.http().post('/api/v1/auth/me/people').set('Authorization', caller.auth).send(body);

    it('REST: the owner lists, adds, edits and deletes their people', async () => {
      const { owner: client } = await createCallers(t);
      expect((await people(client).expect(200)).body.data).toEqual([]);
      const added = await add(client, FATHER).expect(201);
      expect(added.body.data).toMatchObject(FATHER);
      const principal = await add(client, PRINCIPAL).expect(201);
      expect(principal.body.data).toMatchObject({ kind: 'power_of_attorney', relation: null });
      const edited = await t
        .http()
        .put(`/api/v1/auth/me/people/${added.body.data.id}`)
        .set('Authorization', client.auth)
        .send({ ...FATHER, relation: 'mother', full_name_ar: 'فاطمة الخطيب' })
        .expect(200);
      expect(edited.body.data).toMatchObject({ relation: 'mother', full_name_ar: 'فاطمة الخطيب' });
      await t
        .http()
        .delete(`/api/v1/auth/me/people/${principal.body.data.id}`)
        .set('Authorization', client.auth)
        .expect(204);
      expect((await people(client).expect(200)).body.data.map((p: { id: number }) => p.id)).toEqual([
        added.body.data.id,
      ]);
    });

    it('REST refuses a saved person of kind self and bad fields with 422 per field', async () => {
      const response = await add(owner, { ...FATHER, kind: 'self' }).expect(422);
      expect(response.body.detail).toEqual([
        expect.objectContaining({ loc: ['body', 'kind'], msg: 'الشخص المحفوظ قريب أو موكِّل' }),
      ]);
      const missing = await add(owner, { kind: 'relative' }).expect(422);
      expect(missing.body.detail.map((error: { loc: string[] }) => error.loc[1])).toEqual([
        'full_name_ar',
        'full_name_latin',
        'relation',
        'father_name',
        'mother_name',
        'birth_date',
        'birth_place',
        'national_number',
      ]);
    });

    it('nobody else sees or changes them: another client, staff and admin get their own lists, and 404 on the id; anonymous 401', async () => {
      const { owner: client } = await createCallers(t);
      const id = (await add(client, FATHER).expect(201)).body.data.id as number;
      for (const caller of [other, staff, admin]) {
        expect((await people(caller).expect(200)).body.data).not.toContainEqual(expect.objectContaining({ id }));
        await t.http().put(`/api/v1/auth/me/people/${id}`).set('Authorization', caller.auth).send(FATHER).expect(404);
        await t.http().delete(`/api/v1/auth/me/people/${id}`).set('Authorization', caller.auth).expect(404);
        const gql = await t.graphql(DELETE_PERSON, { id }, caller.token);
        expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
      }
      await people().expect(401);
      await t.http().post('/api/v1/auth/me/people').send(FATHER).expect(401);
      expect((await t.graphql(MY_PEOPLE)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(await t.prisma.savedPerson.findUnique({ where: { id } })).toMatchObject({
        fullNameAr: FATHER.full_name_ar,
      });
    });

    it('GraphQL: the owner lists, adds, edits and deletes their people', async () => {
      const { owner: client } = await createCallers(t);
      const created = await t.graphql(CREATE_PERSON, { input: FATHER_GQL }, client.token);
      expect(created.body.data.createSavedPerson).toEqual({
        id: expect.any(Number),
        kind: 'relative',
        fullNameLatin: FATHER.full_name_latin,
        relation: 'father',
        birthDate: FATHER.birth_date,
      });
      const id = created.body.data.createSavedPerson.id as number;
      const updated = await t.graphql(
        UPDATE_PERSON,
        { id, input: { ...FATHER_GQL, fullNameLatin: 'Ahmed Halabi' } },
        client.token,
      );
      expect(updated.body.data.updateSavedPerson).toEqual({ id, fullNameLatin: 'Ahmed Halabi' });
      const listed = await t.graphql(MY_PEOPLE, {}, client.token);
      expect(listed.body.data.mySavedPeople).toEqual([expect.objectContaining({ id, fullNameLatin: 'Ahmed Halabi' })]);
      const bad = await t.graphql(CREATE_PERSON, { input: { ...FATHER_GQL, birthDate: '12/04/1955' } }, client.token);
      expect(bad.body.errors[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [expect.objectContaining({ loc: ['body', 'birthDate'] })] },
      });
      expect((await t.graphql(DELETE_PERSON, { id }, client.token)).body.data.deleteSavedPerson).toBe(true);
      expect((await t.graphql(MY_PEOPLE, {}, client.token)).body.data.mySavedPeople).toEqual([]);
    });
  });
});
