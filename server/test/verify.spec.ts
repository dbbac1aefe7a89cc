import { jest } from '@jest/globals';
import type { Test } from 'supertest';
import { Prisma } from '../src/generated/prisma/client.js';
import type { Currency } from '../src/generated/prisma/enums.js';
import { CmsService } from '../src/cms/cms.service.js';
import { readSiteName } from '../src/mail/site-name.js';
import { officeYear } from '../src/orders/order-numbers.js';
import { DEFAULT_TRACKING_RATE_LIMIT } from '../src/tracking/tracking-rate-limiter.js';
import { IssuedDocumentsService } from '../src/verification/issued-documents.service.js';
import { createUser, startTestApp, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, freshIp, placeOrder } from './helpers/orders.js';
import { itReadsPdfText, pdfText, pdfTitle, withoutLetterhead, expectPdfToSay } from './helpers/pdf-text.js';
import { createTestService } from './helpers/content.js';

const binary = (call: Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const VERIFY = `query ($code: String!) {
  verifyDocument(code: $code) { genuine issuer kind number code issuedAt amount currency status paidAt }
}`;

/** Where the verification page is (the tests' public address is http://localhost:3000). */
const verifyLink = (code: string) => `http://localhost:3000/verify/${code}`;

/**
 * The addresses a PDF's links open (the printed link and the QR code are both links to the verification page).
 * Read from the link annotations rather than the text: pdftotext at times drops a Latin letter of the small
 * link line (the drawn page shows it; a font-subset quirk of repeated renders).
 */
const linkTargets = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]);

const CUSTOMER = { full_name: 'ريم الحلبية', email: 'reem.private@example.com', phone: '+963944123456' };
const PERSONAL = ['ريم الحلبية', 'reem.private@example.com', '963944123456', 'reem.private'];

