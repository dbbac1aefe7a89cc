import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AdminServicesPage, { AdminServicesDocument, SERVICES_PAGE } from './AdminServicesPage';
import { CreateServiceDocument, UpdateServiceDocument, UploadServiceImageDocument } from './hooks/useSaveService';
import { DeleteServiceDocument } from './hooks/useDeleteService';
import { ToggleServiceDocument } from './hooks/useToggleService';

const service = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Service' as const,
  id,
  nameAr: `خدمة ${id}`,
  nameTr: `Hizmet ${id}`,
  nameEn: `Service ${id}`,
  descriptionAr: id === 1 ? 'وصف الخدمة الأولى' : null,
  descriptionTr: null,
  descriptionEn: null,
  category: 'civil_registry',
  priceTry: '1500',
  priceUsd: id === 1 ? '45.5' : null,
  estimatedDays: 3,
  imageUrl: null,
  isActive: true,
  deliversResult: false,
  intakeQuestions: [] as unknown[],
  requiredDocuments: [] as unknown[],
  ...overrides,
});

const listMock = (
  items: ReturnType<typeof service>[],
  { search = null, category = null }: { search?: string | null; category?: string | null } = {},
): MockLink.MockedResponse => ({
  request: { query: AdminServicesDocument, variables: { search, category, page: SERVICES_PAGE } },
  result: {
    data: {
      adminServices: {
        __typename: 'ServicePage',
        total: items.length,
        page: 1,
        pageSize: SERVICES_PAGE.pageSize,
        items,
      },
    },
  },
});

function renderServices(mocks: MockLink.MockedResponse[], role: 'admin' | 'staff' = 'admin') {
  signInAs(role);
  return renderPage(<AdminServicesPage />, { path: '/admin/services', mocks: [siteConfigMock, ...mocks] });
}

const cards = () => screen.getAllByTestId('service-card');

vi.setConfig({ testTimeout: 60_000 });

