import type { Test } from 'supertest';
import { DEFAULT_TRACKING_RATE_LIMIT } from '../src/tracking/tracking-rate-limiter.js';
import { CmsService } from '../src/cms/cms.service.js';
import { CMS_TRANSLATION_DEFAULTS } from '../src/cms/cms-translation-defaults.js';
import { SettingsService } from '../src/settings/settings.service.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, freshIp, placeOrder, setStatus } from './helpers/orders.js';
import { createTestService } from './helpers/content.js';
import { itReadsPdfText, pdfText, pdfTitle, withoutLetterhead, expectPdfToSay } from './helpers/pdf-text.js';

const binary = (call: Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const ARABIC = /[\u0600-\u06FF]/;

/** A moment as the interface writes it in `locale`: Istanbul's long date and hour (the zone's name follows). */
const istanbul = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(
    new Date(iso),
  );

describe('invoice PDFs', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;
  let order: Awaited<ReturnType<typeof placeOrder>>;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    order = await placeOrder(t, owner, {
      full_name: 'ريم الحلبية',
      email: 'reem.private@example.com',
      phone: '+963944123456',
      payment_method: 'bank_transfer',
    });
  });
  afterAll(() => t.close());

  const invoice = (caller: Caller | undefined, id = order.id) => {
    const call = t.http().get(`/api/v1/orders/${id}/invoice`);
    return binary(caller ? call.set('Authorization', caller.auth) : call);
  };
  const publicInvoice = (number: string, ip = freshIp()) =>
    binary(
      t
        .http()
        .get(`/api/v1/orders/track/${encodeURIComponent(number)}/invoice`)
        .set('X-Forwarded-For', ip),
    );

  it('gives the owner, staff and admins the invoice as a PDF named by the order number', async () => {
    for (const caller of [owner, staff, admin]) {
      const response = await invoice(caller).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`invoice-${order.order_number}.pdf`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('hides another client’s invoice as if the order did not exist, and asks visitors to sign in', async () => {
    await invoice(other).expect(404);
    await invoice(owner, 999_999).expect(404);
    await invoice(undefined).expect(401);
  });

  itReadsPdfText(
    'writes the order’s fields, the customer and, while unpaid, the bank details from the settings',
    async () => {
      const payment = await t.app.get(SettingsService).get('payment');
      const text = await pdfText((await invoice(owner).expect(200)).body);
      for (const field of [
        order.order_number,
        order.tracking_number,
        payment.iban_try,
        'reem.private@example.com',
        '+963944123456',
        'فاتورة',
        'تعليمات الدفع',
        'تحويل بنكي',
        'جديد',
        'توقيت إسطنبول',
      ]) {
        expectPdfToSay(text, field);
      }
      const amount = new Intl.NumberFormat('ar-SY', { maximumFractionDigits: 2 }).format(Number(order.total_amount));
      expectPdfToSay(text, amount);
    },
  );

  itReadsPdfText('leaves the payment instructions out once the order is paid', async () => {
    const paid = await placeOrder(t, owner, { payment_method: 'bank_transfer' });
    for (const status of ['pending_payment', 'paid']) {
      await t
        .http()
        .put(`/api/v1/orders/${paid.id}/status`)
        .set('Authorization', staff.auth)
        .send({ status })
        .expect(200);
    }
    const text = await pdfText((await invoice(owner, paid.id).expect(200)).body);
    expectPdfToSay(text, 'تم الدفع');
    expect(text).not.toContain('تعليمات الدفع');
  });

  itReadsPdfText('gives anyone with the tracking number the public invoice, without personal data', async () => {
    const response = await publicInvoice(`  ${order.tracking_number.toLowerCase()} `).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.body);
    expectPdfToSay(text, order.tracking_number);
    expectPdfToSay(text, order.order_number);
    for (const secret of ['reem.private@example.com', '963944123456', 'بيانات العميل'])
      expect(text).not.toContain(secret);
    await publicInvoice('TRK-NOSUCH99').expect(404);
  });

  it('counts public invoices in the tracking limit of the IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < DEFAULT_TRACKING_RATE_LIMIT.points; i += 1) {
      await t.http().get(`/api/v1/orders/track/${order.tracking_number}`).set('X-Forwarded-For', ip).expect(200);
    }
    const refused = await publicInvoice(order.tracking_number, ip).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('points to both invoices from the order and the tracking result on both APIs', async () => {
    const rest = await t.http().get(`/api/v1/orders/${order.id}`).set('Authorization', owner.auth).expect(200);
    expect(rest.body.data.invoice_url).toBe(`/api/v1/orders/${order.id}/invoice`);
    const token = owner.auth.replace('Bearer ', '');
    const gql = await t.graphql(`query ($id: Int!) { order(id: $id) { invoiceUrl } }`, { id: order.id }, token);
    expect(gql.body.data.order.invoiceUrl).toBe(`/api/v1/orders/${order.id}/invoice`);
    const tracked = await t
      .http()
      .post('/graphql')
      .set('X-Forwarded-For', freshIp())
      .send({
        query: `query ($n: String!) { trackOrder(trackingNumber: $n) { invoiceUrl } }`,
        variables: { n: order.tracking_number },
      });
    expect(tracked.body.data.trackOrder.invoiceUrl).toBe(`/api/v1/orders/track/${order.tracking_number}/invoice`);
  });

  describe('for a Turkish client', () => {
    let turkish: Caller;
    let placed: Awaited<ReturnType<typeof placeOrder>>;
    let officeEmail: string;

    beforeAll(async () => {
      turkish = await createUser(t, 'client', { fullName: 'Ayşe Demir', language: 'tr' });
      const service = await createTestService(t, { priceTry: '1500.00', nameTr: 'Nüfus kayıt örneği' });
      placed = await placeOrder(t, turkish, {
        service_id: service.id,
        email: 'ayse@example.com',
        payment_method: 'bank_transfer',
      });
      await setStatus(t, placed.id, 'pending_payment');
      officeEmail = (await t.app.get(CmsService).getAll()).contact.email;
    });

    const expectTurkishInvoice = (text: string) => {
      for (const field of [
        'Fatura',
        'Fatura numarası',
        'Sipariş numarası',
        'Takip numarası',
        placed.order_number,
        'Nüfus kayıt örneği',
        'Banka havalesi',
        'Ödeme bekleniyor',
        'Toplam tutar',
        '1.500 ₺',
        `${istanbul('tr-TR', placed.created_at as string)} (İstanbul saati)`,
        'Ödeme talimatları',
        'Ödenecek tutar: 1.500 ₺',
        'Belgenin doğrulanması',
        // The office's address as the CMS has it in Turkish.
        CMS_TRANSLATION_DEFAULTS.tr.contact!.address as string,
      ])
        expectPdfToSay(text, field);
      // Arabic only in the office's letterhead and footer (its name, right to left).
      expect(text.split('Fatura')[0]).toMatch(ARABIC);
      const body = withoutLetterhead(text, 'Fatura', officeEmail);
      expect(body).not.toMatch(ARABIC);
      // pdftotext opens each right-to-left line with an embedding mark: none here.
      expect(body).not.toContain('\u202B');
    };

    itReadsPdfText('reads Turkish, left to right, for its owner and for the office downloading it', async () => {
      const mine = await pdfText((await invoice(turkish, placed.id).expect(200)).body);
      expectTurkishInvoice(mine);
      expectPdfToSay(mine, 'Müşteri bilgileri');
      expectPdfToSay(mine, 'ayse@example.com');
      expectTurkishInvoice(await pdfText((await invoice(staff, placed.id).expect(200)).body));
    });

    itReadsPdfText('reads Turkish from the tracking page too, still without the customer', async () => {
      const text = await pdfText((await publicInvoice(placed.tracking_number).expect(200)).body);
      expectTurkishInvoice(text);
      expect(text).not.toContain('Müşteri bilgileri');
      expect(text).not.toContain('ayse@example.com');
    });

    itReadsPdfText('names whom the papers are for and their relation in Turkish, their names as typed', async () => {
      const forFather = await placeOrder(t, turkish, {
        applicant: {
          kind: 'relative',
          relation: 'father',
          full_name_ar: 'أحمد محمد الحلبي',
          full_name_latin: 'Ahmad Mohammad Alhalabi',
          father_name: 'محمد',
          mother_name: 'فاطمة الخطيب',
          birth_date: '1955-04-12',
          birth_place: 'حلب',
          national_number: '01010123456',
        },
      });
      const text = await pdfText((await invoice(turkish, forFather.id).expect(200)).body);
      for (const field of ['Kimin için', 'أحمد محمد الحلبي', 'Ahmad Mohammad Alhalabi', 'Sıfatı', 'Baba'])
        expectPdfToSay(text, field);
      const body = withoutLetterhead(text, 'Fatura', officeEmail);
      expect(body.split('أحمد محمد الحلبي').join('')).not.toMatch(ARABIC);
    });

    itReadsPdfText('is a Turkish document: its language and title say so', async () => {
      const pdf = (await invoice(turkish, placed.id).expect(200)).body as Buffer;
      expect(pdf.toString('latin1')).toMatch(/\/Lang \(tr\)/);
      expect(await pdfTitle(pdf)).toMatch(/^Fatura INV-\d{4}-\d{6}$/);
    });
  });
});
