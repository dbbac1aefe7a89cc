import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockInstance } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { loadMessages } from '../../lib/i18n';
import { renderPage } from '../../test/render';
import { signInAs } from '../../test/session';
import { siteConfigMock } from '../../test/site-config.mock';
import type { OrderStatus } from '../../gql/graphql';
import TrackOrderPage from './TrackOrderPage';
import { TrackOrderDocument } from './hooks/useTrackingLookup';

const AT = {
  created: '2026-03-02T09:15:00.000Z',
  priced: '2026-03-03T11:40:00.000Z',
  paid: '2026-03-05T08:05:00.000Z',
  processing: '2026-03-06T13:30:00.000Z',
  cancelled: '2026-03-07T16:45:00.000Z',
};

type Step = { status: OrderStatus; at: string };

const trackedOrder = (
  status: OrderStatus,
  history: Step[],
  trackingNumber = 'TRK-7KQ4MZ2P',
  waitingForClient = false,
) => ({
  __typename: 'TrackedOrder' as const,
  trackingNumber,
  orderNumber: 'ORD-2026-000123',
  serviceName: 'تثبيت زواج',
  serviceNameTr: 'Evlilik tescili',
  serviceNameEn: 'Marriage registration',
  status,
  waitingForClient,
  totalAmount: '6500.00',
  currency: 'TRY' as const,
  createdAt: AT.created,
  invoiceUrl: `/api/v1/orders/track/${trackingNumber}/invoice`,
  history: history.map((step) => ({ __typename: 'TrackingStep' as const, ...step })),
});

const PROCESSING = trackedOrder('processing', [
  { status: 'pending', at: AT.created },
  { status: 'pending_payment', at: AT.priced },
  { status: 'paid', at: AT.paid },
  { status: 'processing', at: AT.processing },
]);

const found = (
  order: ReturnType<typeof trackedOrder>,
  trackingNumber = order.trackingNumber,
): MockLink.MockedResponse => ({
  request: { query: TrackOrderDocument, variables: { trackingNumber } },
  result: { data: { trackOrder: order } },
});

const failed = (trackingNumber: string, message: string, code: string): MockLink.MockedResponse => ({
  request: { query: TrackOrderDocument, variables: { trackingNumber } },
  result: { errors: [new GraphQLError(message, { extensions: { code } })] },
});

