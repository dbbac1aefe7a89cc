import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { siteConfigMock } from '../../test/site-config.mock';
import { TransferError, uploadFile, type UploadProgress } from '../../lib/transfer';
import type { PaymentMethod, QuestionType } from '../../gql/graphql';
import CreateOrderPage from './CreateOrderPage';
import { equal } from '@wry/equality';
import { CreateOrderDocument, WizardAccountDocument, WizardPaymentDocument, WizardServicesDocument } from './documents';
import { draftKey } from './draft';

vi.mock('../../lib/transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/transfer')>()),
  uploadFile: vi.fn(),
}));
const upload = vi.mocked(uploadFile);
vi.setConfig({ testTimeout: 30_000 });

const USER_ID = 5;
const service = (id: number, name: string, category: string, description: string, price = '150') => ({
  __typename: 'Service' as const,
  id,
  category,
  name,
  nameTr: null,
  nameEn: null,
  description,
  descriptionTr: null,
  descriptionEn: null,
  price,
  currency: 'TRY',
  estimatedDays: 7,
  intakeQuestions: [] as ReturnType<typeof question>[],
  requiredDocuments: [] as object[],
});
const question = (
  key: string,
  type: QuestionType,
  labelAr: string,
  rules: Partial<Record<'minDate' | 'maxDate' | 'pattern', string>> & { required?: boolean } = {},
  options: { value: string; labelAr: string }[] = [],
) => ({
  __typename: 'ServiceQuestion' as const,
  key,
  type,
  required: rules.required ?? true,
  labelAr,
  labelTr: null,
  labelEn: null,
  helpAr: null,
  helpTr: null,
  helpEn: null,
  minLength: null,
  maxLength: null,
  pattern: rules.pattern ?? null,
  minDate: rules.minDate ?? null,
  maxDate: rules.maxDate ?? null,
  minNumber: null,
  maxNumber: null,
  options: options.map((option) => ({
    __typename: 'QuestionOption' as const,
    labelTr: null,
    labelEn: null,
    ...option,
  })),
});
/** The civil registry extract asks who the record is of, as the seeded catalogue does. */
const EXTRACT = {
  ...service(1, 'إخراج قيد فردي', 'civil_registry', 'صورة عن القيد من السجل المدني'),
  intakeQuestions: [
    question('father_name', 'text', 'اسم الأب'),
    question('birth_date', 'date', 'تاريخ الولادة', { minDate: '1900-01-01', maxDate: 'today' }),
    question('registry_number', 'text', 'رقم القيد', { pattern: '[0-9]+(/[0-9]+)?' }),
    question('language', 'choice', 'لغة الترجمة', {}, [
      { value: 'turkish', labelAr: 'التركية' },
      { value: 'english', labelAr: 'الإنجليزية' },
    ]),
    question('has_original', 'yes_no', 'هل الأصل معك؟', { required: false }),
  ],
};
const SERVICES = [
  EXTRACT,
  service(2, 'تثبيت زواج', 'marriage', 'تسجيل عقد الزواج في سوريا', '300'),
  service(3, 'ترجمة محلفة', 'translation', 'ترجمة الوثائق الرسمية'),
];

const servicesMock = { request: { query: WizardServicesDocument }, result: { data: { services: SERVICES } } };
const paymentMock = (methods: PaymentMethod[]) => ({
  request: { query: WizardPaymentDocument },
  result: {
    data: {
      publicConfig: {
        __typename: 'PublicConfig',
        payment: { __typename: 'PublicConfigPayment', acceptedMethods: methods },
      },
    },
  },
});
const accountMock = {
  request: { query: WizardAccountDocument },
  result: {
    data: {
      me: {
        __typename: 'User',
        id: USER_ID,
        fullName: 'سارة الأحمد',
        email: 'client@example.com',
        phone: '+905321234567',
      },
    },
  },
};

