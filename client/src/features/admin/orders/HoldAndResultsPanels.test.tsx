import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AdminOrdersPage from './AdminOrdersPage';
import { HoldOrderDocument } from './hooks/useHoldOrder';
import { ResumeOrderDocument } from './hooks/useResumeOrder';
import { AddOrderResultDocument } from './hooks/useAddOrderResult';
import { desktopScreen, fakeServer, makeOrder, type FakeOrder, type HoldRow, type ResultRow } from './test-fixtures';

vi.mock('../../../lib/transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/transfer')>()),
  downloadFile: vi.fn(async () => undefined),
}));

const REQUEST = 'يرجى رفع نسخة أوضح من الصفحة الثانية';
const istanbul = (iso: string) =>
  new Intl.DateTimeFormat('ar-SY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(
    new Date(iso),
  );

const hold = (overrides: Partial<HoldRow> = {}): HoldRow => ({
  __typename: 'OrderHold',
  id: 7,
  request: REQUEST,
  requestedByName: 'موظف المكتب',
  createdAt: '2026-03-20T07:30:00.000Z',
  answer: null,
  answeredAt: null,
  resumedByName: null,
  closedAt: null,
  ...overrides,
});

const delivered = (overrides: Partial<ResultRow> = {}): ResultRow => ({
  __typename: 'OrderResult',
  id: 3,
  note: 'القيد وترجمته',
  carrier: null,
  courierTrackingNumber: null,
  createdByName: 'موظف المكتب',
  createdAt: '2026-03-25T08:00:00.000Z',
  files: [
    {
      __typename: 'OrderResultFile',
      id: 31,
      originalName: 'extract.pdf',
      downloadUrl: '/api/v1/orders/1/files/31',
      firstDownloadedAt: '2026-03-26T18:45:00.000Z',
    },
  ],
  ...overrides,
});

/** The order page's answer of a write: the whole order as the fake server holds it now. */
const answerOf = (order: FakeOrder) => ({ ...order });

function renderWith(order: FakeOrder, extra: MockLink.MockedResponse[] = []) {
  const server = fakeServer([order]);
  renderPage(<AdminOrdersPage />, {
    path: `/admin/orders?order=${order.id}`,
    mocks: [siteConfigMock, ...server.mocks, ...extra],
  });
  return server;
}

const dialog = () => screen.findByRole('dialog', { name: /تفاصيل الطلب/ });

let restoreScreen: () => void;
beforeEach(() => {
  signInAs('admin', { fullName: 'مدير المكتب' });
  restoreScreen = desktopScreen();
});
afterEach(() => {
  restoreScreen();
  vi.clearAllMocks();
});

describe('the hold dialog in the order details', () => {
  it('puts the order on hold with the request; the panel shows it with a resume button', async () => {
    const user = userEvent.setup();
    const order = makeOrder(1, 'processing');
    const sent: unknown[] = [];
    renderWith(order, [
      {
        request: { query: HoldOrderDocument, variables: () => true },
        result: (variables: { orderId: number; request: string }) => {
          sent.push(variables);
          Object.assign(order, { onHold: true, openHold: hold({ requestedByName: 'مدير المكتب' }) });
          order.holds = [order.openHold!];
          return { data: { holdOrder: answerOf(order) } };
        },
      },
    ]);
    const details = await dialog();
    const panel = await within(details).findByTestId('hold-panel');
    await user.click(within(panel).getByRole('button', { name: 'إيقاف بانتظار العميل' }));
    const form = await screen.findByRole('dialog', { name: 'إيقاف الطلب بانتظار العميل' });
    await user.click(within(form).getByRole('button', { name: 'إيقاف الطلب' }));
    expect(await within(form).findByText('اكتب ما تحتاجه من العميل')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /ماذا تحتاج من العميل/ }), `  ${REQUEST} `);
    await user.click(within(form).getByRole('button', { name: 'إيقاف الطلب' }));
    await waitFor(() => expect(sent).toEqual([{ orderId: 1, request: REQUEST }]));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'إيقاف الطلب بانتظار العميل' })).not.toBeInTheDocument(),
    );
    expect(await within(panel).findByText(REQUEST)).toBeInTheDocument();
    expect(panel).toHaveTextContent(istanbul('2026-03-20T07:30:00.000Z'));
    expect(panel).toHaveTextContent('مدير المكتب');
    expect(within(panel).getByRole('button', { name: 'استئناف الطلب' })).toBeInTheDocument();
    expect(within(details).getByText('بانتظار العميل')).toBeInTheDocument();
  });

  it('resumes an order on hold; the request moves to the earlier ones with who resumed', async () => {
    const user = userEvent.setup();
    const open = hold();
    const order = makeOrder(1, 'paid', { onHold: true, openHold: open, holds: [open] });
    renderWith(order, [
      {
        request: { query: ResumeOrderDocument, variables: { orderId: 1 } },
        result: () => {
          const closed = hold({ resumedByName: 'مدير المكتب', closedAt: '2026-03-21T09:00:00.000Z' });
          Object.assign(order, { onHold: false, openHold: null, holds: [closed] });
          return { data: { resumeOrder: answerOf(order) } };
        },
      },
    ]);
    const panel = await within(await dialog()).findByTestId('hold-panel');
    await user.click(await within(panel).findByRole('button', { name: 'استئناف الطلب' }));
    const earlier = await within(panel).findByRole('list', { name: 'الطلبات السابقة من العميل' });
    expect(earlier).toHaveTextContent(REQUEST);
    expect(earlier).toHaveTextContent('استأنفه مدير المكتب');
    expect(within(panel).getByRole('button', { name: 'إيقاف بانتظار العميل' })).toBeInTheDocument();
  });

  it('offers no hold on a completed order, and shows the client’s answers', async () => {
    const answered = hold({
      answer: 'رفعتها',
      answeredAt: '2026-03-22T10:00:00.000Z',
      closedAt: '2026-03-22T10:00:00.000Z',
    });
    renderWith(makeOrder(1, 'completed', { holds: [answered] }));
    const panel = await within(await dialog()).findByTestId('hold-panel');
    expect(await within(panel).findByText('لا يوقف طلب مكتمل أو ملغي أو مسترد بانتظار العميل.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'إيقاف بانتظار العميل' })).toBeNull();
    expect(panel).toHaveTextContent('ردّ العميل بتاريخ');
    expect(panel).toHaveTextContent('رفعتها');
  });
});