describe('the back-office services screen', () => {
  it('shows six skeletons, then the cards with category, prices, days and the missing description', async () => {
    renderServices([listMock([service(1), service(2, { category: 'marriage', isActive: false })])]);
    expect(screen.getByTestId('services-loading').children).toHaveLength(6);
    expect(await screen.findAllByTestId('service-card')).toHaveLength(2);
    const [first, second] = cards();
    expect(first).toHaveTextContent('خدمة 1');
    expect(first).toHaveTextContent('السجل المدني');
    expect(first).toHaveTextContent('وصف الخدمة الأولى');
    expect(first).toHaveTextContent('١٬٥٠٠ ₺');
    expect(first).toHaveTextContent('أو ٤٥٫٥ $');
    expect(second).toHaveTextContent('الزواج');
    expect(second).toHaveTextContent('لا يوجد وصف');
    expect(within(second).getByRole('checkbox', { name: 'تفعيل الخدمة خدمة 2' })).not.toBeChecked();
    expect(screen.getByText('خدمتان')).toBeInTheDocument();
  });

  it('searches after a 300 ms pause with one request, and filters by category', async () => {
    const user = userEvent.setup();
    renderServices([
      listMock([service(1), service(2)]),
      listMock([service(2)], { search: 'Service 2' }),
      listMock([], { search: 'Service 2', category: 'divorce' }),
    ]);
    expect(await screen.findAllByTestId('service-card')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'بحث في الخدمات' }), 'Service 2');
    // Typing letter by letter asks nothing until the pause (only the final text has a mocked answer).
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('خدمة 2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'التصنيف' }), 'divorce');
    expect(await screen.findByText('لا توجد خدمات مطابقة')).toBeInTheDocument();
  });

  it('offers an add button on an empty catalogue, and shows an error state with retry', async () => {
    renderServices([listMock([])]);
    expect(await screen.findByRole('heading', { name: 'لا توجد خدمات' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'إضافة خدمة' }).length).toBeGreaterThan(0);
  });

  it('shows a retry on a failed load', async () => {
    renderServices([
      {
        request: { query: AdminServicesDocument, variables: { search: null, category: null, page: SERVICES_PAGE } },
        error: new Error('network down'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('لم نتمكن من تحميل الخدمات');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('gives staff a read-only grid', async () => {
    renderServices([listMock([service(1)])], 'staff');
    expect(await screen.findAllByTestId('service-card')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'إضافة خدمة' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /تعديل/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /حذف/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('عرض فقط: تعديل الخدمات متاح للمدير')).toBeInTheDocument();
  });

  it('toggles a service at once from the answer, with the status toast', async () => {
    const user = userEvent.setup();
    renderServices([
      listMock([service(1)]),
      {
        request: { query: ToggleServiceDocument, variables: { id: 1, isActive: false } },
        result: { data: { updateService: { __typename: 'Service', id: 1, isActive: false } } },
      },
    ]);
    const toggle = await screen.findByRole('checkbox', { name: 'تفعيل الخدمة خدمة 1' });
    await user.click(toggle);
    expect(await screen.findByText('تم تحديث حالة الخدمة')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(cards()[0]).toHaveTextContent('غير نشطة');
  });

  it('validates the form, then adds the service with its image to the list without refetching it', async () => {
    const user = userEvent.setup();
    const created = service(9, {
      nameAr: 'ترجمة محلفة',
      category: 'translation',
      priceTry: '250.5',
      priceUsd: null,
      estimatedDays: null,
      descriptionAr: null,
      nameTr: null,
      nameEn: null,
    });
    const { cache } = renderServices([
      listMock([service(1)]),
      {
        request: {
          query: CreateServiceDocument,
          variables: {
            input: {
              nameAr: 'ترجمة محلفة',
              nameTr: null,
              nameEn: null,
              descriptionAr: null,
              descriptionTr: null,
              descriptionEn: null,
              category: 'translation',
              priceTry: '250.5',
              priceUsd: null,
              estimatedDays: null,
              deliversResult: false,
              intakeQuestions: [],
            },
          },
        },
        result: { data: { createService: created } },
      },
      {
        // The four bytes of the picked file, base64-encoded.
        request: {
          query: UploadServiceImageDocument,
          variables: { id: 9, file: { fileName: 'photo.png', contentBase64: 'iVBORw==' } },
        },
        result: { data: { uploadServiceImage: { __typename: 'Service', id: 9, imageUrl: '/uploads/services/9.png' } } },
      },
    ]);
    await screen.findAllByTestId('service-card');
    await user.click(screen.getByRole('button', { name: 'إضافة خدمة' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة خدمة جديدة' });
    await user.click(within(dialog).getByRole('button', { name: 'إضافة الخدمة' }));
    expect(await within(dialog).findByText('اسم الخدمة بالعربية مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByText('أدخل سعراً صحيحاً (رقم موجب بخانتين عشريتين على الأكثر)')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^اسم الخدمة \(عربي\)/), 'ترجمة محلفة');
    await user.selectOptions(within(dialog).getByLabelText(/^التصنيف/), 'translation');
    const price = within(dialog).getByLabelText(/^السعر بالليرة/);
    expect(price).toHaveAttribute('step', '0.01');
    await user.type(price, '250.5');

    const input = within(dialog).getByTestId('service-image-input') as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await within(dialog).findByText('حجم الصورة يجب أن يكون أقل من 5 ميغابايت')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'معاينة صورة الخدمة' })).not.toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'معاينة صورة الخدمة' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'إضافة الخدمة' }));
    expect(await screen.findByText('تمت إضافة الخدمة بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[1]).toHaveTextContent('ترجمة محلفة');
    expect(screen.getByText('خدمتان')).toBeInTheDocument();
    expect(cache.extract()['Service:9']).toMatchObject({ imageUrl: '/uploads/services/9.png' });
  });

  it('edits a service in place and shows a server refusal as a toast', async () => {
    const user = userEvent.setup();
    const input = {
      nameAr: 'خدمة 1 معدلة',
      nameTr: 'Hizmet 1',
      nameEn: 'Service 1',
      descriptionAr: 'وصف الخدمة الأولى',
      descriptionTr: null,
      descriptionEn: null,
      category: 'civil_registry',
      priceTry: '1500',
      priceUsd: '45.5',
      estimatedDays: 3,
      deliversResult: true,
      intakeQuestions: [],
    };
    renderServices([
      listMock([service(1)]),
      {
        request: { query: UpdateServiceDocument, variables: { id: 1, input } },
        result: { errors: [new GraphQLError('الخدمة غير موجودة')] },
      },
      {
        request: { query: UpdateServiceDocument, variables: { id: 1, input } },
        result: { data: { updateService: service(1, { nameAr: 'خدمة 1 معدلة', deliversResult: true }) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'تعديل خدمة 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل الخدمة' });
    const name = within(dialog).getByLabelText(/^اسم الخدمة \(عربي\)/);
    expect(name).toHaveValue('خدمة 1');
    await user.type(name, ' معدلة');
    // Completing its orders will need a delivered result.
    const delivers = within(dialog).getByRole('checkbox', { name: /تسلّم نتيجة/ });
    expect(delivers).not.toBeChecked();
    await user.click(delivers);
    await user.click(within(dialog).getByRole('button', { name: 'تحديث الخدمة' }));
    expect(await screen.findByText('الخدمة غير موجودة')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'تحديث الخدمة' }));
    expect(await screen.findByText('تم تحديث الخدمة بنجاح')).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent('خدمة 1 معدلة');
  });

  it('edits the intake questions: adds, fills in three languages, sets the type and choices, reorders, removes', async () => {
    const user = userEvent.setup();
    const stored = {
      __typename: 'ServiceQuestion',
      key: 'father_name',
      type: 'text',
      required: true,
      labelAr: 'اسم الأب',
      labelTr: null,
      labelEn: "Father's name",
      helpAr: null,
      helpTr: null,
      helpEn: null,
      minLength: null,
      maxLength: 120,
      pattern: null,
      minDate: null,
      maxDate: null,
      minNumber: null,
      maxNumber: null,
      options: [],
    };
    const withQuestion = service(1, { intakeQuestions: [stored] });
    const saved = {
      nameAr: 'خدمة 1',
      nameTr: 'Hizmet 1',
      nameEn: 'Service 1',
      descriptionAr: 'وصف الخدمة الأولى',
      descriptionTr: null,
      descriptionEn: null,
      category: 'civil_registry',
      priceTry: '1500',
      priceUsd: '45.5',
      estimatedDays: 3,
      deliversResult: false,
      intakeQuestions: [
        {
          key: 'target_language',
          type: 'choice',
          required: true,
          labelAr: 'لغة الترجمة',
          labelTr: 'Çeviri dili',
          labelEn: 'Target language',
          helpAr: null,
          helpTr: null,
          helpEn: null,
          minLength: null,
          maxLength: null,
          pattern: null,
          minDate: null,
          maxDate: null,
          minNumber: null,
          maxNumber: null,
          options: [{ value: 'turkish', labelAr: 'التركية', labelTr: null, labelEn: 'Turkish' }],
        },
        {
          key: 'father_name',
          type: 'text',
          required: true,
          labelAr: 'اسم الأب',
          labelTr: null,
          labelEn: "Father's name",
          helpAr: null,
          helpTr: null,
          helpEn: null,
          minLength: null,
          maxLength: 120,
          pattern: null,
          minDate: null,
          maxDate: null,
          minNumber: null,
          maxNumber: null,
          options: null,
        },
      ],
    };
    renderServices([
      listMock([withQuestion]),
      {
        request: { query: UpdateServiceDocument, variables: { id: 1, input: saved } },
        result: { data: { updateService: withQuestion } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'تعديل خدمة 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل الخدمة' });
    const editor = within(dialog).getByTestId('questions-editor');
    expect(within(editor).getByLabelText('المفتاح (السؤال 1)')).toHaveValue('father_name');
    expect(within(editor).getByLabelText('أكبر طول (السؤال 1)')).toHaveValue('120');

    await user.click(within(editor).getByRole('button', { name: 'إضافة سؤال' }));
    await user.click(within(editor).getByRole('button', { name: 'إضافة سؤال' }));
    await user.click(within(editor).getByRole('button', { name: 'حذف السؤال 3' }));
    await user.type(within(editor).getByLabelText('المفتاح (السؤال 2)'), 'target_language');
    await user.selectOptions(within(editor).getByLabelText('النوع (السؤال 2)'), 'choice');
    expect(within(editor).queryByLabelText('أكبر طول (السؤال 2)')).not.toBeInTheDocument();
    await user.type(within(editor).getByLabelText('السؤال بالعربية (السؤال 2)'), 'لغة الترجمة');
    await user.type(within(editor).getByLabelText('السؤال بالتركية (السؤال 2)'), 'Çeviri dili');
    await user.type(within(editor).getByLabelText('السؤال بالإنجليزية (السؤال 2)'), 'Target language');

    await user.click(within(dialog).getByRole('button', { name: 'تحديث الخدمة' }));
    expect(await within(editor).findByText('سؤال الاختيار يحتاج خياراً واحداً على الأقل')).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'إضافة خيار' }));
    await user.type(within(editor).getByLabelText('الرمز: الخيار 1 (السؤال 2)'), 'turkish');
    await user.type(within(editor).getByLabelText('بالعربية: الخيار 1 (السؤال 2)'), 'التركية');
    await user.type(within(editor).getByLabelText('بالإنجليزية: الخيار 1 (السؤال 2)'), 'Turkish');
    await user.click(within(editor).getByRole('button', { name: 'نقل السؤال 2 للأعلى' }));
    expect(within(editor).getByLabelText('المفتاح (السؤال 1)')).toHaveValue('target_language');

    await user.click(within(dialog).getByRole('button', { name: 'تحديث الخدمة' }));
    expect(await screen.findByText('تم تحديث الخدمة بنجاح')).toBeInTheDocument();
  });

  it('edits the required documents in the service form and sends the whole list', async () => {
    const user = userEvent.setup();
    const passport = {
      __typename: 'RequiredDocument' as const,
      id: 5,
      nameAr: 'صورة جواز السفر',
      nameTr: null,
      nameEn: 'Passport copy',
      descriptionAr: null,
      descriptionTr: null,
      descriptionEn: null,
      isRequired: true,
      acceptedTypes: ['pdf'],
      maxFiles: 1,
      maxAgeDays: null,
      originalByPost: false,
      onlyForSomeoneElse: false,
    };
    const extract = { nameAr: 'إخراج قيد', maxAgeDays: 90 };
    const input = {
      nameAr: 'خدمة 1',
      nameTr: 'Hizmet 1',
      nameEn: 'Service 1',
      descriptionAr: 'وصف الخدمة الأولى',
      descriptionTr: null,
      descriptionEn: null,
      category: 'civil_registry',
      priceTry: '1500',
      priceUsd: '45.5',
      estimatedDays: 3,
      deliversResult: false,
      intakeQuestions: [],
      requiredDocuments: [
        {
          id: 5,
          nameAr: 'صورة جواز السفر',
          nameTr: null,
          nameEn: 'Passport copy',
          descriptionAr: null,
          descriptionTr: null,
          descriptionEn: null,
          isRequired: true,
          acceptedTypes: ['pdf'],
          maxFiles: 1,
          maxAgeDays: null,
          originalByPost: false,
          onlyForSomeoneElse: false,
        },
        {
          nameAr: extract.nameAr,
          nameTr: null,
          nameEn: null,
          descriptionAr: null,
          descriptionTr: null,
          descriptionEn: null,
          isRequired: true,
          acceptedTypes: ['pdf', 'jpg', 'png'],
          maxFiles: 1,
          maxAgeDays: 90,
          originalByPost: false,
          onlyForSomeoneElse: false,
        },
      ],
    };
    const saved = service(1, {
      requiredDocuments: [passport, { ...passport, id: 6, nameAr: extract.nameAr, maxAgeDays: 90 }],
    });
    renderServices([
      listMock([service(1, { requiredDocuments: [passport] })]),
      {
        request: { query: UpdateServiceDocument, variables: { id: 1, input } },
        result: { data: { updateService: saved } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'تعديل خدمة 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل الخدمة' });
    const editor = within(dialog).getByTestId('required-documents');
    expect(within(editor).getByLabelText(/اسم المستند 1 بالعربية/)).toHaveValue('صورة جواز السفر');
    await user.click(within(editor).getByRole('button', { name: 'إضافة مستند مطلوب' }));
    await user.click(within(dialog).getByRole('button', { name: 'تحديث الخدمة' }));
    expect(await screen.findByText('صحح المستندات المطلوبة قبل الحفظ')).toBeInTheDocument();
    await user.type(within(editor).getByLabelText(/اسم المستند 2 بالعربية/), extract.nameAr);
    await user.type(within(editor).getAllByLabelText('أقصى عمر بالأيام')[1], '90');
    await user.click(within(dialog).getByRole('button', { name: 'تحديث الخدمة' }));
    expect(await screen.findByText('تم تحديث الخدمة بنجاح')).toBeInTheDocument();
  });

  it('deletes after confirmation and evicts the service', async () => {
    const user = userEvent.setup();
    const { cache } = renderServices([
      listMock([service(1), service(2)]),
      { request: { query: DeleteServiceDocument, variables: { id: 2 } }, result: { data: { deleteService: true } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'حذف خدمة 2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'حذف الخدمة' });
    expect(confirm).toHaveTextContent('هل أنت متأكد من حذف هذه الخدمة؟ (خدمة 2)');
    await user.click(within(confirm).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'حذف خدمة 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف الخدمة بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cache.extract()['Service:2']).toBeUndefined();
    expect(screen.getByText('خدمة واحدة')).toBeInTheDocument();
  });
});
