import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AdminOrdersPage from './AdminOrdersPage';
import { desktopScreen, FATHER_APPLICANT, fakeServer, makeOrder, type FakeOrder } from './test-fixtures';

vi.mock('../../../lib/transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/transfer')>()),
  downloadFile: vi.fn(async () => undefined),
  saveFile: vi.fn(),
}));
const transfer = await import('../../../lib/transfer');

const ar = (value: number) => new Intl.NumberFormat('ar-SY').format(value);
const arabicAdminDate = (iso: string) =>
  new Intl.DateTimeFormat('ar-SA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(
    new Date(iso),
  );

function sampleOrders(): FakeOrder[] {
  return [
    makeOrder(1, 'pending', { fullName: 'ليلى الحسن', phone: '+905551112233' }),
    makeOrder(2, 'pending', { fullName: 'عمر خليل', phone: '+963944556677', unreadMessages: 2 }),
    makeOrder(3, 'paid', { fullName: 'هدى سليم' }),
    makeOrder(4, 'cancelled', { fullName: 'سامي يوسف' }),
    makeOrder(5, 'completed', {
      fullName: 'ريم الأحمد',
      serviceName: '',
      serviceNameEn: null,
      serviceNameTr: null,
      currency: 'USD',
      totalAmount: '120.50',
    }),
  ];
}

function renderOrders(
  orders: FakeOrder[] = sampleOrders(),
  path = '/admin/orders',
  options: { listError?: boolean; language?: NonNullable<Parameters<typeof renderPage>[1]>['language'] } = {},
) {
  const server = fakeServer(orders, options);
  const view = renderPage(<AdminOrdersPage />, {
    path,
    mocks: [siteConfigMock, ...server.mocks],
    language: options.language,
  });
  return { ...view, server, orders };
}

const table = () => screen.findByRole('table', { name: 'قائمة الطلبات' });
// While the details are open, the page behind them is hidden from assistive technologies: `hidden` reaches it.
const rowOf = (orderNumber: string) =>
  screen.getByRole('cell', { name: orderNumber, hidden: true }).closest('tr') as HTMLElement;
const count = (tab: string) => screen.getByTestId(`count-${tab}`);

let restoreScreen: () => void;
beforeEach(() => {
  signInAs('admin', { fullName: 'مدير المكتب' });
  restoreScreen = desktopScreen();
});
afterEach(() => {
  restoreScreen();
  vi.clearAllMocks();
});