/** Keys the wizard sent its orders with, in order. */
const sentKeys: string[] = [];
const createMock = (input: Record<string, unknown>) => ({
  request: {
    query: CreateOrderDocument,
    variables: (variables: { input: unknown; idempotencyKey?: string }) => {
      if (!equal(variables.input, input) || !variables.idempotencyKey) return false;
      sentKeys.push(variables.idempotencyKey);
      return true;
    },
  },
  result: {
    data: {
      createOrder: {
        __typename: 'Order',
        id: 77,
        status: 'pending',
        serviceName: 'تثبيت زواج',
        serviceNameTr: null,
        serviceNameEn: null,
        trackingNumber: 'TRK-7KQ4MZ2P',
        createdAt: '2026-03-02T09:15:00.000Z',
        totalAmount: '300',
        currency: 'TRY',
        files: [],
      },
    },
  },
});

function renderWizard(
  path = '/create-order',
  mocks: MockLink.MockedResponse[] = [],
  methods: PaymentMethod[] = ['bank_transfer', 'mtn_cash'],
  emailVerified = true,
) {
  signInAs('client', { id: USER_ID, emailVerified });
  return renderRoutes(
    [
      { path: '/create-order', element: <CreateOrderPage /> },
      { path: '/orders/:id', element: <p data-testid="order-page" /> },
    ],
    { path, mocks: [siteConfigMock, servicesMock, paymentMock(methods), accountMock, ...mocks] },
  );
}