describe('the results panel in the order details', () => {
  it('lists results with when the client first downloaded each file', async () => {
    renderWith(
      makeOrder(1, 'completed', {
        results: [
          delivered(),
          delivered({
            id: 4,
            note: null,
            carrier: 'DHL',
            courierTrackingNumber: '1234567890',
            files: [
              {
                __typename: 'OrderResultFile',
                id: 41,
                originalName: 'translation.pdf',
                downloadUrl: '/api/v1/orders/1/files/41',
                firstDownloadedAt: null,
              },
            ],
          }),
        ],
      }),
    );
    const panel = await within(await dialog()).findByTestId('results-panel');
    const entries = await within(panel).findAllByTestId('result-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('القيد وترجمته');
    expect(entries[0]).toHaveTextContent(`نزّلها العميل أول مرة بتاريخ ${istanbul('2026-03-26T18:45:00.000Z')}`);
    expect(entries[1]).toHaveTextContent('لم ينزّلها العميل بعد');
    expect(entries[1]).toHaveTextContent('DHL');
    expect(entries[1]).toHaveTextContent('1234567890');
  });

  it('says a result is needed before completing a service that delivers one', async () => {
    renderWith(makeOrder(1, 'in_progress', { service: { __typename: 'Service', id: 5, deliversResult: true } }));
    const panel = await within(await dialog()).findByTestId('results-panel');
    expect(await within(panel).findByText(/ارفع ملف النتيجة أو سجّل الشحن قبل إكمال الطلب/)).toBeInTheDocument();
  });

  it('delivers a result with a note, a file and a courier; it joins the list from the answer', async () => {
    const user = userEvent.setup();
    const order = makeOrder(1, 'in_progress');
    const sent: { orderId: number; input: unknown; file: { fileName: string; contentBase64: string } | null }[] = [];
    renderWith(order, [
      {
        request: { query: AddOrderResultDocument, variables: () => true },
        result: (variables: (typeof sent)[number]) => {
          sent.push(variables);
          const added = delivered({
            carrier: 'DHL',
            courierTrackingNumber: 'AB-1',
            files: [{ ...delivered().files[0], firstDownloadedAt: null }],
          });
          return { data: { addOrderResult: added } };
        },
      },
    ]);
    const panel = await within(await dialog()).findByTestId('results-panel');
    await within(panel).findByText('لم تُسلَّم نتيجة بعد.');
    await user.click(within(panel).getByRole('button', { name: 'تسليم النتيجة' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('اختر ملف النتيجة أو اكتب شركة الشحن');

    await user.type(within(panel).getByRole('textbox', { name: 'رسالة للعميل مع النتيجة' }), 'القيد وترجمته');
    await user.upload(
      within(panel).getByTestId('result-file-input'),
      new File(['%PDF-1.4'], 'extract.pdf', { type: 'application/pdf' }),
    );
    expect(within(panel).getByTestId('result-file-chosen')).toHaveTextContent('extract.pdf');
    await user.type(within(panel).getByRole('textbox', { name: /شركة الشحن/ }), 'DHL');
    await user.type(within(panel).getByRole('textbox', { name: 'رقم تتبع الشحنة' }), 'AB-1');
    await user.click(within(panel).getByRole('button', { name: 'تسليم النتيجة' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      orderId: 1,
      input: { note: 'القيد وترجمته', carrier: 'DHL', courierTrackingNumber: 'AB-1' },
      file: { fileName: 'extract.pdf', contentBase64: btoa('%PDF-1.4') },
    });
    expect(await within(panel).findByTestId('result-entry')).toHaveTextContent('extract.pdf');
    expect(within(panel).queryByText('لم تُسلَّم نتيجة بعد.')).toBeNull();
  });
});
