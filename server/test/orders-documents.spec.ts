import type { OrderStatus } from '../src/generated/prisma/enums.js';
import { seedRequiredDocuments } from '../src/catalog/required-documents/required-documents-defaults.js';
import { earliestIssueDate, officeToday } from '../src/orders/documents/issue-dates.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { type Caller, createCallers, placeOrder, SAMPLE_FILES, setStatus } from './helpers/orders.js';
import { setPaidDirectly } from './helpers/payments.js';
import { base64Upload, createTestService, writeDirectly } from './helpers/content.js';

/** A requirement as the service form sends it over REST. */
const PASSPORT = {
  name_ar: 'صورة جواز السفر',
  name_tr: 'Pasaport fotokopisi',
  name_en: 'Passport copy',
  description_ar: 'الصفحة التي تحمل الصورة',
  accepted_types: ['pdf'],
  max_files: 1,
};
const EXTRACT = {
  name_ar: 'إخراج قيد',
  name_en: 'Civil registry extract',
  accepted_types: ['pdf', 'jpg', 'png'],
  max_files: 2,
  max_age_days: 90,
  original_by_post: true,
};
const OPTIONAL_PHOTO = { name_ar: 'صورة شخصية', is_required: false, accepted_types: ['jpg', 'png'] };
const AUTHORITY = { name_ar: 'وكالة', only_for_someone_else: true };

const SLOTS = `query Slots($orderId: Int!) {
  orderDocuments(orderId: $orderId) {
    requirementId state rejectionReason
    requirement { id nameAr isRequired acceptedTypes maxFiles maxAgeDays originalByPost onlyForSomeoneElse }
    versions { id status issuedOn reviewReason reviewedByName uploadedByName file { kind downloadUrl } }
  }
}`;
const UPLOAD = `mutation Upload($orderId: Int!, $requirementId: Int!, $file: FileUpload!, $issuedOn: String) {
  uploadOrderDocument(orderId: $orderId, requirementId: $requirementId, file: $file, issuedOn: $issuedOn) {
    requirementId state versions { id status issuedOn }
  }
}`;
const REVIEW = `mutation Review($orderId: Int!, $documentId: Int!, $decision: String!, $reason: String) {
  reviewOrderDocument(orderId: $orderId, documentId: $documentId, decision: $decision, reason: $reason) {
    requirementId state rejectionReason versions { id status reviewReason reviewedByName }
  }
}`;
const CHANGE_STATUS = `mutation Move($id: Int!, $status: OrderStatus!, $waive: String) {
  changeOrderStatus(id: $id, status: $status, waiveDocumentsReason: $waive) { id status }
}`;
const UPDATE_SERVICE = `mutation Update($id: Int!, $input: UpdateServiceInput!) {
  updateService(id: $id, input: $input) { id requiredDocuments { id nameAr acceptedTypes maxFiles maxAgeDays isRequired } }
}`;