describe('the back-office orders screen', () => {
  it('shows a skeleton, then the orders with their columns, the matching count and each tab’s count from the server', async () => {
    renderOrders();
    expect(screen.getByTestId('orders-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'إدارة الطلبات' })).toBeInTheDocument();
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['رقم الطلب', 'العميل', 'الخدمة', 'المبلغ', 'الحالة', 'الرسائل', 'المسؤول', 'التاريخ', 'إجراءات']);
    expect(within(list).getAllByRole('row')).toHaveLength(6);
    // The client's unread messages, in their column (nothing where there are none).
    expect(within(list).getAllByTestId('unread-messages')).toHaveLength(1);
    expect(within(rowOf('ORD-2026-000002')).getByTestId('unread-messages')).toHaveAccessibleName(
      'رسالتان غير مقروءتين',
    );
    expect(screen.getByTestId('orders-count')).toHaveTextContent(`${ar(5)} طلبات`);
    expect(count('all')).toHaveTextContent(ar(5));
    expect(count('pending')).toHaveTextContent(ar(2));
    expect(count('paid')).toHaveTextContent(ar(1));
    expect(count('pending_payment')).toHaveTextContent(ar(0));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/[٠-٩]+$/, ''))).toEqual([
      'الكل',
      'جديد',
      'في انتظار الدفع',
      'تم الدفع',
      'قيد المعالجة',
      'قيد التنفيذ',
      'مكتمل',
      'ملغي',
      'مسترد',
    ]);

    const layla = rowOf('ORD-2026-000001');
    expect(within(layla).getByText('ليلى الحسن')).toBeInTheDocument();
    expect(within(layla).getByText('+90 555 111 22 33')).toBeInTheDocument();
    expect(within(layla).getByText('تثبيت زواج')).toBeInTheDocument();
    expect(within(layla).getByText(`${ar(6500)} ₺`)).toBeInTheDocument();
    expect(within(layla).getByText('جديد')).toBeInTheDocument();
    expect(within(layla).getByText(arabicAdminDate('2026-03-11T09:15:00.000Z'))).toBeInTheDocument();
    expect(within(layla).getByRole('link', { name: 'اتصال بـ ليلى الحسن' })).toHaveAttribute(
      'href',
      'tel:+905551112233',
    );
    const chat = within(layla).getByRole('link', { name: 'محادثة واتساب مع ليلى الحسن' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/905551112233\?text=/);
    expect(decodeURIComponent(chat.getAttribute('href')!.split('text=')[1])).toContain('ORD-2026-000001');

    const reem = rowOf('ORD-2026-000005');
    expect(within(reem).getByText('غير محدد')).toBeInTheDocument();
    expect(within(reem).getByText(/\$/)).toBeInTheDocument();
  });

  it('switches tabs through the address, back to page 1, keeping the counts of the search', async () => {
    const { router, server } = renderOrders(sampleOrders(), '/admin/orders?page=1');
    await table();
    await userEvent.click(screen.getByRole('tab', { name: /^جديد/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('tab', { name: /^جديد/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('orders-count')).toHaveTextContent('طلبان');
    expect(count('all')).toHaveTextContent(ar(5));
    expect(server.calls.list.at(-1)).toMatchObject({ status: 'pending' });
    await userEvent.click(screen.getByRole('tab', { name: /^الكل/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches 300 ms after typing stops, with one request for the whole word, and writes ?search=', async () => {
    const { router, server } = renderOrders();
    await table();
    const before = server.calls.list.length;
    const box = screen.getByRole('searchbox', { name: 'بحث في الطلبات' });
    await userEvent.type(box, 'ليلى');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe(`?search=${encodeURIComponent('ليلى')}`));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(server.calls.list.slice(before)).toEqual([{ search: 'ليلى', page: { page: 1, pageSize: 20 } }]);
    expect(count('all')).toHaveTextContent(ar(1));
    expect(count('pending')).toHaveTextContent(ar(1));
  });

  it('reads its state from the address: status, search, page and the open order (as the shell and dashboard link)', async () => {
    const many = Array.from({ length: 23 }, (_, i) => makeOrder(i + 1, 'pending', { fullName: `عميل رقم ${i + 1}` }));
    const { server, router } = renderOrders(
      many,
      '/admin/orders?status=pending&search=%D8%B9%D9%85%D9%8A%D9%84&page=2&order=7',
    );
    expect(await screen.findByRole('dialog', { name: 'تفاصيل الطلب ORD-2026-000007' })).toBeInTheDocument();
    expect(server.calls.list[0]).toEqual({ status: 'pending', search: 'عميل', page: { page: 2, pageSize: 20 } });
    expect(screen.getByRole('searchbox', { name: 'بحث في الطلبات', hidden: true })).toHaveValue('عميل');
    await userEvent.click(screen.getAllByRole('button', { name: 'إغلاق' })[0]);
    await waitFor(() => expect(router.state.location.search).not.toContain('order='));
    const list = await table();
    expect(within(list).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText(`صفحة ${ar(2)} من ${ar(2)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'السابق' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?status=pending&search=${encodeURIComponent('عميل')}`),
    );
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21));
  });

  it('follows the address when the shell’s search box changes it', async () => {
    const { router } = renderOrders();
    await table();
    await act(() => router.navigate('/admin/orders?search=%D8%B9%D9%85%D8%B1'));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'بحث في الطلبات' })).toHaveValue('عمر'));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?search=%D8%B9%D9%85%D8%B1');
  });

  it('opens the details: customer, service, amount, dates, notes, answers, files to download and the status history', async () => {
    const orders = sampleOrders();
    orders[2] = makeOrder(3, 'paid', {
      fullName: 'هدى سليم',
      email: 'huda@example.com',
      nationalId: 'N1234567',
      notes: 'أرجو الإسراع',
      answers: [
        {
          __typename: 'OrderAnswer',
          key: 'marriage_date',
          type: 'date',
          labelAr: 'تاريخ عقد الزواج',
          labelTr: null,
          labelEn: null,
          value: '2020-06-15',
          valueLabelAr: null,
          valueLabelTr: null,
          valueLabelEn: null,
        },
        {
          __typename: 'OrderAnswer',
          key: 'witnesses_present',
          type: 'yes_no',
          labelAr: 'هل الشهود حاضرون؟',
          labelTr: null,
          labelEn: null,
          value: 'true',
          valueLabelAr: null,
          valueLabelTr: null,
          valueLabelEn: null,
        },
      ],
      files: [
        {
          __typename: 'OrderFile',
          id: 11,
          kind: 'attachment',
          originalName: 'هوية.pdf',
          mimeType: 'application/pdf',
          sizeBytes: 20480,
          createdAt: '2026-03-10T09:20:00.000Z',
          downloadUrl: '/api/v1/orders/3/files/11',
          receiptStatus: null,
          receiptReason: null,
          receiptReviewedAt: null,
        },
        {
          __typename: 'OrderFile',
          id: 12,
          kind: 'receipt',
          originalName: 'receipt.png',
          mimeType: 'image/png',
          sizeBytes: 4096,
          createdAt: '2026-03-11T09:20:00.000Z',
          downloadUrl: '/api/v1/orders/3/files/12',
          receiptStatus: 'submitted',
          receiptReason: null,
          receiptReviewedAt: null,
        },
      ],
      history: [
        {
          __typename: 'OrderStatusChange',
          id: 301,
          fromStatus: null,
          toStatus: 'pending',
          note: null,
          changedByName: 'هدى سليم',
          createdAt: '2026-03-10T09:15:00.000Z',
        },
        {
          __typename: 'OrderStatusChange',
          id: 302,
          fromStatus: 'pending',
          toStatus: 'paid',
          note: 'تم التحقق من الإيصال',
          changedByName: 'موظف المكتب',
          createdAt: '2026-03-12T14:00:00.000Z',
        },
      ],
    });
    const { router } = renderOrders(orders);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'عرض تفاصيل الطلب ORD-2026-000003' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=3'));
    const dialog = await screen.findByRole('dialog', { name: 'تفاصيل الطلب ORD-2026-000003' });
    for (const text of [
      'هدى سليم',
      'huda@example.com',
      'N1234567',
      'TRK-ABCD0003',
      'Marriage registration',
      'أرجو الإسراع',
      'تحويل بنكي',
      'هوية.pdf',
      'receipt.png',
    ].slice(0, 9)) {
      if (text === 'Marriage registration') expect(within(dialog).getAllByText('تثبيت زواج').length).toBeGreaterThan(0);
      else expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    // The kind and the size of a file apart, with a mark no reader takes for the Arabic zero "٠" (not "·").
    const fileFacts = within(dialog).getByText(
      (_, element) => element?.tagName === 'P' && /^مرفق/.test(element.textContent ?? ''),
    );
    expect(fileFacts.textContent).toMatch(/^مرفق — \S+ كيلوبايت$/);
    // The amount, and again as due and as the balance in the payments panel.
    expect(within(dialog).getAllByText(`${ar(6500)} ₺`)).toHaveLength(3);
    const answers = within(dialog).getByTestId('order-answers');
    expect(within(answers).getByText('تاريخ عقد الزواج')).toBeInTheDocument();
    expect(within(answers).getByText(/٢٠٢٠/)).toBeInTheDocument();
    expect(within(answers).getByText('نعم')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+90 532 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+905321234567',
    );

    const history = within(dialog).getAllByTestId('history-entry');
    expect(history).toHaveLength(2);
    expect(history[0]).toHaveTextContent('أُنشئ الطلب');
    expect(history[1]).toHaveTextContent('من «جديد» إلى «تم الدفع»');
    expect(history[1]).toHaveTextContent('بواسطة موظف المكتب');
    expect(history[1]).toHaveTextContent('تم التحقق من الإيصال');
    expect(history[1]).toHaveTextContent(arabicAdminDate('2026-03-12T14:00:00.000Z'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'تنزيل receipt.png' }));
    expect(transfer.downloadFile).toHaveBeenCalledWith('/api/v1/orders/3/files/12', 'receipt.png');
  });

  it('offers exactly the moves the state machine allows, the current status disabled, and nothing for a final one', async () => {
    renderOrders(sampleOrders(), '/admin/orders?order=3');
    const dialog = await screen.findByRole('dialog', { name: /^تفاصيل الطلب/ });
    const panel = within(dialog).getByRole('group', { name: 'تغيير الحالة' });
    const buttons = within(panel).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'تم الدفع',
      'قيد المعالجة',
      'قيد التنفيذ',
      'مكتمل',
      'ملغي',
      'مسترد',
    ]);
    expect(within(panel).getByRole('button', { name: 'تم الدفع' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'قيد المعالجة' })).toBeEnabled();
    expect(within(panel).queryByRole('button', { name: 'جديد' })).not.toBeInTheDocument();
  });

  it('works from the keyboard: the details open with Enter, close with Escape and give the focus back', async () => {
    const { router } = renderOrders();
    await table();
    const view = screen.getByRole('button', { name: 'عرض تفاصيل الطلب ORD-2026-000002' });
    view.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: /^تفاصيل الطلب/ });
    await within(dialog).findByText('client2@example.com');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('button', { name: 'عرض تفاصيل الطلب ORD-2026-000002' })).toHaveFocus());
  });

  it('says a cancelled order cannot move', async () => {
    renderOrders(sampleOrders(), '/admin/orders?order=4');
    const dialog = await screen.findByRole('dialog', { name: /^تفاصيل الطلب/ });
    expect(await within(dialog).findByText('هذه الحالة نهائية ولا يمكن تغييرها.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'تغيير الحالة' })).not.toBeInTheDocument();
  });

  it('asks to confirm, and going back changes nothing', async () => {
    const { server } = renderOrders(sampleOrders(), '/admin/orders?order=1');
    const dialog = await screen.findByRole('dialog', { name: /^تفاصيل الطلب/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'ملغي' }));
    const confirm = within(dialog).getByRole('alertdialog');
    expect(confirm).toHaveTextContent('هل تريد تغيير حالة الطلب إلى «ملغي»؟');
    await userEvent.click(within(confirm).getByRole('button', { name: 'تراجع' }));
    expect(within(dialog).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.calls.change).toEqual([]);
  });

  it('changes the status after confirming: the row, the details and the tab counts update from the answer, without refetching the list', async () => {
    const { server, cache } = renderOrders();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'عرض تفاصيل الطلب ORD-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: /^تفاصيل الطلب/ });
    const listCalls = server.calls.list.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'في انتظار الدفع' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^ملاحظة/ }), 'أرسلنا تفاصيل الدفع');
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم، غيّر الحالة' }));

    expect(await screen.findByText('تم تحديث حالة الطلب بنجاح')).toBeInTheDocument();
    expect(server.calls.change).toEqual([{ id: 1, status: 'pending_payment', note: 'أرسلنا تفاصيل الدفع' }]);
    await waitFor(() => expect(within(dialog).getAllByTestId('history-entry')).toHaveLength(2));
    expect(within(dialog).getAllByTestId('history-entry')[1]).toHaveTextContent('من «جديد» إلى «في انتظار الدفع»');
    expect(
      within(within(dialog).getByRole('group', { name: 'تغيير الحالة' })).getByRole('button', {
        name: 'في انتظار الدفع',
      }),
    ).toBeDisabled();
    expect(within(rowOf('ORD-2026-000001')).getByText('في انتظار الدفع')).toBeInTheDocument();
    expect(count('pending')).toHaveTextContent(ar(1));
    expect(count('pending_payment')).toHaveTextContent(ar(1));
    expect(count('all')).toHaveTextContent(ar(5));
    expect(server.calls.list.length).toBe(listCalls);
    expect(JSON.stringify(cache.extract())).toContain('"status":"pending_payment"');
  });

  it('tells the server’s refusal in a toast and leaves the counts alone', async () => {
    const orders = sampleOrders();
    orders[0].allowedNextStatuses = ['pending_payment', 'paid'];
    const { server } = renderOrders(orders, '/admin/orders?order=1');
    const dialog = await screen.findByRole('dialog', { name: /^تفاصيل الطلب/ });
    await waitFor(() => expect(count('pending')).toHaveTextContent(ar(2)));
    // The server has meanwhile decided otherwise.
    orders[0].allowedNextStatuses = [];
    await userEvent.click(within(dialog).getByRole('button', { name: 'تم الدفع' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم، غيّر الحالة' }));
    expect(await screen.findByText('لا يمكن تغيير حالة الطلب')).toBeInTheDocument();
    expect(server.calls.change).toHaveLength(1);
    expect(count('pending')).toHaveTextContent(ar(2));
  });

  it('lets staff do all of it', async () => {
    signInAs('staff', { fullName: 'موظف المكتب' });
    const { server } = renderOrders(sampleOrders(), '/admin/orders?order=2');
    const dialog = await screen.findByRole('dialog', { name: /^تفاصيل الطلب/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'قيد المعالجة' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'نعم، غيّر الحالة' }));
    // The toast of an earlier test may still be showing: wait for this change itself.
    await waitFor(() => expect(server.calls.change).toEqual([{ id: 2, status: 'processing', note: undefined }]));
    expect(await screen.findByText('تم تحديث حالة الطلب بنجاح')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /تصدير إلى Excel/, hidden: true })).toBeEnabled();
  });

  it('shows the applicant under the account holder in the list, and all their data in the details', async () => {
    const orders = sampleOrders();
    orders[1].applicant = FATHER_APPLICANT;
    renderOrders(orders, '/admin/orders?order=2');
    const dialog = await screen.findByRole('dialog', { name: /^تفاصيل الطلب/ });
    const section = within(dialog).getByRole('heading', { name: 'المعني بالطلب' }).closest('section') as HTMLElement;
    expect(within(section).getByText('أحمد محمد الحلبي')).toBeInTheDocument();
    expect(within(section).getByText('Ahmad Mohammad Alhalabi')).toBeInTheDocument();
    expect(within(section).getByText('الأب')).toBeInTheDocument();
    expect(within(section).getByText('فاطمة الخطيب')).toBeInTheDocument();
    const row = rowOf('ORD-2026-000002');
    expect(within(row).getByTestId('row-applicant')).toHaveTextContent('لصالح أحمد محمد الحلبي (الأب)');
    expect(within(rowOf('ORD-2026-000001')).queryByTestId('row-applicant')).not.toBeInTheDocument();
  });

  it('has an empty state for no orders at all and another for no match', async () => {
    renderOrders([]);
    expect(await screen.findByRole('heading', { name: 'لا توجد طلبات بعد' })).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the search', async () => {
    const { router } = renderOrders(sampleOrders(), '/admin/orders?search=zzz');
    expect(await screen.findByRole('heading', { name: 'لا توجد طلبات مطابقة' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'مسح البحث' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await table()).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    renderOrders(sampleOrders(), '/admin/orders', { listError: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذر تحميل الطلبات');
    expect(within(alert).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('exports the current tab and search, showing the bytes received', async () => {
    const chunks = [new Uint8Array(300 * 1024), new Uint8Array(200 * 1024)];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = chunks.shift();
        if (!next) return controller.close();
        if (chunks.length === 0) await gate;
        controller.enqueue(next);
      },
    });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(body, {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition':
            'attachment; filename="orders-pending-2026-03-29.xlsx"; filename*=UTF-8\'\'orders-pending-2026-03-29.xlsx',
        },
      }),
    );
    renderOrders(sampleOrders(), '/admin/orders?status=pending&search=%D9%84%D9%8A%D9%84%D9%89');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'تصدير إلى Excel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'التصدير إلى Excel' })).getByRole('button', { name: 'تصدير' }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/v1/admin/orders/export?status=pending&search=${encodeURIComponent('ليلى')}`,
      { headers: { 'Accept-Language': 'ar', Authorization: 'Bearer access-token' } },
    );
    expect(await screen.findByText(/جارٍ التنزيل… ٣٠٠/)).toBeInTheDocument();
    release();
    expect(await screen.findByText('تم تصدير الطلبات')).toBeInTheDocument();
    expect(transfer.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'orders-pending-2026-03-29.xlsx');
    expect((vi.mocked(transfer.saveFile).mock.calls[0][0] as Blob).size).toBe(500 * 1024);
    fetchMock.mockRestore();
  });

  it('narrows the payments sheet by days, method and currency, and refuses an end before the start', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Uint8Array(10)));
    const user = userEvent.setup();
    renderOrders(sampleOrders(), '/admin/orders?status=paid');
    await table();
    await user.click(screen.getByRole('button', { name: 'تصدير إلى Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'التصدير إلى Excel' });
    await user.type(within(dialog).getByLabelText('مدفوعة من'), '2026-11-20');
    await user.type(within(dialog).getByLabelText('مدفوعة حتى'), '2026-11-01');
    await user.selectOptions(within(dialog).getByLabelText('طريقة الدفع'), 'syriatel_cash');
    await user.selectOptions(within(dialog).getByLabelText('العملة'), 'SYP');
    await user.click(within(dialog).getByRole('button', { name: 'تصدير' }));
    expect(await within(dialog).findByText('لا يمكن أن يسبق يوم النهاية يوم البداية.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('مدفوعة حتى'));
    await user.type(within(dialog).getByLabelText('مدفوعة حتى'), '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'تصدير' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/admin/orders/export?status=paid&paid_from=2026-11-20&paid_to=2026-11-30&method=syriatel_cash&currency=SYP',
        { headers: { 'Accept-Language': 'ar', Authorization: 'Bearer access-token' } },
      ),
    );
    expect(await screen.findByText('تم تصدير الطلبات')).toBeInTheDocument();
    fetchMock.mockRestore();
  });

  it('shows cards on phones', async () => {
    restoreScreen();
    renderOrders();
    const list = await screen.findByRole('list', { name: 'قائمة الطلبات' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('ليلى الحسن');
    restoreScreen = desktopScreen();
  });

  it('speaks English', async () => {
    renderOrders(sampleOrders(), '/admin/orders', { language: { language: 'en', messages: await loadMessages('en') } });
    const list = await screen.findByRole('table', { name: 'Orders list' });
    expect(within(list).getAllByText('Marriage registration').length).toBe(4);
    expect(screen.getByTestId('orders-count')).toHaveTextContent('5 orders');
    expect(screen.getByRole('tab', { name: /^New/ })).toBeInTheDocument();
    expect(within(list).getByText('Not specified')).toBeInTheDocument();
  });
});
