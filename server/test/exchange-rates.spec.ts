import { createTestService } from './helpers/content.js';
import { type Caller, createCallers, placeOrder } from './helpers/orders.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { DEFAULT_RATES, DEFAULT_RATES_SET_BY } from '../src/settings/exchange-rates/exchange-rate-defaults.js';

const RATES = '/api/v1/admin/exchange-rates';

/**
 * The office's exchange rates (issue 23, currencies): admins set them, the back office reads them and their
 * history, every order stores the rates of the moment it was placed, and its payment amounts follow them.
 */
describe('exchange rates', () => {
  let t: TestApp;
  let owner: Caller;
  let staff: Caller;
  let admin: Caller;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, staff, admin } = await createCallers(t));
  });
  afterAll(() => t.close());

  const setRest = (caller: Caller | null, body: Record<string, unknown>) => {
    const call = t.http().put(RATES);
    if (caller) call.set('Authorization', caller.auth);
    return call.send(body);
  };
  const setGraphql = (caller: Caller | null, input: Record<string, unknown>) =>
    t.graphql(SET_RATE, { input }, caller?.token);
  const get = (caller: Caller | null, path = '') => {
    const call = t.http().get(`${RATES}${path}`);
    if (caller) call.set('Authorization', caller.auth);
    return call;
  };
  /** Sets a rate as the admin (REST) and returns its answer. */
  const setRate = async (currency: string, perTry: string) =>
    (await setRest(admin, { currency, per_try: perTry }).expect(200)).body.data;

  describe('a fresh install', () => {
    it('has realistic USD and SYP rates set by the initial setup, so pounds show from the first order', async () => {
      const response = await get(staff).expect(200);
      expect(response.body.data).toEqual([
        expect.objectContaining({ currency: 'USD', per_try: DEFAULT_RATES.USD, set_by: DEFAULT_RATES_SET_BY }),
        expect.objectContaining({ currency: 'SYP', per_try: DEFAULT_RATES.SYP, set_by: DEFAULT_RATES_SET_BY }),
      ]);
    });
  });

  describe('who may read and set the rates', () => {
    it('lets staff and admins read the current rates and the history on both APIs', async () => {
      for (const caller of [staff, admin]) {
        await get(caller).expect(200);
        await get(caller, '/history').expect(200);
        const graphql = await t.graphql(READ_RATES, {}, caller.token);
        expect(graphql.body.errors).toBeUndefined();
        expect(graphql.body.data.exchangeRates.map((rate: { currency: string }) => rate.currency)).toEqual([
          'USD',
          'SYP',
        ]);
      }
    });

    it('refuses the rates to clients and to nobody signed in, on both APIs', async () => {
      for (const path of ['', '/history']) {
        await get(owner, path).expect(403);
        await get(null, path).expect(401);
      }
      const client = await t.graphql(READ_RATES, {}, owner.token);
      expect(client.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const anonymous = await t.graphql(READ_RATES, {});
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('lets only admins set a rate: staff, clients and nobody signed in are refused on both APIs', async () => {
      const before = await t.prisma.exchangeRate.count();
      await setRest(staff, { currency: 'SYP', per_try: '400' }).expect(403);
      await setRest(owner, { currency: 'SYP', per_try: '400' }).expect(403);
      await setRest(null, { currency: 'SYP', per_try: '400' }).expect(401);
      for (const [caller, code] of [
        [staff, 'FORBIDDEN'],
        [owner, 'FORBIDDEN'],
        [null, 'UNAUTHENTICATED'],
      ] as const) {
        const response = await setGraphql(caller, { currency: 'SYP', perTry: '400' });
        expect(response.body.errors[0].extensions.code).toBe(code);
      }
      expect(await t.prisma.exchangeRate.count()).toBe(before);
    });
  });

  describe('setting a rate', () => {
    it('makes it current on both APIs, with who set it, the inverse rate and an audit entry', async () => {
      const rest = await setRest(admin, { currency: 'usd', per_try: 0.025 }).expect(200);
      expect(rest.body.data).toEqual({
        id: expect.any(Number),
        currency: 'USD',
        per_try: '0.025',
        try_per_unit: '40',
        set_by: 'مدير المكتب',
        created_at: expect.any(String),
      });
      const graphql = await setGraphql(admin, { currency: 'SYP', perTry: '330.5' });
      expect(graphql.body.errors).toBeUndefined();
      expect(graphql.body.data.setExchangeRate).toMatchObject({
        currency: 'SYP',
        perTry: '330.5',
        tryPerUnit: '0.003',
        setByName: 'مدير المكتب',
      });
      const current = await get(staff).expect(200);
      expect(
        current.body.data.map((rate: { currency: string; per_try: string }) => [rate.currency, rate.per_try]),
      ).toEqual([
        ['USD', '0.025'],
        ['SYP', '330.5'],
      ]);
      const audit = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'exchange_rate.set', entityId: String(rest.body.data.id) },
      });
      expect(audit).toMatchObject({ actorName: 'مدير المكتب', details: { currency: 'USD', per_try: '0.025' } });
    });

    it('keeps every rate in the history: who set which rate when, newest first, by pages and by currency', async () => {
      const first = await setRate('SYP', '331');
      const second = await setRate('SYP', '332.25');
      const page = await get(staff, '/history?page_size=2&currency=SYP').expect(200);
      expect(page.body.data.map((rate: { id: number }) => rate.id)).toEqual([second.id, first.id]);
      expect(page.body.data[0]).toMatchObject({ per_try: '332.25', set_by: 'مدير المكتب' });
      const total = await t.prisma.exchangeRate.count({ where: { currency: 'SYP' } });
      expect(page.body.meta).toEqual({ total, page: 1, page_size: 2 });
      const graphql = await t.graphql(
        'query { exchangeRateHistory(currency: "SYP", page: { page: 2, pageSize: 2 }) { total page items { id perTry setByName } } }',
        {},
        admin.token,
      );
      expect(graphql.body.errors).toBeUndefined();
      expect(graphql.body.data.exchangeRateHistory.total).toBe(total);
      const everything = await get(admin, `/history?page_size=100`).expect(200);
      expect(everything.body.data.map((rate: { currency: string }) => rate.currency)).toContain('USD');
      expect(everything.body.data.at(-1).set_by).toBe(DEFAULT_RATES_SET_BY);
    });

    it.each([
      ['zero', '0', 'EXCHANGE_RATE_NOT_POSITIVE', 'سعر الصرف يجب أن يكون أكبر من صفر'],
      ['a negative rate', '-330', 'EXCHANGE_RATE_NOT_POSITIVE', 'سعر الصرف يجب أن يكون أكبر من صفر'],
      ['text', 'ثلاثمئة', 'EXCHANGE_RATE_NOT_A_NUMBER', 'سعر الصرف يجب أن يكون رقماً، مثل 330 أو 0.0241'],
      ['an empty rate', '', 'EXCHANGE_RATE_NOT_A_NUMBER', 'سعر الصرف يجب أن يكون رقماً، مثل 330 أو 0.0241'],
      [
        'eleven decimals',
        '0.00000000001',
        'EXCHANGE_RATE_OUT_OF_RANGE',
        'سعر الصرف يقبل عشر منازل عشرية على الأكثر وعشرة أرقام قبل الفاصلة',
      ],
    ])('refuses %s with a clear Arabic message and its code on both APIs', async (_case, perTry, code, message) => {
      const before = await t.prisma.exchangeRate.count();
      const rest = await setRest(admin, { currency: 'SYP', per_try: perTry }).expect(422);
      expect(rest.body).toEqual({
        detail: [{ loc: ['body', 'per_try'], msg: message, type: code.toLowerCase() }],
        code,
      });
      const graphql = await setGraphql(admin, { currency: 'SYP', perTry });
      expect(graphql.body.errors[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', reason: code },
      });
      expect(await t.prisma.exchangeRate.count()).toBe(before);
    });

    it('refuses a rate sent as a JSON boolean or with no rate at all on REST', async () => {
      const wrongType = await setRest(admin, { currency: 'SYP', per_try: true }).expect(422);
      expect(wrongType.body.code).toBe('EXCHANGE_RATE_NOT_A_NUMBER');
      const missing = await setRest(admin, { currency: 'SYP' }).expect(422);
      expect(missing.body.code).toBe('EXCHANGE_RATE_NOT_A_NUMBER');
    });

    it.each(['EUR', 'TRY', ''])(
      'refuses the currency %j on both APIs, naming the two the office sets',
      async (currency) => {
        const message = 'العملة غير معروفة: يمكن تحديد سعر الدولار الأمريكي (USD) أو الليرة السورية (SYP) فقط';
        const rest = await setRest(admin, { currency, per_try: '1' }).expect(422);
        expect(rest.body).toEqual({
          detail: [{ loc: ['body', 'currency'], msg: message, type: 'exchange_rate_currency_unknown' }],
          code: 'EXCHANGE_RATE_CURRENCY_UNKNOWN',
        });
        const graphql = await setGraphql(admin, { currency, perTry: '1' });
        expect(graphql.body.errors[0]).toMatchObject({
          message,
          extensions: { code: 'BAD_USER_INPUT', reason: 'EXCHANGE_RATE_CURRENCY_UNKNOWN' },
        });
        await get(staff, `/history?currency=${currency || 'X'}`).expect(422);
      },
    );
  });

  describe('orders and their payment amounts', () => {
    it('store the rates of the moment the order was placed; later rates leave the order alone', async () => {
      const service = await createTestService(t, { priceTry: '1500.00' });
      await setRate('USD', '0.0241');
      await setRate('SYP', '330.5');
      const order = await placeOrder(t, owner, { service_id: service.id, payment_method: 'mtn_cash' });
      const row = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(row.usdPerTry?.toFixed()).toBe('0.0241');
      expect(row.sypPerTry?.toFixed()).toBe('330.5');
      // 1500 ₺ × 330.5 = 495,750 pounds.
      expect(order.payment_amounts).toEqual([{ currency: 'SYP', amount: '495750.00', per_try: '330.5' }]);

      await setRate('SYP', '400');
      const again = await t.http().get(`/api/v1/orders/${order.id}`).set('Authorization', owner.auth).expect(200);
      expect(again.body.data.payment_amounts).toEqual([{ currency: 'SYP', amount: '495750.00', per_try: '330.5' }]);
      const graphql = await t.graphql(
        'query ($id: Int!) { order(id: $id) { paymentAmounts { currency amount perTry } } }',
        { id: order.id },
        owner.token,
      );
      expect(graphql.body.errors).toBeUndefined();
      expect(graphql.body.data.order.paymentAmounts).toEqual([
        { currency: 'SYP', amount: '495750.00', perTry: '330.5' },
      ]);
    });

    it('ask whole pounds rounded up, and a bank transfer in lira and dollars, in exact decimals', async () => {
      const service = await createTestService(t, { priceTry: '1500.01' });
      await setRate('USD', '0.0241');
      await setRate('SYP', '330.33');
      // 1500.01 × 330.33 = 495,498.3033 pounds: 495,499, never fewer.
      const byMtn = await placeOrder(t, owner, { service_id: service.id, payment_method: 'syriatel_cash' });
      expect(byMtn.payment_amounts).toEqual([{ currency: 'SYP', amount: '495499.00', per_try: '330.33' }]);
      // 1500.01 × 0.0241 = 36.150241 dollars: 36.16, rounded up to the cent.
      const byBank = await t.graphql(
        'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { paymentAmounts { currency amount perTry } } }',
        { input: { serviceId: service.id, paymentMethod: 'bank_transfer' } },
        owner.token,
      );
      expect(byBank.body.errors).toBeUndefined();
      expect(byBank.body.data.createOrder.paymentAmounts).toEqual([
        { currency: 'TRY', amount: '1500.01', perTry: null },
        { currency: 'USD', amount: '36.16', perTry: '0.0241' },
      ]);
    });

    it('never asks a mobile-cash client for lira: without a pound rate the order stores none and asks nothing', async () => {
      const service = await createTestService(t, { priceTry: '1500.00' });
      await t.prisma.exchangeRate.deleteMany({ where: { currency: 'SYP' } });
      const order = await placeOrder(t, owner, { service_id: service.id, payment_method: 'mtn_cash' });
      expect(order.payment_amounts).toEqual([]);
      const row = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(row.sypPerTry).toBeNull();
      expect(row.usdPerTry?.toFixed()).toBe('0.0241');
      await setRate('SYP', '330');
    });
  });
});

const READ_RATES = 'query { exchangeRates { currency perTry tryPerUnit setByName createdAt } }';
const SET_RATE =
  'mutation ($input: SetExchangeRateInput!) { setExchangeRate(input: $input) { id currency perTry tryPerUnit setByName createdAt } }';