describe('documents anyone can verify', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;
  let order: Awaited<ReturnType<typeof placeOrder>>;
  const year = officeYear();

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    const service = await createTestService(t, { priceTry: '1500.00' });
    order = await placeOrder(t, owner, { ...CUSTOMER, service_id: service.id, payment_method: 'bank_transfer' });
  });
  afterAll(() => t.close());

  const invoice = (caller: Caller, id = order.id) =>
    binary(t.http().get(`/api/v1/orders/${id}/invoice`).set('Authorization', caller.auth));
  const receipt = (caller: Caller | undefined, paymentId: number, orderId = order.id) => {
    const call = t.http().get(`/api/v1/orders/${orderId}/payments/${paymentId}/receipt.pdf`);
    return binary(caller ? call.set('Authorization', caller.auth) : call);
  };
  const verifyRest = (code: string, ip = freshIp()) =>
    t
      .http()
      .get(`/api/v1/verify/${encodeURIComponent(code)}`)
      .set('X-Forwarded-For', ip);
  const verifyGraphql = (code: string, ip = freshIp()) =>
    t.http().post('/graphql').set('X-Forwarded-For', ip).send({ query: VERIFY, variables: { code } });

  /** A payment as the office records it (the payments feature's own endpoints are tested elsewhere). */
  async function recordPayment(orderId: number, amount: string, currency: Currency = 'TRY') {
    return t.prisma.payment.create({
      data: {
        orderId,
        amount: new Prisma.Decimal(amount),
        currency,
        method: 'bank_transfer',
        reference: 'TR-REF-7781',
        paidAt: new Date('2026-11-20T09:30:00Z'),
        ratePerTry: new Prisma.Decimal(1),
        orderAmount: new Prisma.Decimal(amount),
        amountTry: new Prisma.Decimal(amount),
        refundReason: amount.startsWith('-') ? 'طلب العميل إلغاء الخدمة' : null,
        recordedById: staff.user.id,
        recordedByName: staff.user.fullName,
      },
    });
  }
  const invoiceOf = (orderId: number) =>
    t.prisma.issuedDocument.findFirstOrThrow({ where: { orderId, kind: 'invoice' } });

  describe('the invoice', () => {
    it('gets its own number, sequential in the office’s year, the first time it is issued', async () => {
      const second = await placeOrder(t, owner);
      const before = await t.prisma.issuedDocument.count();
      await invoice(owner).expect(200);
      await invoice(staff, second.id).expect(200);
      const [first, next] = [await invoiceOf(order.id), await invoiceOf(second.id)];
      expect(first.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
      expect(Number(next.number.slice(-6))).toBe(Number(first.number.slice(-6)) + 1);
      expect(first.code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{10}$/);
      expect(first.code).not.toBe(next.code);
      expect(await t.prisma.issuedDocument.count()).toBe(before + 2);
    });

    it('keeps its number and code on every later download, by the owner, the office or the tracking page', async () => {
      const issued = await invoiceOf(order.id);
      await invoice(admin).expect(200);
      await invoice(owner).expect(200);
      await binary(
        t.http().get(`/api/v1/orders/track/${order.tracking_number}/invoice`).set('X-Forwarded-For', freshIp()),
      ).expect(200);
      expect(await t.prisma.issuedDocument.findMany({ where: { orderId: order.id } })).toEqual([issued]);
    });

    it('is issued once when two first downloads race', async () => {
      const racing = await placeOrder(t, owner);
      await Promise.all([invoice(owner, racing.id).expect(200), invoice(staff, racing.id).expect(200)]);
      expect(await t.prisma.issuedDocument.count({ where: { orderId: racing.id } })).toBe(1);
    });

    it('starts the numbers again with the office’s new year (Istanbul’s, not UTC’s)', async () => {
      const late = await placeOrder(t, owner);
      const issued = t.app.get(IssuedDocumentsService);
      // 21:30 UTC on 31 December is already 00:30 on 1 January in Istanbul.
      const clock = jest.spyOn(issued, 'clock').mockReturnValue(new Date(`${year + 5}-12-31T21:30:00Z`));
      try {
        const document = await issued.invoiceOf(late.id);
        expect(document.number).toBe(`INV-${year + 6}-000001`);
      } finally {
        clock.mockRestore();
      }
    });

    itReadsPdfText(
      'shows its number and code on the PDF, its printed link and QR code opening the verification page',
      async () => {
        const issued = await invoiceOf(order.id);
        const body = (await invoice(owner).expect(200)).body as Buffer;
        expect(linkTargets(body)).toEqual([verifyLink(issued.code), verifyLink(issued.code)]);
        const text = await pdfText(body);
        for (const field of [issued.number, issued.code, 'رقم الفاتورة']) expectPdfToSay(text, field);
      },
    );
  });

  describe('the payment receipt', () => {
    let payment: Awaited<ReturnType<typeof recordPayment>>;
    beforeAll(async () => {
      payment = await recordPayment(order.id, '1000.00');
    });

    it('is a PDF for the order’s owner, staff and admins, named by its own number', async () => {
      for (const caller of [owner, staff, admin]) {
        const response = await receipt(caller, payment.id).expect(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect((response.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      }
      const issued = await t.prisma.issuedDocument.findUniqueOrThrow({ where: { paymentId: payment.id } });
      expect(issued).toMatchObject({ kind: 'receipt', orderId: order.id });
      expect(issued.number).toMatch(new RegExp(`^RCP-${year}-\\d{6}$`));
      const again = await receipt(owner, payment.id).expect(200);
      expect(again.headers['content-disposition']).toContain(`receipt-${issued.number}.pdf`);
      expect(await t.prisma.issuedDocument.count({ where: { paymentId: payment.id } })).toBe(1);
    });

    it('is hidden from other clients as if it did not exist, and asks visitors to sign in', async () => {
      await receipt(other, payment.id).expect(404);
      await receipt(undefined, payment.id).expect(401);
      expect(await t.prisma.issuedDocument.count({ where: { paymentId: payment.id } })).toBe(1);
    });

    it('is not found for an unknown payment, or a payment of another order', async () => {
      const elsewhere = await placeOrder(t, owner);
      const theirs = await recordPayment(elsewhere.id, '50.00');
      await receipt(owner, 999_999).expect(404);
      await receipt(staff, theirs.id).expect(404);
      await receipt(staff, theirs.id, elsewhere.id).expect(200);
      await receipt(owner, payment.id, 999_999).expect(404);
    });

    itReadsPdfText(
      'shows its number, code and amount, its printed link and QR code opening the verification page',
      async () => {
        const issued = await t.prisma.issuedDocument.findUniqueOrThrow({ where: { paymentId: payment.id } });
        const body = (await receipt(owner, payment.id).expect(200)).body as Buffer;
        expect(linkTargets(body)).toEqual([verifyLink(issued.code), verifyLink(issued.code)]);
        const text = await pdfText(body);
        for (const field of [
          issued.number,
          issued.code,
          order.order_number,
          'TR-REF-7781',
          'إيصال دفع',
          new Intl.NumberFormat('ar-SY').format(1000),
        ])
          expectPdfToSay(text, field);
      },
    );

    itReadsPdfText('says a refund is one, with its reason', async () => {
      const refund = await recordPayment(order.id, '-200.00');
      const text = await pdfText((await receipt(staff, refund.id).expect(200)).body);
      expectPdfToSay(text, 'إيصال استرداد');
      expectPdfToSay(text, 'إلغاء الخدمة');
    });

    itReadsPdfText('reads Arabic for an Arabic client, its dates in Istanbul time', async () => {
      const text = await pdfText((await receipt(owner, payment.id).expect(200)).body);
      for (const field of ['إيصال دفع', 'تاريخ الدفع', 'طريقة الدفع', 'تحويل بنكي', 'المبلغ المستلم', 'توقيت إسطنبول'])
        expectPdfToSay(text, field);
    });

    describe('for an English client', () => {
      let english: Caller;
      let theirs: Awaited<ReturnType<typeof placeOrder>>;
      let paid: Awaited<ReturnType<typeof recordPayment>>;
      let officeEmail: string;

      beforeAll(async () => {
        english = await createUser(t, 'client', { fullName: 'John Smith', language: 'en' });
        const service = await createTestService(t, { priceTry: '1500.00', nameEn: 'Civil registry extract' });
        theirs = await placeOrder(t, english, { service_id: service.id, payment_method: 'bank_transfer' });
        paid = await recordPayment(theirs.id, '1000.00');
        officeEmail = (await t.app.get(CmsService).getAll()).contact.email;
      });

      itReadsPdfText('reads English, left to right, for the client and for the office', async () => {
        for (const caller of [english, staff]) {
          const text = await pdfText((await receipt(caller, paid.id, theirs.id).expect(200)).body);
          for (const field of [
            'Payment receipt',
            'Receipt number',
            'Paid on',
            // 09:30 UTC on 20 November is 12:30 in Istanbul.
            '20 November 2026 at 12:30 (Istanbul time)',
            'Bank transfer',
            'Amount received',
            '1,000 ₺',
            theirs.order_number,
            'Civil registry extract',
            'John Smith',
            'Amount due',
            '1,500 ₺',
            'Verify this document',
          ])
            expectPdfToSay(text, field);
          // Arabic only in the office's letterhead and footer (its name and address, right to left).
          const body = withoutLetterhead(text, 'Payment receipt', officeEmail);
          expect(body).not.toMatch(/[\u0600-\u06FF]/);
          expect(body).not.toContain('\u202B');
        }
      });

      itReadsPdfText('is an English document, and says a refund is one', async () => {
        const pdf = (await receipt(english, paid.id, theirs.id).expect(200)).body as Buffer;
        expect(pdf.toString('latin1')).toMatch(/\/Lang \(en\)/);
        expect(await pdfTitle(pdf)).toMatch(/^Payment receipt RCP-\d{4}-\d{6}$/);
        const refund = await recordPayment(theirs.id, '-200.00');
        const text = await pdfText((await receipt(staff, refund.id, theirs.id).expect(200)).body);
        for (const field of ['Refund receipt', 'Refunded on', 'Amount refunded', 'Reason for the refund', '200 ₺'])
          expectPdfToSay(text, field);
      });
    });
  });

  describe('verification', () => {
    it('answers an invoice’s code on both APIs: genuine, the issuer, number, date, amount and payment status', async () => {
      const issued = await invoiceOf(order.id);
      const rest = await verifyRest(issued.code).expect(200);
      expect(rest.body.data).toEqual({
        genuine: true,
        issuer: expect.any(String),
        kind: 'invoice',
        number: issued.number,
        code: issued.code,
        issued_at: issued.issuedAt.toISOString(),
        amount: new Prisma.Decimal(order.total_amount as string).toFixed(2),
        currency: 'TRY',
        status: 'unpaid',
        paid_at: null,
      });
      expect(rest.body.data.issuer).toBe(await readSiteName(t.prisma));
      const graphql = await verifyGraphql(issued.code).expect(200);
      expect(graphql.body.data.verifyDocument).toEqual({
        genuine: true,
        issuer: rest.body.data.issuer,
        kind: 'invoice',
        number: issued.number,
        code: issued.code,
        issuedAt: issued.issuedAt.toISOString(),
        amount: rest.body.data.amount,
        currency: 'TRY',
        status: 'unpaid',
        paidAt: null,
      });
    });

    it('shows where the order’s payment stands now on its invoice', async () => {
      const issued = await invoiceOf(order.id);
      await t.prisma.order.update({ where: { id: order.id }, data: { paymentStatus: 'partial' } });
      expect((await verifyRest(issued.code).expect(200)).body.data.status).toBe('partial');
      expect((await verifyGraphql(issued.code)).body.data.verifyDocument.status).toBe('partial');
    });

    it('answers a receipt’s code with the payment’s amount, currency and date, and a refund as refunded', async () => {
      const paid = await recordPayment(order.id, '250.50', 'USD');
      const refund = await recordPayment(order.id, '-100.00');
      await receipt(owner, paid.id).expect(200);
      await receipt(owner, refund.id).expect(200);
      const [paidReceipt, refundReceipt] = await Promise.all(
        [paid, refund].map((p) => t.prisma.issuedDocument.findUniqueOrThrow({ where: { paymentId: p.id } })),
      );
      const rest = await verifyRest(paidReceipt.code).expect(200);
      expect(rest.body.data).toMatchObject({
        genuine: true,
        kind: 'receipt',
        number: paidReceipt.number,
        amount: '250.50',
        currency: 'USD',
        status: 'paid',
        paid_at: '2026-11-20T09:30:00.000Z',
      });
      const graphql = await verifyGraphql(refundReceipt.code);
      expect(graphql.body.data.verifyDocument).toMatchObject({
        kind: 'receipt',
        number: refundReceipt.number,
        amount: '100.00',
        currency: 'TRY',
        status: 'refunded',
      });
    });

    it('reads codes in any case with surrounding spaces', async () => {
      const issued = await invoiceOf(order.id);
      const typed = `  ${issued.code.toLowerCase()} `;
      expect((await verifyRest(typed).expect(200)).body.data.number).toBe(issued.number);
      expect((await verifyGraphql(typed)).body.data.verifyDocument.number).toBe(issued.number);
    });

    it('shows no personal data and nothing of the order’s contents', async () => {
      const payment = await t.prisma.payment.findFirstOrThrow({ where: { orderId: order.id } });
      const codes = [
        (await invoiceOf(order.id)).code,
        (await t.prisma.issuedDocument.findUniqueOrThrow({ where: { paymentId: payment.id } })).code,
      ];
      const stored = await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
      const secrets = [...PERSONAL, stored.serviceNameAr, stored.trackingNumber, staff.user.fullName, 'TR-REF-7781'];
      for (const code of codes) {
        const answers = [
          JSON.stringify((await verifyRest(code).expect(200)).body),
          JSON.stringify((await verifyGraphql(code)).body),
        ];
        for (const answer of answers) for (const secret of secrets) expect(answer).not.toContain(secret);
      }
    });

    it('says when no document has the code: 404 with its code and an Arabic message on both APIs', async () => {
      for (const code of ['ZZZZZZZZZZ', 'not-a-code', 'ABC']) {
        const rest = await verifyRest(code).expect(404);
        expect(rest.body).toEqual({
          detail: expect.stringContaining('لا توجد وثيقة'),
          code: 'ISSUED_DOCUMENT_NOT_FOUND',
        });
        const graphql = await verifyGraphql(code).expect(200);
        expect(graphql.body.data).toBeNull();
        expect(graphql.body.errors[0]).toMatchObject({
          message: rest.body.detail,
          extensions: { code: 'NOT_FOUND', reason: 'ISSUED_DOCUMENT_NOT_FOUND' },
        });
      }
    });

    it('limits lookups per IP, on both APIs and together with tracking', async () => {
      const code = (await invoiceOf(order.id)).code;
      const ip = freshIp();
      for (let i = 0; i < DEFAULT_TRACKING_RATE_LIMIT.points - 1; i += 1)
        await (i % 2 ? verifyGraphql('ZZZZZZZZZZ', ip) : verifyRest(code, ip));
      await t.http().get(`/api/v1/orders/track/${order.tracking_number}`).set('X-Forwarded-For', ip).expect(200);
      const refused = await verifyRest(code, ip).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.detail).toContain('محاولات بحث كثيرة');
      const graphql = await verifyGraphql(code, ip);
      expect(graphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      await verifyRest(code).expect(200);
    });
  });
});