describe('order documents', () => {
  let t: TestApp;
  let owner: Caller, other: Caller, staff: Caller, admin: Caller;
  let serviceId: number;
  let requirementIds: { passport: number; extract: number; photo: number; authority: number };

  beforeAll(async () => {
    t = await startTestApp();
    ({ owner, other, staff, admin } = await createCallers(t));
    serviceId = (await writeDirectly(t, () => createTestService(t, { category: 'civil_registry' }))).id;
    const answer = await t
      .http()
      .put(`/api/v1/services/${serviceId}`)
      .set('Authorization', admin.auth)
      .send({ required_documents: [PASSPORT, EXTRACT, OPTIONAL_PHOTO, AUTHORITY] })
      .expect(200);
    const [passport, extract, photo, authority] = (answer.body.data.required_documents as { id: number }[]).map(
      (requirement) => requirement.id,
    );
    requirementIds = { passport, extract, photo, authority };
  });
  afterAll(() => t.close());

  const as = (caller: Caller | undefined, call: ReturnType<ReturnType<TestApp['http']>['get']>) =>
    caller ? call.set('Authorization', caller.auth) : call;
  const newOrder = async (status: OrderStatus = 'pending') => {
    const order = await placeOrder(t, owner, { service_id: serviceId });
    // Orders set past pending are paid in full, so only the documents hold them back here.
    if (status !== 'pending') await Promise.all([setStatus(t, order.id, status), setPaidDirectly(t, order.id)]);
    return order.id;
  };
  const slots = (caller: Caller | undefined, orderId: number) =>
    as(caller, t.http().get(`/api/v1/orders/${orderId}/documents`));
  const fill = (
    caller: Caller | undefined,
    orderId: number,
    requirementId: number,
    bytes: Buffer = SAMPLE_FILES.pdf,
    name = 'passport.pdf',
    issuedOn?: string,
  ) => {
    const call = as(caller, t.http().post(`/api/v1/orders/${orderId}/documents/${requirementId}`)).attach(
      'file',
      bytes,
      name,
    );
    return issuedOn ? call.field('issued_on', issuedOn) : call;
  };
  const review = (caller: Caller | undefined, orderId: number, documentId: number, body: object) =>
    as(caller, t.http().put(`/api/v1/orders/${orderId}/documents/${documentId}/review`)).send(body);
  const moveTo = (caller: Caller, orderId: number, body: object) =>
    t.http().put(`/api/v1/admin/orders/${orderId}/status`).set('Authorization', caller.auth).send(body);
  const recent = () => earliestIssueDate(10);

  describe('required documents of a service', () => {
    it('answers them with the service and keeps their order; a PUT without them leaves them unchanged', async () => {
      const service = await t.http().get(`/api/v1/services/${serviceId}`).expect(200);
      expect(service.body.data.required_documents).toEqual([
        {
          id: requirementIds.passport,
          name_ar: 'صورة جواز السفر',
          name_tr: 'Pasaport fotokopisi',
          name_en: 'Passport copy',
          description_ar: 'الصفحة التي تحمل الصورة',
          description_tr: null,
          description_en: null,
          is_required: true,
          accepted_types: ['pdf'],
          max_files: 1,
          max_age_days: null,
          original_by_post: false,
          only_for_someone_else: false,
        },
        expect.objectContaining({ id: requirementIds.extract, max_age_days: 90, original_by_post: true, max_files: 2 }),
        expect.objectContaining({ id: requirementIds.photo, is_required: false, accepted_types: ['jpg', 'png'] }),
        expect.objectContaining({ id: requirementIds.authority, only_for_someone_else: true }),
      ]);
      const renamed = await t
        .http()
        .put(`/api/v1/services/${serviceId}`)
        .set('Authorization', admin.auth)
        .send({ price_try: '150.00' })
        .expect(200);
      expect(renamed.body.data.required_documents).toHaveLength(4);
    });

    it('edits, adds and archives them over GraphQL; another service’s requirement is refused', async () => {
      const service = await writeDirectly(t, () => createTestService(t));
      const first = await t.graphql(
        UPDATE_SERVICE,
        { id: service.id, input: { requiredDocuments: [{ nameAr: 'أ' }, { nameAr: 'ب', maxAgeDays: 30 }] } },
        admin.token,
      );
      expect(first.body.errors).toBeUndefined();
      const [a, b] = first.body.data.updateService.requiredDocuments;
      expect(a).toMatchObject({ nameAr: 'أ', acceptedTypes: ['pdf', 'jpg', 'png'], maxFiles: 1, isRequired: true });
      const second = await t.graphql(
        UPDATE_SERVICE,
        { id: service.id, input: { requiredDocuments: [{ id: b.id, nameAr: 'ب٢' }, { nameAr: 'ج' }] } },
        admin.token,
      );
      expect(second.body.data.updateService.requiredDocuments.map((r: { nameAr: string }) => r.nameAr)).toEqual([
        'ب٢',
        'ج',
      ]);
      expect(await t.prisma.serviceRequiredDocument.findUniqueOrThrow({ where: { id: a.id } })).toMatchObject({
        archivedAt: expect.any(Date),
      });
      const foreign = await t.graphql(
        UPDATE_SERVICE,
        { id: service.id, input: { requiredDocuments: [{ id: requirementIds.passport, nameAr: 'x' }] } },
        admin.token,
      );
      expect(foreign.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(foreign.body.errors[0].message).toBe('هذا المستند المطلوب ليس من مستندات هذه الخدمة');
    });

    it('refuses invalid requirements with 422 and every role but admins', async () => {
      const bad = await t
        .http()
        .put(`/api/v1/services/${serviceId}`)
        .set('Authorization', admin.auth)
        .send({ required_documents: [{ name_ar: 'x', accepted_types: ['gif'], max_files: 0 }] })
        .expect(422);
      expect(bad.body.detail.map((e: { msg: string }) => e.msg)).toEqual(
        expect.arrayContaining(['الأنواع المقبولة: pdf وjpg وpng']),
      );
      await t
        .http()
        .put(`/api/v1/services/${serviceId}`)
        .set('Authorization', admin.auth)
        .send({ required_documents: [{ name_ar: '' }] })
        .expect(422);
      for (const caller of [staff, owner])
        await t
          .http()
          .put(`/api/v1/services/${serviceId}`)
          .set('Authorization', caller.auth)
          .send({ required_documents: [] })
          .expect(403);
      await t.http().put(`/api/v1/services/${serviceId}`).send({ required_documents: [] }).expect(401);
      const service = await t.http().get(`/api/v1/services/${serviceId}`).expect(200);
      expect(service.body.data.required_documents).toHaveLength(4);
    });

    it('seeds the seeded services’ papers, also on a database seeded before they existed', async () => {
      const extract = await t.prisma.service.findFirstOrThrow({
        where: { nameAr: 'إخراج قيد فردي' },
        include: { requiredDocuments: true },
      });
      expect(extract.requiredDocuments.map((r) => r.nameEn)).toEqual([
        'Passport or ID copy',
        'Power of attorney or proof of kinship',
      ]);
      const marriage = await t.prisma.service.findFirstOrThrow({
        where: { nameAr: 'تثبيت زواج' },
        include: { requiredDocuments: true },
      });
      expect(marriage.requiredDocuments.map((r) => r.nameEn)).toContain('Marriage contract');
      await writeDirectly(t, () => t.prisma.serviceRequiredDocument.deleteMany({ where: { serviceId: marriage.id } }));
      expect(await writeDirectly(t, () => t.prisma.$transaction((tx) => seedRequiredDocuments(tx)))).toBe(1);
      expect(await t.prisma.serviceRequiredDocument.count({ where: { serviceId: marriage.id } })).toBe(4);
      expect(await writeDirectly(t, () => t.prisma.$transaction((tx) => seedRequiredDocuments(tx)))).toBe(0);
    });
  });

  describe('slots', () => {
    it('lists one slot per requirement (not those only for someone else) to the owner, staff and admins', async () => {
      const orderId = await newOrder();
      const answer = await slots(owner, orderId).expect(200);
      expect(answer.body.data.map((slot: { requirement_id: number }) => slot.requirement_id)).toEqual([
        requirementIds.passport,
        requirementIds.extract,
        requirementIds.photo,
      ]);
      expect(answer.body.data[0]).toEqual({
        requirement_id: requirementIds.passport,
        requirement: expect.objectContaining({ name_ar: 'صورة جواز السفر' }),
        state: 'missing',
        rejection_reason: null,
        versions: [],
      });
      await slots(staff, orderId).expect(200);
      await slots(admin, orderId).expect(200);
      expect((await slots(other, orderId).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
      await slots(undefined, orderId).expect(401);
      const graph = await t.graphql(SLOTS, { orderId }, owner.token);
      expect(graph.body.data.orderDocuments).toHaveLength(3);
      const foreign = await t.graphql(SLOTS, { orderId }, other.token);
      expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const anonymous = await t.graphql(SLOTS, { orderId });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('fills a slot, keeps the version out of the loose files and downloads it through the file route', async () => {
      const orderId = await newOrder();
      const filled = await fill(owner, orderId, requirementIds.passport).expect(201);
      expect(filled.body.data).toMatchObject({ state: 'submitted', versions: [{ status: 'submitted' }] });
      const [version] = filled.body.data.versions;
      expect(version).toMatchObject({
        uploaded_by_name: 'صاحب الطلب',
        issued_on: null,
        file: { kind: 'document', original_name: 'passport.pdf', mime_type: 'application/pdf' },
      });
      const order = await as(owner, t.http().get(`/api/v1/orders/${orderId}`)).expect(200);
      expect(order.body.data.files).toEqual([]);
      const bytes = await as(owner, t.http().get(version.file.download_url)).expect(200);
      expect(bytes.headers['content-type']).toBe('application/pdf');
      await as(staff, t.http().get(version.file.download_url)).expect(200);
      await as(other, t.http().get(version.file.download_url)).expect(404);
      // A version stays in the slot's history: the client cannot delete it through the files route.
      await as(owner, t.http().delete(`/api/v1/orders/${orderId}/files/${version.file.id}`)).expect(403);
    });

    it('refuses other clients and anonymous callers, and lets staff and admins fill a slot', async () => {
      const orderId = await newOrder();
      expect((await fill(other, orderId, requirementIds.passport).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
      await fill(undefined, orderId, requirementIds.passport).expect(401);
      await fill(staff, orderId, requirementIds.extract, SAMPLE_FILES.png, 'e.png', recent()).expect(201);
      await fill(admin, orderId, requirementIds.extract, SAMPLE_FILES.jpg, 'e.jpg', recent()).expect(201);
      const audits = await t.prisma.auditLog.count({
        where: { entityId: String(orderId), action: 'order.document_uploaded' },
      });
      expect(audits).toBe(2);
    });

    it.each([
      ['a type the requirement does not take', 'passport', SAMPLE_FILES.png, 'p.png', undefined, 422, 'DOCUMENT_TYPE'],
      ['a type no document may have', 'passport', SAMPLE_FILES.gif, 'p.gif', undefined, 422, undefined],
      [
        'no issue date where the age counts',
        'extract',
        SAMPLE_FILES.pdf,
        'e.pdf',
        undefined,
        422,
        'ISSUE_DATE_REQUIRED',
      ],
      ['an issue date in the future', 'extract', SAMPLE_FILES.pdf, 'e.pdf', '2999-01-01', 422, 'ISSUE_DATE_IN_FUTURE'],
      ['a requirement only for someone else', 'authority', SAMPLE_FILES.pdf, 'a.pdf', undefined, 404, 'SLOT_NOT_FOUND'],
    ] as const)('refuses %s', async (_case, slot, bytes, name, issuedOn, status, code) => {
      const orderId = await newOrder();
      const answer = await fill(owner, orderId, requirementIds[slot], bytes, name, issuedOn).expect(status);
      expect(answer.body.code).toBe(code);
      expect(await t.prisma.orderDocument.count({ where: { orderId } })).toBe(0);
    });

    it('names the allowed types and the date a document needed', async () => {
      const orderId = await newOrder();
      const wrongType = await fill(owner, orderId, requirementIds.passport, SAMPLE_FILES.png, 'p.png').expect(422);
      expect(wrongType.body.detail).toEqual([
        {
          loc: ['body', 'file'],
          msg: 'p.png: نوع الملف غير مقبول لهذا المستند. الأنواع المقبولة: PDF',
          type: 'document_type',
        },
      ]);
      const old = earliestIssueDate(91);
      const tooOld = await fill(owner, orderId, requirementIds.extract, SAMPLE_FILES.pdf, 'e.pdf', old).expect(422);
      expect(tooOld.body).toEqual({
        code: 'DOCUMENT_TOO_OLD',
        detail: [
          {
            loc: ['body', 'issued_on'],
            msg: `الوثيقة أقدم من المسموح: يجب أن تكون صادرة في ${earliestIssueDate(90)} أو بعده (خلال 90 يوماً)`,
            type: 'document_too_old',
          },
        ],
      });
      const onTheDay = await fill(
        owner,
        orderId,
        requirementIds.extract,
        SAMPLE_FILES.pdf,
        'e.pdf',
        earliestIssueDate(90),
      );
      expect(onTheDay.status).toBe(201);
      expect(onTheDay.body.data.versions[0].issued_on).toBe(earliestIssueDate(90));
      await fill(owner, orderId, requirementIds.extract, SAMPLE_FILES.pdf, 'e.pdf', officeToday()).expect(201);
    });

    it('refuses more files than the slot takes, and a requirement of another service', async () => {
      const orderId = await newOrder();
      await fill(owner, orderId, requirementIds.passport).expect(201);
      const full = await fill(owner, orderId, requirementIds.passport).expect(422);
      expect(full.body.code).toBe('SLOT_FULL');
      expect(full.body.detail[0].msg).toBe('يقبل هذا المستند 1 ملفاً واحداً على الأكثر. احذف ملفاً أو انتظر مراجعته');
      const seeded = await t.prisma.serviceRequiredDocument.findFirstOrThrow({
        where: { serviceId: { not: serviceId } },
      });
      const foreign = await fill(owner, orderId, seeded.id).expect(404);
      expect(foreign.body).toEqual({ detail: 'هذا المستند ليس من مستندات هذا الطلب', code: 'SLOT_NOT_FOUND' });
    });

    it('stays open after pending and closes with the order', async () => {
      const processing = await newOrder('in_progress');
      await fill(owner, processing, requirementIds.passport).expect(201);
      for (const status of ['completed', 'cancelled'] as const) {
        const closed = await newOrder(status);
        expect((await fill(owner, closed, requirementIds.passport).expect(409)).body.code).toBe('DOCUMENTS_CLOSED');
      }
    });

    it('fills a slot over GraphQL with the same checks', async () => {
      const orderId = await newOrder();
      const file = base64Upload('extract.pdf', SAMPLE_FILES.pdf);
      const filled = await t.graphql(
        UPLOAD,
        { orderId, requirementId: requirementIds.extract, file, issuedOn: recent() },
        owner.token,
      );
      expect(filled.body.errors).toBeUndefined();
      expect(filled.body.data.uploadOrderDocument).toMatchObject({
        state: 'submitted',
        versions: [{ issuedOn: recent() }],
      });
      const old = await t.graphql(
        UPLOAD,
        { orderId, requirementId: requirementIds.extract, file, issuedOn: '2000-01-01' },
        owner.token,
      );
      expect(old.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'DOCUMENT_TOO_OLD',
        fieldErrors: [expect.objectContaining({ loc: ['body', 'issuedOn'] })],
      });
      const foreign = await t.graphql(UPLOAD, { orderId, requirementId: requirementIds.passport, file }, other.token);
      expect(foreign.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const anonymous = await t.graphql(UPLOAD, { orderId, requirementId: requirementIds.passport, file });
      expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });

    it('asks the papers only for someone else of an order for a relative, not of an order for the account holder', async () => {
      const forFather = await placeOrder(t, owner, {
        service_id: serviceId,
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
      const listed = (await slots(owner, forFather.id).expect(200)).body.data as { requirement: { id: number } }[];
      expect(listed.map((slot) => slot.requirement.id)).toContain(requirementIds.authority);
      await fill(owner, forFather.id, requirementIds.authority, SAMPLE_FILES.pdf, 'wakala.pdf').expect(201);
      const ownOrder = await newOrder();
      const own = (await slots(owner, ownOrder).expect(200)).body.data as { requirement: { id: number } }[];
      expect(own.map((slot) => slot.requirement.id)).not.toContain(requirementIds.authority);
    });
  });

  describe('review', () => {
    const submitted = async () => {
      const orderId = await newOrder();
      const filled = await fill(owner, orderId, requirementIds.passport).expect(201);
      return { orderId, documentId: filled.body.data.versions[0].id as number };
    };

    it('lets staff accept a version, once', async () => {
      const { orderId, documentId } = await submitted();
      const accepted = await review(staff, orderId, documentId, { decision: 'accepted' }).expect(200);
      expect(accepted.body.data).toMatchObject({
        state: 'accepted',
        versions: [{ status: 'accepted', reviewed_by_name: 'موظف المكتب', reviewed_at: expect.any(String) }],
      });
      expect(
        (await review(admin, orderId, documentId, { decision: 'rejected', reason: 'x' }).expect(409)).body.code,
      ).toBe('ALREADY_REVIEWED');
    });

    it('rejects with a reason: the slot opens again, the client is mailed, every version stays', async () => {
      const { orderId, documentId } = await submitted();
      await review(admin, orderId, documentId, { decision: 'rejected' }).expect(422);
      const rejected = await review(admin, orderId, documentId, {
        decision: 'rejected',
        reason: 'الصورة غير واضحة أو غير مقروءة',
      }).expect(200);
      expect(rejected.body.data).toMatchObject({
        state: 'rejected',
        rejection_reason: 'الصورة غير واضحة أو غير مقروءة',
        versions: [{ status: 'rejected', reviewed_by_name: 'مدير المكتب' }],
      });
      const mail = await t.prisma.mailOutbox.findFirstOrThrow({
        where: { kind: 'document_rejected', toAddress: owner.user.email },
        orderBy: { id: 'desc' },
      });
      expect(mail.text).toContain('الصورة غير واضحة أو غير مقروءة');
      expect(mail.text).toContain('صورة جواز السفر');
      expect(mail.text).toContain(`/orders/${orderId}`);
      const again = await fill(owner, orderId, requirementIds.passport, SAMPLE_FILES.pdf, 'clear.pdf').expect(201);
      expect(again.body.data.state).toBe('submitted');
      expect(again.body.data.versions.map((v: { status: string }) => v.status)).toEqual(['submitted', 'rejected']);
    });

    it('is for staff and admins only, on documents of the same order', async () => {
      const { orderId, documentId } = await submitted();
      const decision = { decision: 'accepted' };
      await review(owner, orderId, documentId, decision).expect(403);
      await review(other, orderId, documentId, decision).expect(403);
      await review(undefined, orderId, documentId, decision).expect(401);
      const elsewhere = await submitted();
      expect((await review(staff, elsewhere.orderId, documentId, decision).expect(404)).body.code).toBe(
        'DOCUMENT_NOT_FOUND',
      );
      await review(staff, orderId, documentId, { decision: 'maybe' }).expect(422);
      const graph = await t.graphql(REVIEW, { orderId, documentId, decision: 'accepted' }, owner.token);
      expect(graph.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const byStaff = await t.graphql(
        REVIEW,
        { orderId, documentId, decision: 'rejected', reason: 'صفحات ناقصة' },
        staff.token,
      );
      expect(byStaff.body.data.reviewOrderDocument).toMatchObject({
        state: 'rejected',
        rejectionReason: 'صفحات ناقصة',
      });
    });
  });

  describe('moving an order to processing', () => {
    const acceptAll = async (orderId: number) => {
      for (const [slot, bytes, issuedOn] of [
        ['passport', SAMPLE_FILES.pdf, undefined],
        ['extract', SAMPLE_FILES.pdf, recent()],
      ] as const) {
        const filled = await fill(owner, orderId, requirementIds[slot], bytes, 'x.pdf', issuedOn).expect(201);
        await review(staff, orderId, filled.body.data.versions[0].id, { decision: 'accepted' }).expect(200);
      }
    };

    it('is refused while a required document is missing or not accepted, on both APIs', async () => {
      const orderId = await newOrder('paid');
      const refused = await moveTo(staff, orderId, { status: 'processing' }).expect(422);
      expect(refused.body.code).toBe('DOCUMENTS_OUTSTANDING');
      expect(refused.body.detail[0]).toMatchObject({ loc: ['body', 'status'], type: 'documents_outstanding' });
      expect(refused.body.detail[0].msg).toContain('«صورة جواز السفر»، «إخراج قيد»');
      await t
        .http()
        .put(`/api/v1/orders/${orderId}/status`)
        .set('Authorization', admin.auth)
        .send({ status: 'completed' })
        .expect(422);
      const graph = await t.graphql(CHANGE_STATUS, { id: orderId, status: 'in_progress' }, admin.token);
      expect(graph.body.errors[0].extensions.reason).toBe('DOCUMENTS_OUTSTANDING');
      // Earlier moves and cancelling are not held back.
      await moveTo(staff, orderId, { status: 'cancelled' }).expect(200);
    });

    it('goes on once the required documents are accepted (optional ones do not count)', async () => {
      const orderId = await newOrder('paid');
      const filled = await fill(owner, orderId, requirementIds.passport).expect(201);
      await moveTo(staff, orderId, { status: 'processing' }).expect(422);
      await review(staff, orderId, filled.body.data.versions[0].id, { decision: 'accepted' }).expect(200);
      const extract = await fill(owner, orderId, requirementIds.extract, SAMPLE_FILES.pdf, 'e.pdf', recent());
      await review(staff, orderId, extract.body.data.versions[0].id, { decision: 'accepted' }).expect(200);
      const moved = await moveTo(staff, orderId, { status: 'processing' }).expect(200);
      expect(moved.body.data.status).toBe('processing');
      expect(await t.prisma.orderDocumentWaiver.count({ where: { orderId } })).toBe(0);
    });

    it('goes on when staff waive the documents with a reason, which is recorded', async () => {
      const orderId = await newOrder('paid');
      const moved = await t.graphql(
        CHANGE_STATUS,
        { id: orderId, status: 'processing', waive: 'الأصل لدى المكتب' },
        staff.token,
      );
      expect(moved.body.data.changeOrderStatus.status).toBe('processing');
      expect(await t.prisma.orderDocumentWaiver.findMany({ where: { orderId } })).toEqual([
        expect.objectContaining({ reason: 'الأصل لدى المكتب', toStatus: 'processing', waivedById: staff.user.id }),
      ]);
      const audit = await t.prisma.auditLog.findFirstOrThrow({
        where: { entityId: String(orderId), action: 'order.documents_waived' },
      });
      expect(audit.details).toMatchObject({ reason: 'الأصل لدى المكتب', documents: ['صورة جواز السفر', 'إخراج قيد'] });
      await moveTo(admin, orderId, { status: 'completed' }).expect(200);
    });

    it('does not hold back orders whose service needs no documents', async () => {
      const order = await placeOrder(t, owner);
      await setStatus(t, order.id, 'paid');
      await setPaidDirectly(t, order.id);
      await moveTo(staff, order.id, { status: 'processing' }).expect(200);
      const accepted = await newOrder('paid');
      await acceptAll(accepted);
      await moveTo(staff, accepted, { status: 'in_progress' }).expect(200);
    });
  });

  describe('rejection reasons', () => {
    it('are read by signed-in callers and edited by admins in the settings', async () => {
      const list = await as(owner, t.http().get('/api/v1/document-rejection-reasons')).expect(200);
      expect(list.body.data[0]).toEqual({
        ar: 'الصورة غير واضحة أو غير مقروءة',
        tr: 'Görüntü net değil veya okunamıyor',
        en: 'The image is blurred or unreadable',
      });
      await t.http().get('/api/v1/document-rejection-reasons').expect(401);
      const reasons = [{ ar: 'الختم غير ظاهر', tr: 'Mühür görünmüyor', en: 'The stamp is not visible' }];
      await as(staff, t.http().put('/api/v1/admin/settings'))
        .send({ documents: { rejection_reasons: reasons } })
        .expect(403);
      const saved = await as(admin, t.http().put('/api/v1/admin/settings'))
        .send({ documents: { rejection_reasons: reasons } })
        .expect(200);
      expect(saved.body.data.documents).toEqual({ rejection_reasons: reasons });
      await as(admin, t.http().put('/api/v1/admin/settings'))
        .send({ documents: { rejection_reasons: [{ ar: '', tr: '', en: '' }] } })
        .expect(422);
      const graph = await t.graphql('{ documentRejectionReasons { ar tr en } }', {}, staff.token);
      expect(graph.body.data.documentRejectionReasons).toEqual(reasons);
      const edited = await t.graphql(
        'mutation($input: SettingsInput!) { updateSettings(input: $input) { documents { rejectionReasons { ar en } } } }',
        { input: { documents: { rejectionReasons: [{ ar: 'سبب', en: 'Reason' }] } } },
        admin.token,
      );
      expect(edited.body.errors).toBeUndefined();
      expect(edited.body.data.updateSettings.documents.rejectionReasons).toEqual([{ ar: 'سبب', en: 'Reason' }]);
    });
  });
});