const next = () => screen.getByRole('button', { name: /التالي/ });
const pdf = (name = 'passport.pdf', size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const storedDraft = () => JSON.parse(localStorage.getItem(draftKey(USER_ID)) ?? 'null');

/** Walks from the preselected service to the given step with valid answers. */
async function reachStep(user: ReturnType<typeof userEvent.setup>, step: number) {
  await screen.findByRole('heading', { name: 'اختيار الخدمة' });
  for (let current = 1; current < step; current += 1) {
    await user.click(next());
    await screen.findByText(`الخطوة ${'٠١٢٣٤'[current + 1]} من ٤`, { selector: 'p' });
  }
}

beforeEach(() => {
  upload.mockReset();
  localStorage.clear();
});

describe('step 1: the service', () => {
  it('refuses to go on without a service, with Previous disabled, and filters by text and category', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByRole('heading', { name: 'اختيار الخدمة' });
    expect(screen.getByRole('button', { name: /السابق/ })).toBeDisabled();
    await user.click(next());
    expect(await screen.findByText('الرجاء اختيار خدمة')).toBeInTheDocument();
    expect(screen.getByText('الخطوة ١ من ٤', { selector: 'p' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('ابحث عن خدمة'), 'السجل المدني');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await user.clear(screen.getByLabelText('ابحث عن خدمة'));
    await user.click(screen.getByRole('button', { name: 'ترجمة' }));
    expect(screen.getByRole('button', { name: 'ترجمة' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByText('ترجمة محلفة')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'الكل' }));
    expect(screen.getAllByRole('radio')).toHaveLength(3);

    await user.click(screen.getByText('تثبيت زواج', { selector: 'span, div, p' }));
    expect(within(screen.getByTestId('summary')).getByText('تثبيت زواج')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText('الخطوة ٢ من ٤', { selector: 'p' })).toBeInTheDocument();
  });

  it('honours the service given by the link (?service=ID) and shows it in the side summary', async () => {
    renderWizard('/create-order?service=2');
    const summary = await screen.findByTestId('summary');
    expect(within(summary).getByText('تثبيت زواج')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('٣٠٠');
    expect(screen.getByRole('radio', { name: /تثبيت زواج/ })).toBeChecked();
  });
});

describe('step 2: details and attachments', () => {
  it('refuses a wrong type or an oversized file in the browser and lists accepted files with their size in KB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWizard('/create-order?service=2');
    await reachStep(user, 2);
    const input = screen.getByTestId('attachment-input');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('«\u2068notes.txt\u2069»: نوع الملف غير مقبول. الأنواع المقبولة: PDF، JPG، PNG'),
    ).toBeInTheDocument();
    await user.upload(input, pdf('big.pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('«\u2068big.pdf\u2069»: حجم الملف أكبر من 10 ميغابايت')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();

    await user.upload(input, [
      pdf('passport.pdf', 2048),
      new File([new Uint8Array(5000)], 'photo.png', { type: 'image/png' }),
    ]);
    const list = screen.getByRole('list', { name: 'الملفات المرفقة' });
    expect(within(list).getByText('passport.pdf')).toBeInTheDocument();
    expect(within(list).getByText('٢ كيلوبايت')).toBeInTheDocument();
    expect(within(list).getByText('٥ كيلوبايت')).toBeInTheDocument();
    expect(screen.getByTestId('summary-attachments')).toHaveTextContent('٢');
    await user.click(screen.getByRole('button', { name: 'إزالة passport.pdf' }));
    expect(within(list).queryByText('passport.pdf')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-attachments')).toHaveTextContent('١');
  });
});

describe('step 2: the service questions', () => {
  const answer = (label: RegExp) => screen.getByLabelText(label);

  it('asks each question with its input, refuses in the browser what the server refuses, and keeps the answers in the draft', async () => {
    const user = userEvent.setup();
    renderWizard('/create-order?service=1');
    await reachStep(user, 2);
    const questions = screen.getByTestId('intake-questions');
    expect(answer(/^اسم الأب/).tagName).toBe('INPUT');
    expect(answer(/^تاريخ الولادة/)).toHaveAttribute('type', 'date');
    expect(within(questions).getByRole('combobox', { name: /لغة الترجمة/ })).toBeInTheDocument();
    expect(
      within(questions)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['نعم', 'لا']);

    await user.click(next());
    expect(await within(questions).findAllByText('هذه الإجابة مطلوبة')).toHaveLength(4);
    expect(screen.getByText('الخطوة ٢ من ٤', { selector: 'p' })).toBeInTheDocument();

    await user.type(answer(/^اسم الأب/), 'أحمد');
    fireEvent.change(answer(/^تاريخ الولادة/), { target: { value: '2999-01-01' } });
    await user.type(answer(/^رقم القيد/), 'abc');
    await user.selectOptions(within(questions).getByRole('combobox', { name: /لغة الترجمة/ }), 'turkish');
    await user.click(next());
    expect(await screen.findByText('صيغة الإجابة غير صحيحة')).toBeInTheDocument();
    expect(screen.getByText(/^يجب ألا يتجاوز التاريخ/)).toBeInTheDocument();

    fireEvent.change(answer(/^تاريخ الولادة/), { target: { value: '1990-05-01' } });
    await user.clear(answer(/^رقم القيد/));
    await user.type(answer(/^رقم القيد/), '123/4');
    await user.click(within(questions).getByText('لا'));
    expect(storedDraft().values.answers).toEqual({
      father_name: 'أحمد',
      birth_date: '1990-05-01',
      registry_number: '123/4',
      language: 'turkish',
      has_original: 'false',
    });
    await user.click(next());
    expect(await screen.findByText('الخطوة ٣ من ٤', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows the answers on the review and sends them with the order', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      draftKey(USER_ID),
      JSON.stringify({
        step: 4,
        files: [],
        values: {
          serviceId: 1,
          notes: '',
          fullName: 'سارة الأحمد',
          email: 'client@example.com',
          phone: { country: 'TR', national: '5321234567' },
          address: '',
          nationalId: '',
          paymentMethod: 'bank_transfer',
          terms: false,
          answers: { father_name: 'أحمد', birth_date: '1990-05-01', registry_number: '123', language: 'english' },
        },
      }),
    );
    renderWizard('/create-order', [
      createMock({
        serviceId: 1,
        notes: null,
        fullName: 'سارة الأحمد',
        email: 'client@example.com',
        phone: '+905321234567',
        address: null,
        nationalId: null,
        paymentMethod: 'bank_transfer',
        answers: [
          { key: 'father_name', value: 'أحمد' },
          { key: 'birth_date', value: '1990-05-01' },
          { key: 'registry_number', value: '123' },
          { key: 'language', value: 'english' },
        ],
      }),
    ]);
    const review = await screen.findByTestId('order-answers');
    expect(within(review).getByText('اسم الأب')).toBeInTheDocument();
    expect(within(review).getByText('الإنجليزية')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByTestId('order-page')).toBeInTheDocument();
  });
});

describe('step 3: personal information', () => {
  it('is prefilled from the account and shows each field’s message', async () => {
    const user = userEvent.setup();
    renderWizard('/create-order?service=2');
    await reachStep(user, 3);
    const name = screen.getByLabelText(/^الاسم الكامل/);
    await waitFor(() => expect(name).toHaveValue('سارة الأحمد'));
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveValue('client@example.com');
    await user.clear(name);
    await user.click(next());
    expect(await screen.findByText('الرجاء ملء جميع الحقول المطلوبة')).toBeInTheDocument();
    await user.type(name, 'سارة');
    const email = screen.getByLabelText(/^البريد الإلكتروني/);
    await user.clear(email);
    await user.type(email, 'sara@example');
    await user.click(next());
    expect(await screen.findByText('الرجاء إدخال بريد إلكتروني صحيح')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'sara@example.com');
    await user.type(screen.getByLabelText(/^رقم الهوية/), '12');
    await user.click(next());
    expect(await screen.findByText('رقم الهوية أو الجواز من 5 إلى 20 حرفاً لاتينياً أو رقماً')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^رقم الهوية/));
    await user.click(next());
    expect(await screen.findByText('الخطوة ٤ من ٤', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('step 4: review and payment', () => {
  it('offers only the payment methods accepted in settings and requires the terms', async () => {
    const user = userEvent.setup();
    renderWizard('/create-order?service=2', [], ['syriatel_cash', 'mtn_cash']);
    await reachStep(user, 4);
    expect(screen.getByRole('radio', { name: 'سيرياتيل كاش' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'MTN كاش' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'تحويل بنكي' })).not.toBeInTheDocument();
    expect(screen.getByText(/خلال 24 ساعة/)).toBeInTheDocument();
    expect(within(screen.getByTestId('review')).getByText('تثبيت زواج')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByText('الرجاء الموافقة على الشروط والأحكام')).toBeInTheDocument();
  });
});

describe('an address not yet confirmed', () => {
  it('explains why ordering waits, offers a new link, and keeps the order from being sent', async () => {
    const user = userEvent.setup();
    renderWizard('/create-order?service=2', [], undefined, false);
    const notice = await screen.findByTestId('verify-email-notice');
    expect(notice).toHaveTextContent('أكّد بريدك الإلكتروني لتتمكن من تقديم الطلبات');
    expect(within(notice).getByRole('button', { name: 'إرسال رابط جديد' })).toBeEnabled();
    await reachStep(user, 4);
    expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeDisabled();
  });
});

describe('the draft', () => {
  it('is saved on every change and restored on return, naming the files to attach again', async () => {
    const user = userEvent.setup();
    const first = renderWizard('/create-order?service=2');
    await reachStep(user, 2);
    await user.type(screen.getByLabelText(/^ملاحظات/), 'أحتاج نسخة مترجمة');
    await user.upload(screen.getByTestId('attachment-input'), pdf('passport.pdf', 4096));
    await waitFor(() =>
      expect(storedDraft()).toMatchObject({
        step: 2,
        values: { serviceId: 2, notes: 'أحتاج نسخة مترجمة' },
        files: [{ name: 'passport.pdf', size: 4096 }],
      }),
    );
    first.unmount();

    renderWizard('/create-order');
    expect(await screen.findByText('الخطوة ٢ من ٤', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^ملاحظات/)).toHaveValue('أحتاج نسخة مترجمة');
    const missing = screen.getByTestId('missing-files');
    expect(within(missing).getByText(/passport\.pdf/)).toBeInTheDocument();
    // A Latin file name does not turn its item left to right: the marker stays at the start (right) side.
    for (const item of within(missing).getAllByRole('listitem'))
      expect(item.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.upload(screen.getByTestId('attachment-input'), pdf('passport.pdf', 4096));
    expect(screen.queryByTestId('missing-files')).not.toBeInTheDocument();
  });

  it('ignores and logs a draft that cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(draftKey(USER_ID), '{not json');
    renderWizard();
    expect(await screen.findByText('الخطوة ١ من ٤', { selector: 'p' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('order draft'), expect.anything());
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    warn.mockRestore();
  });
});

describe('placing the order', () => {
  const input = {
    serviceId: 2,
    notes: null,
    fullName: 'سارة الأحمد',
    email: 'client@example.com',
    phone: '+905321234567',
    address: null,
    nationalId: null,
    paymentMethod: 'bank_transfer',
    answers: [],
  };

  it('creates the order, uploads each file with its progress, offers a retry for a failed one, then opens the order', async () => {
    const user = userEvent.setup();
    const calls: {
      progress?: (p: UploadProgress) => void;
      resolve: (v: unknown) => void;
      reject: (e: unknown) => void;
      name: string;
      url: string;
    }[] = [];
    upload.mockImplementation(
      (url, file, options) =>
        new Promise((resolve, reject) => {
          calls.push({ progress: options.onProgress, resolve, reject, name: file.name, url });
        }),
    );
    const { cache } = renderWizard('/create-order?service=2', [createMock(input)]);
    await reachStep(user, 2);
    await user.upload(screen.getByTestId('attachment-input'), [pdf('a.pdf', 10240), pdf('b.pdf', 10240)]);
    await user.click(next());
    await waitFor(() => expect(screen.getByLabelText(/^الاسم الكامل/)).toHaveValue('سارة الأحمد'));
    await user.click(next());
    await screen.findByText('الخطوة ٤ من ٤', { selector: 'p' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/v1/orders/77/files');
    expect(await screen.findByText('تم إنشاء الطلب بنجاح! 🎉')).toBeInTheDocument();
    expect(localStorage.getItem(draftKey(USER_ID))).toBeNull();
    act(() => calls[0].progress?.({ loaded: 5120, total: 10240 }));
    expect(screen.getByText('a.pdf: ٥ من ١٠ كيلوبايت')).toBeInTheDocument();
    expect(screen.getByText('جميع المرفقات: ٥ من ٢٠ كيلوبايت')).toBeInTheDocument();

    const stored = (id: number, name: string) => [
      {
        id,
        kind: 'attachment',
        original_name: name,
        mime_type: 'application/pdf',
        size_bytes: 10240,
        created_at: '2026-03-02T09:16:00.000Z',
        download_url: `/api/v1/orders/77/files/${id}`,
      },
    ];
    await act(async () => calls[0].resolve(stored(1, 'a.pdf')));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1].reject(new TransferError(500, 'خطأ في التخزين')));
    expect(await screen.findByText(/تعذّر رفع «b.pdf»/)).toBeInTheDocument();
    expect(screen.queryByTestId('order-page')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إعادة رفع b.pdf' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].name).toBe('b.pdf');
    await act(async () => calls[2].resolve(stored(2, 'b.pdf')));
    expect(await screen.findByTestId('order-page')).toBeInTheDocument();
    const files = cache.extract()['Order:77']?.files as { __ref: string }[];
    expect(files.map((file) => file.__ref)).toEqual(['OrderFile:1', 'OrderFile:2']);
  });

  it('sends a retried order with the same idempotency key, so an answer lost on the way never places two', async () => {
    sentKeys.length = 0;
    const user = userEvent.setup();
    const lost = { request: createMock(input).request, error: new Error('Failed to fetch') };
    renderWizard('/create-order?service=2', [lost, createMock(input)]);
    await reachStep(user, 4);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await waitFor(() => expect(sentKeys.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByTestId('order-page')).toBeInTheDocument();
    // Both submits carried one key: the server answers the second with the order of the first.
    expect(new Set(sentKeys).size).toBe(1);
    expect(sentKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds the new order to the cached "my orders" list', async () => {
    const user = userEvent.setup();
    const { cache } = renderWizard('/create-order?service=2', [{ ...createMock(input), delay: 200 }]);
    cache.writeQuery({
      query: (await import('../profile/ProfilePage')).ProfileOrdersDocument,
      variables: { status: null, page: { page: 1, pageSize: 10 } },
      data: { myOrders: { total: 0, page: 1, pageSize: 10, items: [] } },
    });
    await reachStep(user, 4);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    expect(await screen.findByText('جاري الإرسال...')).toBeInTheDocument();
    expect(await screen.findByTestId('order-page')).toBeInTheDocument();
    const root = cache.extract().ROOT_QUERY as Record<string, { total: number; items: { __ref: string }[] }>;
    const entry = Object.entries(root).find(([key]) => key.startsWith('myOrders'))?.[1];
    expect(entry?.total).toBe(1);
    expect(entry?.items.map((item) => item.__ref)).toEqual(['Order:77']);
  });
});
