import { clientDocument } from './helpers/client-documents.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers } from './helpers/orders.js';
import { createTestService, DENIED } from './helpers/content.js';
import { seedDatabase } from '../src/seed/seed.js';
import { APP_CONFIG } from '../src/config/config.module.js';
import type { AppConfig } from '../src/config/app-config.js';

const QUESTION_FIELDS =
  'key labelAr labelTr labelEn type required minLength maxLength pattern minDate maxDate minNumber maxNumber options { value labelAr }';
const UPDATE = `mutation ($id: Int!, $input: UpdateServiceInput!) { updateService(id: $id, input: $input) { id intakeQuestions { ${QUESTION_FIELDS} } } }`;
const CREATE_ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id answers { key type labelAr value valueLabelAr } } }`;
const ORDER = `query ($id: Int!) { order(id: $id) { id answers { key labelAr value } } }`;

/** The questions of the test service, as REST's admin sends them. */
const QUESTIONS = [
  { key: 'father_name', label_ar: 'اسم الأب', label_en: "Father's name", type: 'text', required: true, max_length: 40 },
  {
    key: 'registry_number',
    label_ar: 'رقم القيد',
    type: 'text',
    required: true,
    pattern: '[0-9]+(/[0-9]+)?',
  },
  {
    key: 'birth_date',
    label_ar: 'تاريخ الولادة',
    type: 'date',
    required: true,
    min_date: '1900-01-01',
    max_date: 'today',
  },
  { key: 'page_count', label_ar: 'عدد الصفحات', type: 'number', min_number: 1, max_number: 50 },
  {
    key: 'target_language',
    label_ar: 'لغة الترجمة',
    type: 'choice',
    required: true,
    options: [
      { value: 'turkish', label_ar: 'التركية', label_en: 'Turkish' },
      { value: 'english', label_ar: 'الإنجليزية' },
    ],
  },
  { key: 'has_original', label_ar: 'هل الأصل معك؟', type: 'yes_no' },
  { key: 'country', label_ar: 'بلد الإقامة', type: 'country' },
];
const GOOD_ANSWERS = {
  father_name: 'أحمد',
  registry_number: '123/4',
  birth_date: '1990-05-01',
  page_count: 3,
  target_language: 'turkish',
  has_original: true,
  country: 'de',
};

describe('intake questions and answers', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;
  let serviceId: number;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    serviceId = (await createTestService(t, { category: 'translation' })).id;
    await t
      .http()
      .put(`/api/v1/services/${serviceId}`)
      .set('Authorization', admin.auth)
      .send({ intake_questions: QUESTIONS })
      .expect((res) => {
        if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      });
  });
  afterAll(() => t.close());

  const order = (caller: Caller, answers: unknown) =>
    t.http().post('/api/v1/orders').set('Authorization', caller.auth).send({ service_id: serviceId, answers });

  describe('definitions', () => {
    it('the admin saves them in order and every service answer shows them', async () => {
      const rest = await t.http().get(`/api/v1/services/${serviceId}`).expect(200);
      expect(rest.body.data.intake_questions.map((q: { key: string }) => q.key)).toEqual(QUESTIONS.map((q) => q.key));
      expect(rest.body.data.intake_questions[4]).toMatchObject({
        type: 'choice',
        required: true,
        options: [
          { value: 'turkish', label_ar: 'التركية', label_tr: null, label_en: 'Turkish' },
          { value: 'english', label_ar: 'الإنجليزية', label_tr: null, label_en: null },
        ],
      });
      expect(rest.body.data.intake_questions[2]).toMatchObject({ min_date: '1900-01-01', max_date: 'today' });
      const list = await t.http().get('/api/v1/services').expect(200);
      expect(list.body.data.find((s: { id: number }) => s.id === serviceId).intake_questions).toHaveLength(7);
      const gql = await t.graphql(`{ service(id: ${serviceId}) { intakeQuestions { key minNumber maxNumber } } }`);
      expect(gql.body.data.service.intakeQuestions[3]).toEqual({ key: 'page_count', minNumber: 1, maxNumber: 50 });
    });

    it('GraphQL replaces them; a later edit leaves the questions alone when not sent', async () => {
      const other = (await createTestService(t)).id;
      const input = { intakeQuestions: [{ key: 'agent_name', labelAr: 'اسم الوكيل', type: 'text', required: true }] };
      const saved = await t.graphql(UPDATE, { id: other, input }, admin.token);
      expect(saved.body.data.updateService.intakeQuestions).toEqual([
        expect.objectContaining({
          key: 'agent_name',
          labelAr: 'اسم الوكيل',
          type: 'text',
          required: true,
          options: [],
        }),
      ]);
      const renamed = await t.graphql(UPDATE, { id: other, input: { nameAr: 'اسم آخر' } }, admin.token);
      expect(renamed.body.data.updateService.intakeQuestions).toHaveLength(1);
      const cleared = await t.graphql(UPDATE, { id: other, input: { intakeQuestions: [] } }, admin.token);
      expect(cleared.body.data.updateService.intakeQuestions).toEqual([]);
    });

    it("the back office's services page (60 services, their questions and documents) stays under the query limit", async () => {
      const page = await t.graphql(clientDocument('AdminServices'), { page: { page: 1, pageSize: 60 } }, admin.token);
      expect(page.body.errors).toBeUndefined();
      expect(page.body.data.adminServices.items.length).toBeGreaterThan(10);
    });

    it.each([['anonymous'], ['client'], ['staff']] as const)('%s may not change them', async (role) => {
      const caller = role === 'anonymous' ? undefined : role === 'client' ? owner : staff;
      const call = t.http().put(`/api/v1/services/${serviceId}`).send({ intake_questions: [] });
      const rest = await (caller ? call.set('Authorization', caller.auth) : call);
      expect(rest.status).toBe(DENIED[role].status);
      const gql = await t.graphql(UPDATE, { id: serviceId, input: { intakeQuestions: [] } }, caller?.token);
      expect(gql.body.errors[0].extensions.code).toBe(DENIED[role].code);
      expect(await t.prisma.serviceQuestion.count({ where: { serviceId } })).toBe(QUESTIONS.length);
    });

    it.each([
      [
        'a key that is not a key',
        [{ key: 'Father Name', label_ar: 'س', type: 'text' }],
        ['intake_questions', 0, 'key'],
      ],
      [
        'two questions with one key',
        [
          { key: 'a', label_ar: 'س', type: 'text' },
          { key: 'a', label_ar: 'ص', type: 'text' },
        ],
        ['intake_questions'],
      ],
      ['a choice without options', [{ key: 'a', label_ar: 'س', type: 'choice' }], ['intake_questions', 0, 'options']],
      [
        'options on a text question',
        [{ key: 'a', label_ar: 'س', type: 'text', options: [{ value: 'x', label_ar: 'س' }] }],
        ['intake_questions', 0, 'options'],
      ],
      [
        'a length range upside down',
        [{ key: 'a', label_ar: 'س', type: 'text', min_length: 5, max_length: 2 }],
        ['intake_questions', 0, 'max_length'],
      ],
      [
        'a date range upside down',
        [{ key: 'a', label_ar: 'س', type: 'date', min_date: '2020-01-01', max_date: '2019-01-01' }],
        ['intake_questions', 0, 'max_date'],
      ],
      [
        'a pattern that does not compile',
        [{ key: 'a', label_ar: 'س', type: 'text', pattern: '([' }],
        ['intake_questions', 0, 'pattern'],
      ],
      [
        'a number range on a date',
        [{ key: 'a', label_ar: 'س', type: 'date', min_number: 1 }],
        ['intake_questions', 0, 'min_number'],
      ],
      [
        'an unknown field',
        [{ key: 'a', label_ar: 'س', type: 'text', colour: 'red' }],
        ['intake_questions', 0, 'colour'],
      ],
      [
        'an option without its label',
        [{ key: 'a', label_ar: 'س', type: 'choice', options: [{ value: 'x' }] }],
        ['intake_questions', 0, 'options', 0, 'label_ar'],
      ],
    ])('refuses %s at its place (both APIs)', async (_case, questions, loc) => {
      const rest = await t
        .http()
        .put(`/api/v1/services/${serviceId}`)
        .set('Authorization', admin.auth)
        .send({ intake_questions: questions })
        .expect(422);
      expect(rest.body.detail).toEqual(
        expect.arrayContaining([expect.objectContaining({ loc: ['body', ...loc.map(String)] })]),
      );
      expect(rest.body.detail[0].msg).toMatch(/[\u0600-\u06FF]/);
      const camel = (name: string | number) =>
        typeof name === 'string' ? name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) : name;
      const deep = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(deep)
          : typeof value === 'object' && value !== null
            ? Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), deep(v)]))
            : value;
      const gql = await t.graphql(UPDATE, { id: serviceId, input: { intakeQuestions: deep(questions) } }, admin.token);
      expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await t.prisma.serviceQuestion.count({ where: { serviceId } })).toBe(QUESTIONS.length);
    });
  });

  describe('answers', () => {
    it('stores the answers in their normal form with the question as asked, and a later edit does not change them', async () => {
      const created = await order(owner, GOOD_ANSWERS).expect(201);
      expect(created.body.data.answers).toEqual([
        expect.objectContaining({
          key: 'father_name',
          type: 'text',
          label_ar: 'اسم الأب',
          label_en: "Father's name",
          value: 'أحمد',
        }),
        expect.objectContaining({ key: 'registry_number', value: '123/4' }),
        expect.objectContaining({ key: 'birth_date', type: 'date', value: '1990-05-01' }),
        expect.objectContaining({ key: 'page_count', type: 'number', value: '3' }),
        expect.objectContaining({
          key: 'target_language',
          value: 'turkish',
          value_label_ar: 'التركية',
          value_label_en: 'Turkish',
        }),
        expect.objectContaining({ key: 'has_original', type: 'yes_no', value: 'true' }),
        expect.objectContaining({ key: 'country', value: 'DE' }),
      ]);
      const relabelled = QUESTIONS.map((q) =>
        q.key === 'father_name' ? { ...q, label_ar: 'اسم والد صاحب القيد' } : q,
      );
      await t
        .http()
        .put(`/api/v1/services/${serviceId}`)
        .set('Authorization', admin.auth)
        .send({ intake_questions: relabelled })
        .expect(200);
      const again = await t
        .http()
        .get(`/api/v1/orders/${created.body.data.id}`)
        .set('Authorization', owner.auth)
        .expect(200);
      expect(again.body.data.answers[0]).toMatchObject({ key: 'father_name', label_ar: 'اسم الأب' });
      await t
        .http()
        .put(`/api/v1/services/${serviceId}`)
        .set('Authorization', admin.auth)
        .send({ intake_questions: QUESTIONS })
        .expect(200);
    });

    it('GraphQL takes them as a list of key and value and answers them with the order', async () => {
      const answers = Object.entries(GOOD_ANSWERS).map(([key, value]) => ({ key, value: String(value) }));
      const created = await t.graphql(CREATE_ORDER, { input: { serviceId, answers } }, owner.token);
      expect(created.body.errors).toBeUndefined();
      expect(created.body.data.createOrder.answers).toHaveLength(7);
      expect(created.body.data.createOrder.answers[4]).toEqual({
        key: 'target_language',
        type: 'choice',
        labelAr: 'لغة الترجمة',
        value: 'turkish',
        valueLabelAr: 'التركية',
      });
    });

    const refusals: [string, Record<string, unknown>, string, string][] = [
      ['an unknown key', { ...GOOD_ANSWERS, shoe_size: '42' }, 'shoe_size', 'answer_unknown_question'],
      ['a missing required answer', { ...GOOD_ANSWERS, father_name: '  ' }, 'father_name', 'answer_required'],
      ['a text too long', { ...GOOD_ANSWERS, father_name: 'ا'.repeat(41) }, 'father_name', 'answer_too_long'],
      ['a wrong pattern', { ...GOOD_ANSWERS, registry_number: 'abc' }, 'registry_number', 'answer_pattern'],
      ['a date that is no date', { ...GOOD_ANSWERS, birth_date: '1990-02-30' }, 'birth_date', 'answer_date_format'],
      ['a date before the range', { ...GOOD_ANSWERS, birth_date: '1899-12-31' }, 'birth_date', 'answer_date_before'],
      ['a date in the future', { ...GOOD_ANSWERS, birth_date: '2999-01-01' }, 'birth_date', 'answer_date_after'],
      ['a number that is text', { ...GOOD_ANSWERS, page_count: 'three' }, 'page_count', 'answer_number_format'],
      ['a number above the range', { ...GOOD_ANSWERS, page_count: 51 }, 'page_count', 'answer_number_above'],
      ['a choice not offered', { ...GOOD_ANSWERS, target_language: 'german' }, 'target_language', 'answer_choice'],
      ['a yes/no that is neither', { ...GOOD_ANSWERS, has_original: 'maybe' }, 'has_original', 'answer_yes_no'],
      ['an unknown country', { ...GOOD_ANSWERS, country: 'XX' }, 'country', 'answer_country'],
    ];
    it.each(refusals)(
      'refuses %s at answers.<key> on both APIs, and places no order',
      async (_case, answers, key, type) => {
        const before = await t.prisma.order.count();
        const rest = await order(owner, answers).expect(422);
        expect(rest.body.detail).toEqual([
          { loc: ['body', 'answers', key], msg: expect.stringMatching(/[\u0600-\u06FF]/), type },
        ]);
        const list = Object.entries(answers).map(([k, value]) => ({ key: k, value: String(value) }));
        const gql = await t.graphql(CREATE_ORDER, { input: { serviceId, answers: list } }, owner.token);
        expect(gql.body.errors[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ loc: ['body', 'answers', key], msg: rest.body.detail[0].msg, type }],
        });
        expect(await t.prisma.order.count()).toBe(before);
      },
    );

    it('refuses answers that are not an object of texts, and a GraphQL list naming a key twice', async () => {
      const rest = await order(owner, ['أحمد']).expect(422);
      expect(rest.body.detail[0].loc).toEqual(['body', 'answers']);
      const answers = [
        ...Object.entries(GOOD_ANSWERS).map(([key, value]) => ({ key, value: String(value) })),
        { key: 'father_name', value: 'محمود' },
      ];
      const gql = await t.graphql(CREATE_ORDER, { input: { serviceId, answers } }, owner.token);
      expect(gql.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [expect.objectContaining({ loc: ['body', 'answers'] })],
      });
    });

    it('refuses a required answer left out entirely, and answers to a service without questions', async () => {
      const { father_name: _left, ...rest } = GOOD_ANSWERS;
      const missing = await order(owner, rest).expect(422);
      expect(missing.body.detail).toEqual([
        expect.objectContaining({ loc: ['body', 'answers', 'father_name'], type: 'answer_required' }),
      ]);
      const plain = (await createTestService(t)).id;
      const extra = await t
        .http()
        .post('/api/v1/orders')
        .set('Authorization', owner.auth)
        .send({ service_id: plain, answers: { a: 'b' } })
        .expect(422);
      expect(extra.body.detail[0]).toMatchObject({ loc: ['body', 'answers', 'a'], type: 'answer_unknown_question' });
    });

    it('only the owner, staff and admins see the answers; another client and public tracking do not', async () => {
      const created = await order(owner, GOOD_ANSWERS).expect(201);
      const id = created.body.data.id as number;
      for (const caller of [owner, staff, admin]) {
        const rest = await t.http().get(`/api/v1/orders/${id}`).set('Authorization', caller.auth).expect(200);
        expect(rest.body.data.answers).toHaveLength(7);
        const gql = await t.graphql(ORDER, { id }, caller.token);
        expect(gql.body.data.order.answers[0]).toEqual({ key: 'father_name', labelAr: 'اسم الأب', value: 'أحمد' });
      }
      await t.http().get(`/api/v1/orders/${id}`).set('Authorization', other.auth).expect(404);
      const gql = await t.graphql(ORDER, { id }, other.token);
      expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
      expect(gql.body.data).toBeNull();
      await t.http().get(`/api/v1/orders/${id}`).expect(401);
      const tracked = await t.http().get(`/api/v1/orders/track/${created.body.data.tracking_number}`).expect(200);
      expect(JSON.stringify(tracked.body)).not.toContain('أحمد');
      const publicGql = await t.graphql(
        `{ trackOrder(trackingNumber: "${created.body.data.tracking_number}") { answers { value } } }`,
      );
      expect(publicGql.body.errors[0].message).toContain('answers');
    });
  });

  it('seeding a database from before questions gives its seeded services their questions once, then leaves the office’s edits', async () => {
    const seed = () => seedDatabase(t.prisma, t.app.get<AppConfig>(APP_CONFIG));
    const before = await t.prisma.serviceQuestion.findMany({ orderBy: { id: 'asc' } });
    await t.prisma.serviceQuestion.deleteMany();
    await seed();
    const extract = await t.prisma.service.findFirstOrThrow({ where: { nameAr: 'إخراج قيد فردي' } });
    expect(await t.prisma.serviceQuestion.count({ where: { serviceId: extract.id } })).toBe(7);
    await t.prisma.serviceQuestion.deleteMany({ where: { serviceId: extract.id } });
    await seed();
    expect(await t.prisma.serviceQuestion.count({ where: { serviceId: extract.id } })).toBe(0);
    // Back to this file's questions for the tests that follow.
    await t.prisma.serviceQuestion.deleteMany();
    await t.prisma.serviceQuestion.createMany({
      data: before.map(({ id: _id, ...row }) => ({ ...row, options: row.options ?? undefined })),
    });
  });

  it('the seeded catalogue asks what its services need', async () => {
    const extract = await t.prisma.service.findFirstOrThrow({
      where: { nameAr: 'إخراج قيد فردي' },
      include: { questions: { orderBy: { position: 'asc' } } },
    });
    expect(extract.questions.map((q) => q.key)).toEqual([
      'full_name',
      'father_name',
      'mother_name',
      'birth_place',
      'birth_date',
      'registry_place',
      'registry_number',
    ]);
    const translation = await t.prisma.service.findFirstOrThrow({
      where: { nameAr: 'ترجمة محلفة عربي - تركي' },
      include: { questions: { orderBy: { position: 'asc' } } },
    });
    expect(translation.questions.map((q) => [q.key, q.type])).toEqual([
      ['source_language', 'choice'],
      ['target_language', 'choice'],
      ['page_count', 'number'],
    ]);
  });
});