const arabicDateTime = (iso: string) =>
  new Intl.DateTimeFormat('ar-SY', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(
    new Date(iso),
  );

async function search(value: string) {
  const field = screen.getByRole('textbox', { name: 'رقم التتبع' });
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
  await userEvent.click(screen.getByRole('button', { name: 'تتبع الطلب' }));
}

const result = () => screen.findByRole('article');

describe('the tracking page', () => {
  it('asks for a number and sends nothing when the field is empty or blank', async () => {
    const lookup = vi.fn(() => ({ data: { trackOrder: PROCESSING } }));
    const { router } = renderPage(<TrackOrderPage />, {
      path: '/track-order',
      mocks: [siteConfigMock, { request: { query: TrackOrderDocument, variables: () => true }, result: lookup }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'تتبع طلبك' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'رقم التتبع' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: 'رقم التتبع' })).toHaveAttribute(
      'placeholder',
      expect.stringContaining('TRK-123456'),
    );
    await search('   ');
    expect(await screen.findByText('الرجاء إدخال رقم التتبع')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'رقم التتبع' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    expect(lookup).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'كيف تجد رقم التتبع؟' })).toBeInTheDocument();
  });

  it('searches the trimmed number, then shows the order with its toast, status and dated steps', async () => {
    // The answer takes a moment, as over a network, so the search can be seen in progress on a loaded machine too.
    const { router } = renderPage(<TrackOrderPage />, {
      path: '/track-order',
      mocks: [siteConfigMock, { ...found(PROCESSING), delay: 1000 }],
    });
    await search('  TRK-7KQ4MZ2P  ');
    expect(await screen.findByRole('button', { name: 'جاري البحث...' })).toBeInTheDocument();
    const card = await result();
    expect(router.state.location.search).toBe('?number=TRK-7KQ4MZ2P');
    expect(await screen.findByText('تم العثور على الطلب')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'تثبيت زواج' })).toBeInTheDocument();
    expect(within(card).getByTestId('result-tracking-number')).toHaveTextContent('TRK-7KQ4MZ2P');
    expect(within(card).getByTestId('result-tracking-number')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText('قيد المعالجة', { selector: '[data-status]' })).toHaveAttribute(
      'data-status',
      'processing',
    );
    expect(within(card).getByText('٦٬٥٠٠ ₺')).toBeInTheDocument();
    expect(within(card).getByText('#ORD-2026-000123')).toBeInTheDocument();
    expect(
      within(card).getByText(
        new Intl.DateTimeFormat('ar-SY', { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(
          new Date(AT.created),
        ),
      ),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('step-time-received')).toHaveTextContent(arabicDateTime(AT.created));
    expect(within(card).getByTestId('step-time-processing')).toHaveTextContent(arabicDateTime(AT.processing));
    expect(within(card).queryByTestId('step-time-in_progress')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('step-time-completed')).not.toBeInTheDocument();
    const steps = within(card).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.reached)).toEqual(['true', 'true', 'false', 'false']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('heading', { name: 'كيف تجد رقم التتبع؟' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تتبع الطلب' })).toBeInTheDocument();
  });

  it('says the office is waiting for the client, sending them to their account for what it needs', async () => {
    const waiting = trackedOrder('processing', [{ status: 'pending', at: AT.created }], 'TRK-7KQ4MZ2P', true);
    renderPage(<TrackOrderPage />, { path: '/track-order', mocks: [siteConfigMock, found(waiting)] });
    await search('TRK-7KQ4MZ2P');
    const card = await result();
    const notice = await within(card).findByTestId('track-waiting-for-client');
    expect(notice).toHaveTextContent('المكتب بانتظار ردك');
    expect(within(notice).getByRole('link', { name: 'فتح طلباتي' })).toHaveAttribute('href', '/profile');
  });

  it('shows no waiting notice when the office waits for nothing', async () => {
    renderPage(<TrackOrderPage />, { path: '/track-order', mocks: [siteConfigMock, found(PROCESSING)] });
    await search('TRK-7KQ4MZ2P');
    await result();
    expect(screen.queryByTestId('track-waiting-for-client')).not.toBeInTheDocument();
  });

  it('looks up the number of an e-mailed link at once, filling the field', async () => {
    renderPage(<TrackOrderPage />, {
      path: '/track-order?number=TRK-7KQ4MZ2P',
      mocks: [siteConfigMock, found(PROCESSING)],
    });
    expect(screen.getByRole('textbox', { name: 'رقم التتبع' })).toHaveValue('TRK-7KQ4MZ2P');
    expect(within(await result()).getByRole('heading', { level: 2, name: 'تثبيت زواج' })).toBeInTheDocument();
  });

  it('shows a cancelled order with its banner and date, keeping the steps it had reached', async () => {
    const order = trackedOrder('cancelled', [
      { status: 'pending', at: AT.created },
      { status: 'cancelled', at: AT.cancelled },
    ]);
    renderPage(<TrackOrderPage />, {
      path: `/track-order?number=${order.trackingNumber}`,
      mocks: [siteConfigMock, found(order)],
    });
    const card = await result();
    const banner = within(card).getByTestId('banner-cancelled');
    expect(banner).toHaveTextContent('تم إلغاء هذا الطلب');
    expect(banner).toHaveTextContent(arabicDateTime(AT.cancelled));
    expect(within(card).getByText('ملغي', { selector: '[data-status]' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((step) => step.dataset.reached),
    ).toEqual(['true', 'false', 'false', 'false']);
    expect(within(card).queryByRole('listitem', { current: 'step' })).not.toBeInTheDocument();
  });

  it('shows a refunded order with its banner and date', async () => {
    const order = trackedOrder('refunded', [
      { status: 'pending', at: AT.created },
      { status: 'paid', at: AT.paid },
      { status: 'refunded', at: AT.cancelled },
    ]);
    renderPage(<TrackOrderPage />, {
      path: `/track-order?number=${order.trackingNumber}`,
      mocks: [siteConfigMock, found(order)],
    });
    const banner = within(await result()).getByTestId('banner-refunded');
    expect(banner).toHaveTextContent('تم استرداد مبلغ هذا الطلب');
    expect(banner).toHaveTextContent(arabicDateTime(AT.cancelled));
    expect(screen.queryByTestId('banner-cancelled')).not.toBeInTheDocument();
  });

  it('says when no order has the number and clears the previous result', async () => {
    renderPage(<TrackOrderPage />, {
      path: '/track-order?number=TRK-7KQ4MZ2P',
      mocks: [siteConfigMock, found(PROCESSING), failed('TRK-UNKNOWN9', 'لم يتم العثور على الطلب', 'NOT_FOUND')],
    });
    await result();
    await search('TRK-UNKNOWN9');
    expect(await screen.findByText('لم يتم العثور على الطلب')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'كيف تجد رقم التتبع؟' })).toBeInTheDocument();
  });

  it("gives the server's Arabic message when lookups are rate limited", async () => {
    const message = 'محاولات بحث كثيرة. يرجى المحاولة بعد 42 ثانية';
    renderPage(<TrackOrderPage />, {
      path: '/track-order?number=TRK-7KQ4MZ2P',
      mocks: [siteConfigMock, failed('TRK-7KQ4MZ2P', message, 'TOO_MANY_REQUESTS')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'كيف تجد رقم التتبع؟' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    renderPage(<TrackOrderPage />, {
      path: '/track-order?number=TRK-7KQ4MZ2P',
      mocks: [
        siteConfigMock,
        {
          request: { query: TrackOrderDocument, variables: { trackingNumber: 'TRK-7KQ4MZ2P' } },
          error: new TypeError('Failed to fetch'),
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('خطأ في الاتصال بالخادم');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('opens WhatsApp with the tracking number in the prefilled message', async () => {
    renderPage(<TrackOrderPage />, {
      path: '/track-order?number=TRK-7KQ4MZ2P',
      mocks: [siteConfigMock, found(PROCESSING)],
    });
    const card = await result();
    const contact = () => within(card).getByRole('link', { name: 'تواصل معنا' });
    // Until the office's details arrive the button leads to the contact page.
    await waitFor(() => expect(contact()).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\//)));
    const href = new URL(contact().getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/905555550100');
    expect(href.searchParams.get('text')).toBe('مرحباً، أستفسر عن طلبي رقم TRK-7KQ4MZ2P');
  });

  describe('the invoice', () => {
    const createObjectURL = vi.fn((blob: Blob) => `blob:${blob.size}`);
    const revokeObjectURL = vi.fn();
    let click: MockInstance<HTMLAnchorElement['click']>;

    beforeEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      createObjectURL.mockClear();
      revokeObjectURL.mockClear();
    });

    it('is fetched from its public address and saved as a PDF, with a spinner meanwhile', async () => {
      let answer: (response: Response) => void = () => undefined;
      const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
      vi.stubGlobal('fetch', fetch);
      renderPage(<TrackOrderPage />, {
        path: '/track-order?number=TRK-7KQ4MZ2P',
        mocks: [siteConfigMock, found(PROCESSING)],
      });
      await userEvent.click(within(await result()).getByRole('button', { name: 'تحميل الفاتورة' }));
      expect(fetch).toHaveBeenCalledWith('/api/v1/orders/track/TRK-7KQ4MZ2P/invoice', {
        headers: { 'Accept-Language': 'ar' },
      });
      expect(screen.getByRole('button', { name: 'جاري تحميل الفاتورة...' })).toBeInTheDocument();
      answer(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(await createObjectURL.mock.calls[0][0].text()).toBe('%PDF-1.7');
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toBe('invoice-TRK-7KQ4MZ2P.pdf');
      expect(link.href).toBe('blob:8');
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:8');
      expect(await screen.findByRole('button', { name: 'تحميل الفاتورة' })).toBeEnabled();
    });

    it("says the server's rate-limit message when downloads are refused with 429", async () => {
      const detail = 'طلبات كثيرة. يرجى المحاولة بعد قليل';
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () =>
            new Response(JSON.stringify({ detail }), { status: 429, headers: { 'Content-Type': 'application/json' } }),
        ),
      );
      renderPage(<TrackOrderPage />, {
        path: '/track-order?number=TRK-7KQ4MZ2P',
        mocks: [siteConfigMock, found(PROCESSING)],
      });
      await userEvent.click(within(await result()).getByRole('button', { name: 'تحميل الفاتورة' }));
      expect(await screen.findByText(detail)).toBeInTheDocument();
      expect(click).not.toHaveBeenCalled();
    });

    it('says the download failed when the file cannot be fetched', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('boom', { status: 500 })),
      );
      renderPage(<TrackOrderPage />, {
        path: '/track-order?number=TRK-7KQ4MZ2P',
        mocks: [siteConfigMock, found(PROCESSING)],
      });
      await userEvent.click(within(await result()).getByRole('button', { name: 'تحميل الفاتورة' }));
      expect(await screen.findByText('تعذر تحميل الفاتورة. يرجى المحاولة لاحقاً')).toBeInTheDocument();
      expect(click).not.toHaveBeenCalled();
    });
  });

  it('offers the sign-in page to visitors and the account to signed-in users', async () => {
    renderPage(<TrackOrderPage />, { path: '/track-order', mocks: [siteConfigMock] });
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute('href', '/contact');
  });

  it('sends signed-in users to their account for their tracking numbers', async () => {
    signInAs('client');
    renderPage(<TrackOrderPage />, { path: '/track-order', mocks: [siteConfigMock] });
    expect(screen.getByRole('link', { name: 'حسابي' })).toHaveAttribute('href', '/profile');
  });

  it('shows the service name and status in English', async () => {
    renderPage(<TrackOrderPage />, {
      path: '/track-order?number=TRK-7KQ4MZ2P',
      mocks: [siteConfigMock, found(PROCESSING)],
      language: { language: 'en', messages: await loadMessages('en') },
    });
    const card = await result();
    expect(within(card).getByRole('heading', { level: 2, name: 'Marriage registration' })).toBeInTheDocument();
    expect(within(card).getByText('Processing', { selector: '[data-status]' })).toBeInTheDocument();
    expect(within(card).getByText('#ORD-2026-000123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeInTheDocument();
  });
});
