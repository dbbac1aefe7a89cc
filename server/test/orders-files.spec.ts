import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { jest } from '@jest/globals';
import type { OrderStatus } from '../src/generated/prisma/enums.js';
import { FILE_STORAGE, type FileStorage } from '../src/storage/file-storage.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, placeOrder, SAMPLE_FILES, setStatus } from './helpers/orders.js';

const ARABIC_NAME = 'جواز السفر (نسخة).pdf';

describe('order files', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
  });
  afterAll(() => t.close());

  const newOrder = async (status: OrderStatus = 'pending') => {
    const order = await placeOrder(t, owner);
    if (status !== 'pending') await setStatus(t, order.id, status);
    return order.id;
  };
  const as = (caller: Caller | undefined, call: ReturnType<ReturnType<TestApp['http']>['get']>) =>
    caller ? call.set('Authorization', caller.auth) : call;
  const uploadReceipt = (
    caller: Caller | undefined,
    orderId: number,
    bytes: Buffer = SAMPLE_FILES.png,
    name = 'receipt.png',
    field = 'file',
  ) => as(caller, t.http().post(`/api/v1/orders/${orderId}/receipt`)).attach(field, bytes, name);
  const uploadFiles = (caller: Caller | undefined, orderId: number, files: [Buffer, string][]) => {
    const call = as(caller, t.http().post(`/api/v1/orders/${orderId}/files`));
    for (const [bytes, name] of files) call.attach('files', bytes, name);
    return call;
  };
  const download = (caller: Caller | undefined, orderId: number, fileId: number) =>
    as(caller, t.http().get(`/api/v1/orders/${orderId}/files/${fileId}`))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const remove = (caller: Caller | undefined, orderId: number, fileId: number) =>
    as(caller, t.http().delete(`/api/v1/orders/${orderId}/files/${fileId}`));
  const storedFiles = (orderId: number) =>
    readdir(path.join(t.dataDir, 'files', 'orders', String(orderId))).catch(() => [] as string[]);
  const rows = (orderId: number) => t.prisma.orderFile.findMany({ where: { orderId }, orderBy: { id: 'asc' } });

  describe('receipt', () => {
    it('stores the receipt for review, shows it on the order and replaces it (still unreviewed) on a second upload', async () => {
      const orderId = await newOrder();
      const first = await uploadReceipt(owner, orderId).expect(201);
      expect(first.body.data).toEqual({
        id: expect.any(Number),
        kind: 'receipt',
        original_name: 'receipt.png',
        mime_type: 'image/png',
        size_bytes: SAMPLE_FILES.png.length,
        created_at: expect.any(String),
        download_url: `/api/v1/orders/${orderId}/files/${first.body.data.id}`,
        receipt_status: 'submitted',
        receipt_reason: null,
        receipt_reviewed_at: null,
      });
      const detail = await as(owner, t.http().get(`/api/v1/orders/${orderId}`)).expect(200);
      expect(detail.body.data.receipt).toEqual(first.body.data);
      expect(detail.body.data.files).toEqual([first.body.data]);

      const second = await uploadReceipt(owner, orderId, SAMPLE_FILES.pdf, 'إيصال.pdf').expect(201);
      expect(second.body.data).toMatchObject({
        kind: 'receipt',
        original_name: 'إيصال.pdf',
        mime_type: 'application/pdf',
      });
      expect((await rows(orderId)).map((f) => f.id)).toEqual([second.body.data.id]);
      expect(await storedFiles(orderId)).toHaveLength(1);
      await download(owner, orderId, first.body.data.id).expect(404);
    });

    it('lets staff and admins upload a receipt and audits it; refuses other clients and anonymous callers', async () => {
      const orderId = await newOrder('paid');
      await uploadReceipt(staff, orderId).expect(201);
      const byAdmin = await uploadReceipt(admin, orderId).expect(201);
      const audits = await t.prisma.auditLog.findMany({
        where: { entityType: 'order', entityId: String(orderId), action: 'order.file_uploaded' },
      });
      expect(audits.map((a) => a.actorId)).toEqual([staff.user.id, admin.user.id]);
      expect((await uploadReceipt(other, orderId).expect(404)).body).toEqual({
        detail: 'لم يتم العثور على الطلب',
        code: 'ORDER_NOT_FOUND',
      });
      await uploadReceipt(undefined, orderId).expect(401);
      expect((await rows(orderId)).map((f) => f.id)).toEqual([byAdmin.body.data.id]);
    });

    it('keeps the receipt once the payment is verified: the client can no longer replace it', async () => {
      const orderId = await newOrder();
      const receipt = await uploadReceipt(owner, orderId).expect(201);
      await setStatus(t, orderId, 'paid');
      expect((await uploadReceipt(owner, orderId).expect(409)).body).toEqual({
        detail: 'تم التحقق من الدفع، ولا يمكن تغيير إيصال الدفع بعد ذلك',
        code: 'RECEIPT_LOCKED',
      });
      await remove(owner, orderId, receipt.body.data.id).expect(409);
      expect(await rows(orderId)).toHaveLength(1);
    });

    it.each([
      ['a GIF', SAMPLE_FILES.gif, 'receipt.gif', 'نوع الملف غير مدعوم. الأنواع المسموحة: PDF وJPG وPNG', 'file_type'],
      [
        'a text file named .pdf',
        SAMPLE_FILES.text,
        'receipt.pdf',
        'نوع الملف غير مدعوم. الأنواع المسموحة: PDF وJPG وPNG',
        'file_type',
      ],
      ['an empty file', Buffer.alloc(0), 'receipt.pdf', 'الملف فارغ', 'file_empty'],
    ])('refuses %s by its content with 422', async (_case, bytes, name, msg, type) => {
      const orderId = await newOrder();
      const response = await uploadReceipt(owner, orderId, bytes, name).expect(422);
      expect(response.body.detail).toEqual([{ loc: ['body', 'file'], msg: `${name}: ${msg}`, type }]);
      expect(await rows(orderId)).toHaveLength(0);
      expect(await storedFiles(orderId)).toHaveLength(0);
    });

    it('refuses a request without the file or with it in another field', async () => {
      const orderId = await newOrder();
      const missing = await as(owner, t.http().post(`/api/v1/orders/${orderId}/receipt`))
        .field('note', 'x')
        .expect(422);
      expect(missing.body.detail).toEqual([{ loc: ['body', 'file'], msg: 'الملف مطلوب', type: 'missing' }]);
      const wrongField = await uploadReceipt(owner, orderId, SAMPLE_FILES.png, 'r.png', 'document').expect(422);
      expect(wrongField.body.detail).toEqual([
        { loc: ['body', 'document'], msg: 'أرسل الملف في الحقل file', type: 'unexpected_field' },
      ]);
      await as(owner, t.http().post(`/api/v1/orders/${orderId}/receipt`))
        .send({ file: 'abc' })
        .expect(422);
      const two = await as(owner, t.http().post(`/api/v1/orders/${orderId}/receipt`))
        .attach('file', SAMPLE_FILES.png, 'a.png')
        .attach('file', SAMPLE_FILES.pdf, 'b.pdf')
        .expect(422);
      expect(two.body.detail).toEqual([{ loc: ['body', 'file'], msg: 'أرسل ملفاً واحداً فقط', type: 'too_many_files' }]);
      const wrongFiles = await as(owner, t.http().post(`/api/v1/orders/${orderId}/files`))
        .attach('file', SAMPLE_FILES.png, 'a.png')
        .expect(422);
      expect(wrongFiles.body.detail).toEqual([
        { loc: ['body', 'file'], msg: 'أرسل الملفات في الحقل files', type: 'unexpected_field' },
      ]);
      const notMultipart = await as(owner, t.http().post(`/api/v1/orders/${orderId}/files`))
        .set('Content-Type', 'multipart/mixed; boundary=x')
        .send('--x--')
        .expect(422);
      expect(notMultipart.body.detail[0]).toMatchObject({
        msg: 'أرسل الملفات بصيغة multipart/form-data',
        type: 'content_type',
      });
      expect(await rows(orderId)).toHaveLength(0);
    });

    it('answers a file over 10 MB with 413 and an Arabic detail', async () => {
      const orderId = await newOrder();
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
      const response = await uploadReceipt(owner, orderId, big, 'big.pdf').expect(413);
      expect(response.body.detail).toEqual([
        { loc: ['body', 'file'], msg: 'حجم الملف يجب ألا يزيد عن 10 ميغابايت', type: 'file_too_large' },
      ]);
      expect(await rows(orderId)).toHaveLength(0);
    });
  });

  describe('attachments', () => {
    it('stores several files at once, keeps Arabic names and serves them back with the right headers', async () => {
      const orderId = await newOrder();
      const response = await uploadFiles(owner, orderId, [
        [SAMPLE_FILES.pdf, ARABIC_NAME],
        [SAMPLE_FILES.jpg, 'photo.jpeg'],
      ]).expect(201);
      expect(response.body.data).toMatchObject([
        { kind: 'attachment', original_name: ARABIC_NAME, mime_type: 'application/pdf' },
        { kind: 'attachment', original_name: 'photo.jpeg', mime_type: 'image/jpeg' },
      ]);
      const [pdf] = response.body.data;
      for (const caller of [owner, staff, admin]) {
        const file = await download(caller, orderId, pdf.id).expect(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['content-length']).toBe(String(SAMPLE_FILES.pdf.length));
        expect(file.headers['content-disposition']).toBe(
          `attachment; filename="____ _____ (____).pdf"; filename*=UTF-8''${encodeURIComponent(ARABIC_NAME).replace(/\(/g, '%28').replace(/\)/g, '%29')}`,
        );
        expect(decodeURIComponent(file.headers['content-disposition'].split("UTF-8''")[1])).toBe(ARABIC_NAME);
        expect(Buffer.compare(file.body as Buffer, SAMPLE_FILES.pdf)).toBe(0);
      }
    });

    it('lets staff and admins attach files; refuses other clients and anonymous callers', async () => {
      const orderId = await newOrder();
      await uploadFiles(staff, orderId, [[SAMPLE_FILES.pdf, 'result.pdf']]).expect(201);
      await uploadFiles(admin, orderId, [[SAMPLE_FILES.png, 'scan.png']]).expect(201);
      await uploadFiles(other, orderId, [[SAMPLE_FILES.pdf, 'x.pdf']]).expect(404);
      await uploadFiles(undefined, orderId, [[SAMPLE_FILES.pdf, 'x.pdf']]).expect(401);
      expect(await rows(orderId)).toHaveLength(2);
    });

    it('refuses the whole upload when one file is of the wrong type, storing nothing', async () => {
      const orderId = await newOrder();
      const response = await uploadFiles(owner, orderId, [
        [SAMPLE_FILES.pdf, 'good.pdf'],
        [SAMPLE_FILES.gif, 'bad.gif'],
      ]).expect(422);
      expect(response.body.detail).toEqual([
        {
          loc: ['body', 'files'],
          msg: 'bad.gif: نوع الملف غير مدعوم. الأنواع المسموحة: PDF وJPG وPNG',
          type: 'file_type',
        },
      ]);
      expect(await rows(orderId)).toHaveLength(0);
      expect(await storedFiles(orderId)).toHaveLength(0);
    });

    it('refuses an empty request and more than 10 files in one request', async () => {
      const orderId = await newOrder();
      const none = await as(owner, t.http().post(`/api/v1/orders/${orderId}/files`))
        .field('x', 'y')
        .expect(422);
      expect(none.body.detail).toEqual([{ loc: ['body', 'files'], msg: 'اختر ملفاً واحداً على الأقل', type: 'missing' }]);
      const eleven = Array.from({ length: 11 }, (_, i) => [SAMPLE_FILES.pdf, `f${i}.pdf`] as [Buffer, string]);
      const tooMany = await uploadFiles(owner, orderId, eleven).expect(422);
      expect(tooMany.body.detail).toEqual([
        { loc: ['body', 'files'], msg: 'لا يمكن رفع أكثر من 10 ملفات في الطلب', type: 'too_many_files' },
      ]);
      expect(await rows(orderId)).toHaveLength(0);
    });

    it('keeps at most 10 files per order, the receipt included', async () => {
      const orderId = await newOrder();
      await uploadReceipt(owner, orderId).expect(201);
      await uploadFiles(
        owner,
        orderId,
        Array.from({ length: 8 }, (_, i) => [SAMPLE_FILES.pdf, `f${i}.pdf`] as [Buffer, string]),
      ).expect(201);
      const over = await uploadFiles(owner, orderId, [
        [SAMPLE_FILES.pdf, 'a.pdf'],
        [SAMPLE_FILES.pdf, 'b.pdf'],
      ]).expect(422);
      expect(over.body.detail).toEqual([
        { loc: ['body', 'files'], msg: 'لا يمكن أن يزيد عدد ملفات الطلب عن 10 ملفات', type: 'too_many_files' },
      ]);
      await uploadFiles(owner, orderId, [[SAMPLE_FILES.pdf, 'tenth.pdf']]).expect(201);
      await uploadFiles(owner, orderId, [[SAMPLE_FILES.pdf, 'eleventh.pdf']]).expect(422);
      await uploadReceipt(owner, orderId, SAMPLE_FILES.pdf, 'new-receipt.pdf').expect(201); // replacing keeps the count
      expect(await rows(orderId)).toHaveLength(10);
      expect(await storedFiles(orderId)).toHaveLength(10);
    });

    it('does not pass the limit with simultaneous uploads', async () => {
      const orderId = await newOrder();
      await uploadFiles(
        owner,
        orderId,
        Array.from({ length: 8 }, (_, i) => [SAMPLE_FILES.pdf, `f${i}.pdf`] as [Buffer, string]),
      ).expect(201);
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => uploadFiles(owner, orderId, [[SAMPLE_FILES.pdf, `race${i}.pdf`]])),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
      expect(await rows(orderId)).toHaveLength(10);
      expect(await storedFiles(orderId)).toHaveLength(10);
    });

    it('lets the client change files only while the order is open', async () => {
      const orderId = await newOrder();
      const [file] = (await uploadFiles(owner, orderId, [[SAMPLE_FILES.pdf, 'a.pdf']]).expect(201)).body.data;
      for (const status of ['completed', 'cancelled', 'refunded'] as const) {
        await setStatus(t, orderId, status);
        expect((await uploadFiles(owner, orderId, [[SAMPLE_FILES.pdf, 'b.pdf']]).expect(409)).body).toEqual({
          detail: 'لا يمكن تعديل ملفات طلب مكتمل أو ملغي أو مسترد',
          code: 'ORDER_CLOSED',
        });
        await remove(owner, orderId, file.id).expect(409);
      }
      await uploadFiles(staff, orderId, [[SAMPLE_FILES.pdf, 'by-staff.pdf']]).expect(201);
      await remove(admin, orderId, file.id).expect(200);
    });

    it('lets the client change attachments only while the order is pending, the receipt until payment is verified', async () => {
      const orderId = await newOrder();
      const [file] = (await uploadFiles(owner, orderId, [[SAMPLE_FILES.pdf, 'a.pdf']]).expect(201)).body.data;
      await setStatus(t, orderId, 'pending_payment');
      expect((await uploadFiles(owner, orderId, [[SAMPLE_FILES.pdf, 'b.pdf']]).expect(409)).body).toEqual({
        detail: 'يمكن إضافة المرفقات وحذفها ما دام الطلب قيد الانتظار فقط',
        code: 'ATTACHMENTS_LOCKED',
      });
      await remove(owner, orderId, file.id).expect(409);
      await uploadFiles(staff, orderId, [[SAMPLE_FILES.pdf, 'by-staff.pdf']]).expect(201);
    });
  });

  describe('deleting', () => {
    it('lets the owner delete an attachment, removing the row and the bytes', async () => {
      const orderId = await newOrder();
      const [keep, drop] = (
        await uploadFiles(owner, orderId, [
          [SAMPLE_FILES.pdf, 'keep.pdf'],
          [SAMPLE_FILES.png, 'drop.png'],
        ]).expect(201)
      ).body.data;
      expect((await remove(owner, orderId, drop.id).expect(200)).body).toEqual({ data: { id: drop.id } });
      expect((await rows(orderId)).map((f) => f.id)).toEqual([keep.id]);
      expect(await storedFiles(orderId)).toHaveLength(1);
      await download(owner, orderId, drop.id).expect(404);
      await remove(owner, orderId, drop.id).expect(404);
    });

    it('lets an admin delete any file (audited), but not staff, another client or nobody', async () => {
      const orderId = await newOrder();
      const [file] = (await uploadFiles(owner, orderId, [[SAMPLE_FILES.pdf, 'a.pdf']]).expect(201)).body.data;
      expect((await remove(staff, orderId, file.id).expect(403)).body).toEqual({
        detail: 'حذف الملفات متاح لصاحب الطلب وللمدير فقط',
        code: 'FILE_DELETE_FORBIDDEN',
      });
      expect((await remove(other, orderId, file.id).expect(404)).body).toEqual({
        detail: 'لم يتم العثور على الطلب',
        code: 'ORDER_NOT_FOUND',
      });
      await remove(undefined, orderId, file.id).expect(401);
      await remove(admin, orderId, file.id).expect(200);
      expect(await rows(orderId)).toHaveLength(0);
      const audit = await t.prisma.auditLog.findFirstOrThrow({
        where: { action: 'order.file_deleted', entityId: String(orderId) },
      });
      expect(audit).toMatchObject({ actorId: admin.user.id, details: { file_id: file.id, name: 'a.pdf' } });
    });
  });

  describe('downloads', () => {
    it('serves a file only to those who may see its order', async () => {
      const orderId = await newOrder();
      const otherOrder = await newOrder();
      const [file] = (await uploadFiles(owner, orderId, [[SAMPLE_FILES.png, 'a.png']]).expect(201)).body.data;
      expect((await download(other, orderId, file.id).expect(404)).headers['content-type']).toContain(
        'application/json',
      );
      await download(undefined, orderId, file.id).expect(401);
      await download(owner, otherOrder, file.id).expect(404); // a file is reached only through its own order
      await download(owner, orderId, 999_999).expect(404);
      await download(owner, orderId, 'abc' as unknown as number).expect(422);
      const ok = await download(owner, orderId, file.id).expect(200);
      expect(ok.headers['content-type']).toBe('image/png');
      expect(ok.headers['cache-control']).toBe('private, no-store');
    });
  });

  describe('failures leave nothing behind', () => {
    it('writes no row when storing the bytes fails, and removes bytes already written', async () => {
      const orderId = await newOrder();
      const storage = t.app.get<FileStorage>(FILE_STORAGE);
      const put = storage.put.bind(storage);
      const spy = jest.spyOn(storage, 'put').mockImplementationOnce(put).mockRejectedValueOnce(new Error('disk full'));
      try {
        const response = await uploadFiles(owner, orderId, [
          [SAMPLE_FILES.pdf, 'a.pdf'],
          [SAMPLE_FILES.pdf, 'b.pdf'],
        ]).expect(500);
        expect(response.body).toEqual({ detail: 'حدث خطأ غير متوقع. يرجى المحاولة لاحقاً' });
      } finally {
        spy.mockRestore();
      }
      expect(await rows(orderId)).toHaveLength(0);
      expect(await storedFiles(orderId)).toHaveLength(0);
    });

    it('removes the stored bytes when writing the rows fails', async () => {
      const orderId = await newOrder();
      const spy = jest.spyOn(t.prisma, '$transaction').mockRejectedValueOnce(new Error('database gone'));
      try {
        await uploadReceipt(owner, orderId).expect(500);
      } finally {
        spy.mockRestore();
      }
      expect(await rows(orderId)).toHaveLength(0);
      expect(await storedFiles(orderId)).toHaveLength(0);
    });
  });

  it('describes the multipart bodies in the OpenAPI document', async () => {
    const { body } = await t.http().get('/api/v1/openapi.json').expect(200);
    const schemaOf = (route: string) => {
      const content = body.paths[route].post.requestBody.content['multipart/form-data'];
      return body.components.schemas[content.schema.$ref.split('/').pop()];
    };
    expect(schemaOf('/api/v1/orders/{id}/receipt').properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(schemaOf('/api/v1/orders/{id}/files').properties.files).toMatchObject({
      type: 'array',
      items: { type: 'string', format: 'binary' },
    });
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/orders',
        '/api/v1/orders/{id}',
        '/api/v1/orders/{id}/status',
        '/api/v1/orders/{id}/files/{fileId}',
        '/api/v1/orders/track/{trackingNumber}',
        '/api/v1/admin/orders',
        '/api/v1/admin/orders/{id}/status',
      ]),
    );
    expect(body.components.schemas.CreateOrderBody.required).toEqual(['service_id']);
  });

  describe('GraphQL', () => {
    const file = (bytes: Buffer, fileName: string) => ({ fileName, contentBase64: bytes.toString('base64') });

    it('uploads a receipt and an attachment, lists them on the order and downloads them over REST', async () => {
      const orderId = await newOrder();
      const receipt = await t.graphql(
        UPLOAD_RECEIPT,
        { orderId, file: file(SAMPLE_FILES.png, 'إيصال.png') },
        owner.token,
      );
      expect(receipt.body.errors).toBeUndefined();
      expect(receipt.body.data.uploadOrderReceipt).toMatchObject({
        id: orderId,
        receipt: {
          kind: 'receipt',
          originalName: 'إيصال.png',
          mimeType: 'image/png',
          sizeBytes: SAMPLE_FILES.png.length,
        },
      });
      const attachment = await t.graphql(
        UPLOAD_ATTACHMENT,
        { orderId, file: file(SAMPLE_FILES.pdf, ARABIC_NAME) },
        owner.token,
      );
      const answered = attachment.body.data.uploadOrderAttachment;
      expect(answered.files.map((f: { kind: string }) => f.kind)).toEqual(['receipt', 'attachment']);
      const { id, downloadUrl } = answered.files[1];
      expect(downloadUrl).toBe(`/api/v1/orders/${orderId}/files/${id}`);
      const order = await t.graphql(ORDER_FILES, { id: orderId }, owner.token);
      expect(order.body.data.order.files.map((f: { kind: string }) => f.kind)).toEqual(['receipt', 'attachment']);
      expect(order.body.data.order.receipt).toMatchObject({ originalName: 'إيصال.png' });
      const bytes = await t.http().get(downloadUrl).set('Authorization', owner.auth).expect(200);
      expect(bytes.headers['content-type']).toBe('application/pdf');
    });

    it('applies the same rules: roles, content checks and the client’s limits', async () => {
      const orderId = await newOrder();
      const anonymous = await t.graphql(UPLOAD_ATTACHMENT, { orderId, file: file(SAMPLE_FILES.pdf, 'a.pdf') });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const foreign = await t.graphql(UPLOAD_RECEIPT, { orderId, file: file(SAMPLE_FILES.pdf, 'a.pdf') }, other.token);
      expect(foreign.body.errors[0]).toMatchObject({
        message: 'لم يتم العثور على الطلب',
        extensions: { code: 'NOT_FOUND' },
      });
      const wrongType = await t.graphql(
        UPLOAD_ATTACHMENT,
        { orderId, file: file(SAMPLE_FILES.gif, 'a.gif') },
        owner.token,
      );
      expect(wrongType.body.errors[0]).toMatchObject({
        message: 'a.gif: نوع الملف غير مدعوم. الأنواع المسموحة: PDF وJPG وPNG',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const notBase64 = await t.graphql(
        UPLOAD_ATTACHMENT,
        { orderId, file: { fileName: 'a.pdf', contentBase64: '%%%' } },
        owner.token,
      );
      expect(notBase64.body.errors[0]).toMatchObject({
        message: 'محتوى الملف يجب أن يكون بترميز base64',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const byStaff = await t.graphql(
        UPLOAD_ATTACHMENT,
        { orderId, file: file(SAMPLE_FILES.pdf, 'result.pdf') },
        staff.token,
      );
      const fileId = byStaff.body.data.uploadOrderAttachment.files.at(-1).id;
      expect((await t.graphql(DELETE_FILE, { orderId, fileId }, staff.token)).body.errors[0].extensions.code).toBe(
        'FORBIDDEN',
      );
      expect((await t.graphql(DELETE_FILE, { orderId, fileId }, other.token)).body.errors[0].extensions.code).toBe(
        'NOT_FOUND',
      );
      expect((await t.graphql(DELETE_FILE, { orderId, fileId })).body.errors[0].extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      const afterDelete = (await t.graphql(DELETE_FILE, { orderId, fileId }, owner.token)).body.data.deleteOrderFile;
      expect(afterDelete.id).toBe(orderId);
      expect(afterDelete.files.map((f: { id: number }) => f.id)).not.toContain(fileId);
      expect((await t.graphql(DELETE_FILE, { orderId, fileId }, admin.token)).body.errors[0]).toMatchObject({
        message: 'الملف غير موجود',
        extensions: { code: 'NOT_FOUND' },
      });
      await setStatus(t, orderId, 'paid');
      const lateReceipt = await t.graphql(
        UPLOAD_RECEIPT,
        { orderId, file: file(SAMPLE_FILES.pdf, 'r.pdf') },
        owner.token,
      );
      expect(lateReceipt.body.errors[0]).toMatchObject({
        message: 'تم التحقق من الدفع، ولا يمكن تغيير إيصال الدفع بعد ذلك',
        extensions: { code: 'CONFLICT' },
      });
      expect(
        (await t.graphql(UPLOAD_RECEIPT, { orderId, file: file(SAMPLE_FILES.pdf, 'r.pdf') }, admin.token)).body.errors,
      ).toBeUndefined();
    });
  });
});

const FILE_FIELDS = 'id kind originalName mimeType sizeBytes createdAt downloadUrl';
const ORDER_WITH_FILES = `id files { ${FILE_FIELDS} } receipt { ${FILE_FIELDS} }`;
const UPLOAD_RECEIPT = `mutation ($orderId: Int!, $file: FileUpload!) { uploadOrderReceipt(orderId: $orderId, file: $file) { ${ORDER_WITH_FILES} } }`;
const UPLOAD_ATTACHMENT = `mutation ($orderId: Int!, $file: FileUpload!) { uploadOrderAttachment(orderId: $orderId, file: $file) { ${ORDER_WITH_FILES} } }`;
const DELETE_FILE = `mutation ($orderId: Int!, $fileId: Int!) { deleteOrderFile(orderId: $orderId, fileId: $fileId) { ${ORDER_WITH_FILES} } }`;
const ORDER_FILES = `query ($id: Int!) { order(id: $id) { ${ORDER_WITH_FILES} } }`;
