import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { getSession } from '../../lib/session';
import { siteConfigMock } from '../../test/site-config.mock';
import { downloadFile, TransferError, uploadFile } from '../../lib/transfer';
import type { UploadProgress } from '../../lib/transfer';
import OrderPage, { OrderPageDocument } from './OrderPage';
import { DeleteOrderFileDocument } from './hooks/useDeleteOrderFile';
import {
  FATHER_APPLICANT,
  file,
  order,
  ORDER_ID,
  orderMock,
  PAYMENT,
  paymentMock,
  restFile,
} from './test/order-fixtures';

vi.mock('../../lib/transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/transfer')>()),
  uploadFile: vi.fn(),
  downloadFile: vi.fn(),
}));
const upload = vi.mocked(uploadFile);
const download = vi.mocked(downloadFile);

/** An upload the test finishes by hand, after reporting progress. */
function pendingUpload() {
  const call: {
    progress?: (progress: UploadProgress) => void;
    resolve?: (data: unknown) => void;
    reject?: (error: unknown) => void;
    url?: string;
    field?: string;
  } = {};
  upload.mockImplementationOnce(
    (url, _file, options) =>
      new Promise((resolve, reject) => {
        Object.assign(call, { url, field: options.field, progress: options.onProgress, resolve, reject });
      }),
  );
  return call;
}

const pdf = (name = 'receipt.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function renderOrder(mocks: MockLink.MockedResponse[], id: number | string = ORDER_ID) {
  signInAs('client');
  return renderRoutes(
    [
      { path: '/orders/:id', element: <OrderPage /> },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    {
      path: `/orders/${id}`,
      mocks: [siteConfigMock, paymentMock, ...mocks],
    },
  );
}

const section = (testId: string) => screen.findByTestId(testId);

beforeEach(() => {
  upload.mockReset();
  download.mockReset();
});

describe('the order page', () => {
  it('shows the order: service, numbers, amount, dates, notes and the timeline with real dates', async () => {
    renderOrder([orderMock(order({ status: 'pending_payment' }))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'تثبيت زواج' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('#ORD-2026-000123');
    expect(screen.getByTestId('tracking-number')).toHaveTextContent('TRK-7KQ4MZ2P');
    expect(screen.getByText('أحتاج النسخة مترجمة')).toHaveAttribute('dir', 'auto');
    expect(screen.getAllByText('في انتظار الدفع').length).toBeGreaterThan(0);
    const received = screen.getByTestId('step-time-received');
    expect(received).toHaveTextContent(
      new Intl.DateTimeFormat('ar-SY', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(
        new Date('2026-03-02T09:15:00.000Z'),
      ),
    );
  });

  it('shows the answers to the service questions under their labels', async () => {
    renderOrder([orderMock(order())]);
    const answers = await screen.findByTestId('order-answers');
    expect(within(answers).getByText('اسم الزوج الكامل')).toBeInTheDocument();
    expect(within(answers).getByText('أحمد الخطيب')).toBeInTheDocument();
  });

  it('shows whose papers these are beside the account holder', async () => {
    renderOrder([orderMock({ ...order(), applicant: FATHER_APPLICANT })]);
    const card = await screen.findByRole('region', { name: 'المعني بالطلب' });
    expect(within(card).getByText('سارة الأحمد')).toBeInTheDocument();
    expect(within(card).getByText('أحمد محمد الحلبي')).toBeInTheDocument();
    expect(within(card).getByText('Ahmad Mohammad Alhalabi')).toBeInTheDocument();
    expect(within(card).getByText('الأب')).toBeInTheDocument();
    expect(within(card).getByText('١٢ نيسان ١٩٥٥')).toBeInTheDocument();
    expect(within(card).getByText('01010123456')).toBeInTheDocument();
  });

  it('says the account holder applies for themself', async () => {
    renderOrder([orderMock(order())]);
    const card = await screen.findByRole('region', { name: 'المعني بالطلب' });
    expect(within(card).getByText('صاحب الحساب نفسه')).toBeInTheDocument();
  });

  it('copies the tracking number', async () => {
    const user = userEvent.setup();
    renderOrder([orderMock(order())]);
    await user.click(await screen.findByRole('button', { name: 'نسخ رقم التتبع' }));
    expect(await navigator.clipboard.readText()).toBe('TRK-7KQ4MZ2P');
    expect(await screen.findByText('تم النسخ')).toBeInTheDocument();
  });

  describe('payment instructions', () => {
    it('bank transfer: bank, holder, both IBANs and SWIFT with copy buttons, and the amount', async () => {
      const user = userEvent.setup();
      renderOrder([orderMock(order({ paymentMethod: 'bank_transfer' }))]);
      const box = await section('payment-instructions');
      expect(await within(box).findByTestId('payment-bankName')).toHaveTextContent(PAYMENT.bankName);
      expect(within(box).getByTestId('payment-accountHolder')).toHaveTextContent(PAYMENT.accountHolder);
      expect(within(box).getByTestId('payment-ibanTry')).toHaveTextContent(PAYMENT.ibanTry);
      expect(within(box).getByTestId('payment-ibanUsd')).toHaveTextContent(PAYMENT.ibanUsd);
      expect(within(box).getByTestId('payment-swiftCode')).toHaveTextContent(PAYMENT.swiftCode);
      expect(within(box).getByTestId('amount-to-pay')).toHaveTextContent('٦٬٥٠٠ ₺');
      expect(within(box).queryByText(PAYMENT.syriatelCashNumber)).not.toBeInTheDocument();
      await user.click(within(box).getByRole('button', { name: 'نسخ IBAN بالدولار' }));
      expect(await navigator.clipboard.readText()).toBe(PAYMENT.ibanUsd);
    });

    it('Syriatel Cash: only the Syriatel number, copyable', async () => {
      const user = userEvent.setup();
      renderOrder([orderMock(order({ paymentMethod: 'syriatel_cash' }))]);
      const box = await section('payment-instructions');
      expect(await within(box).findByTestId('payment-syriatelCashNumber')).toHaveTextContent(
        PAYMENT.syriatelCashNumber,
      );
      expect(within(box).queryByText(PAYMENT.ibanTry)).not.toBeInTheDocument();
      expect(within(box).queryByText(PAYMENT.mtnCashNumber)).not.toBeInTheDocument();
      expect(within(box).getByText(/ادفع المبلغ عبر سيرياتيل كاش/)).toBeInTheDocument();
      await user.click(within(box).getByRole('button', { name: 'نسخ رقم سيرياتيل كاش' }));
      expect(await navigator.clipboard.readText()).toBe(PAYMENT.syriatelCashNumber);
    });

    it('MTN Cash: only the MTN number', async () => {
      renderOrder([orderMock(order({ paymentMethod: 'mtn_cash' }))]);
      const box = await section('payment-instructions');
      expect(await within(box).findByTestId('payment-mtnCashNumber')).toHaveTextContent(PAYMENT.mtnCashNumber);
      expect(within(box).queryByText(PAYMENT.syriatelCashNumber)).not.toBeInTheDocument();
      expect(within(box).queryByText(PAYMENT.bankName)).not.toBeInTheDocument();
    });

    it('is not shown for a free service, nor is the receipt', async () => {
      renderOrder([orderMock({ ...order(), totalAmount: '0.00' })]);
      expect(await screen.findByTestId('attachments-section')).toBeInTheDocument();
      expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument();
      expect(screen.queryByTestId('receipt-section')).not.toBeInTheDocument();
    });

    it('disappears once the payment is verified', async () => {
      renderOrder([orderMock(order({ status: 'paid', files: [file(7, 'receipt', 'dekont.pdf')] }))]);
      expect(await screen.findByTestId('receipt-state')).toHaveTextContent('تم التحقق من الدفع');
      expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument();
    });
  });

  describe('the receipt', () => {
    it('uploads with a progress bar, then shows the receipt awaiting verification', async () => {
      const user = userEvent.setup();
      renderOrder([orderMock(order())]);
      expect(await screen.findByTestId('receipt-state')).toHaveTextContent('لم ترفع إيصال الدفع بعد');
      const call = pendingUpload();
      await user.upload(screen.getByTestId('receipt-input'), pdf());
      expect(call).toMatchObject({ url: `/api/v1/orders/${ORDER_ID}/receipt`, field: 'file' });
      act(() => call.progress!({ loaded: 40, total: 100 }));
      const bar = await screen.findByRole('progressbar', { name: 'جاري رفع الإيصال...' });
      expect(bar).toHaveAttribute('aria-valuenow', '40');
      expect(screen.queryByRole('button', { name: 'رفع الإيصال' })).not.toBeInTheDocument();
      await act(async () => call.resolve!(restFile(file(90, 'receipt', 'receipt.pdf'))));
      expect(await screen.findByText('تم رفع الإيصال')).toBeInTheDocument();
      expect(screen.getByTestId('receipt-state')).toHaveTextContent('استلمنا الإيصال');
      expect(within(screen.getByTestId('receipt-section')).getByText('receipt.pdf')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'استبدال الإيصال' })).toBeInTheDocument();
    });

    it('replaces the previous receipt in place', async () => {
      const user = userEvent.setup();
      const { cache } = renderOrder([
        orderMock(order({ status: 'pending_payment', files: [file(7, 'receipt', 'old.pdf')] })),
      ]);
      const receipt = await section('receipt-section');
      expect(await within(receipt).findByText('old.pdf')).toBeInTheDocument();
      const call = pendingUpload();
      await user.upload(screen.getByTestId('receipt-input'), pdf('new.pdf'));
      await act(async () => call.resolve!(restFile(file(8, 'receipt', 'new.pdf'))));
      expect(await within(receipt).findByText('new.pdf')).toBeInTheDocument();
      expect(within(receipt).queryByText('old.pdf')).not.toBeInTheDocument();
      expect(cache.extract()['OrderFile:7']).toBeUndefined();
    });

    it('refuses a file of another type before sending it, and shows the server’s refusal', async () => {
      const user = userEvent.setup({ applyAccept: false });
      renderOrder([orderMock(order())]);
      await user.upload(
        await screen.findByTestId('receipt-input'),
        new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }),
      );
      expect(await screen.findByText(/photo.gif: نوع الملف غير مدعوم/)).toBeInTheDocument();
      expect(upload).not.toHaveBeenCalled();
      upload.mockRejectedValueOnce(new TransferError(422, 'الملف ليس PDF أو JPG أو PNG'));
      await user.upload(screen.getByTestId('receipt-input'), pdf('fake.pdf'));
      expect(await screen.findByText('الملف ليس PDF أو JPG أو PNG')).toBeInTheDocument();
      expect(screen.getByTestId('receipt-state')).toHaveTextContent('لم ترفع إيصال الدفع بعد');
    });

    it('shows the balance, the payment status and why the office rejected a receipt', async () => {
      const rejected = {
        ...file(7, 'receipt', 'blurred.jpg'),
        receiptStatus: 'rejected' as const,
        receiptReason: 'الصورة غير واضحة',
      };
      renderOrder([orderMock(order({ status: 'pending_payment', files: [rejected] }))]);
      const section = await screen.findByTestId('payment-status-section');
      expect(within(section).getByTestId('order-payment-status')).toHaveTextContent('غير مدفوع');
      expect(within(section).getByTestId('order-balance')).toHaveTextContent(
        new Intl.NumberFormat('ar-SY').format(6500),
      );
      expect(within(section).getByTestId('order-receipt-7')).toHaveTextContent('مرفوض');
      expect(within(section).getByText('سبب الرفض: الصورة غير واضحة')).toBeInTheDocument();
    });

    it('lists the payments the office recorded, each with its receipt PDF', async () => {
      const user = userEvent.setup();
      download.mockResolvedValue(undefined);
      renderOrder([orderMock(order({ status: 'processing' }))]);
      const row = await within(await screen.findByTestId('payment-status-section')).findByTestId('order-payment-31');
      expect(row).toHaveTextContent('تحويل بنكي');
      await user.click(within(row).getByRole('button', { name: 'الإيصال (PDF)' }));
      expect(download).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/payments/31/receipt.pdf`, 'receipt-31.pdf');
    });

    it('cannot be replaced once the payment is verified', async () => {
      renderOrder([orderMock(order({ status: 'processing', files: [file(7, 'receipt', 'dekont.pdf')] }))]);
      // The receipt is named twice: in its section and, with its review, under the payment status.
      expect(await within(await screen.findByTestId('receipt-section')).findByText('dekont.pdf')).toBeInTheDocument();
      expect(within(screen.getByTestId('payment-status-section')).getByText('dekont.pdf')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(رفع|استبدال) الإيصال/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId('receipt-input')).not.toBeInTheDocument();
    });
  });

  describe('attachments', () => {
    it('adds files with progress and removes one while the order is open', async () => {
      const user = userEvent.setup();
      const remaining = order({
        files: [file(3, 'attachment', 'passport.pdf'), file(11, 'attachment', 'id-card.pdf')],
      });
      renderOrder([
        orderMock(
          order({ files: [file(3, 'attachment', 'passport.pdf'), file(4, 'attachment', 'family.png', 'image/png')] }),
        ),
        {
          request: { query: DeleteOrderFileDocument, variables: { orderId: ORDER_ID, fileId: 4 } },
          result: {
            data: {
              deleteOrderFile: {
                __typename: 'Order',
                id: ORDER_ID,
                updatedAt: remaining.updatedAt,
                files: remaining.files,
                receipt: null,
              },
            },
          },
        },
      ]);
      const box = await section('attachments-section');
      expect(await within(box).findByText('family.png')).toBeInTheDocument();

      const call = pendingUpload();
      await user.upload(within(box).getByTestId('attachments-input'), pdf('id-card.pdf'));
      expect(call).toMatchObject({ url: `/api/v1/orders/${ORDER_ID}/files`, field: 'files' });
      act(() => call.progress!({ loaded: 3, total: 4 }));
      expect(await within(box).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
      await act(async () => call.resolve!([restFile(file(11, 'attachment', 'id-card.pdf'))]));
      expect(await within(box).findByText('id-card.pdf')).toBeInTheDocument();

      await user.click(within(box).getByRole('button', { name: 'حذف family.png' }));
      await waitFor(() => expect(within(box).queryByText('family.png')).not.toBeInTheDocument());
      expect(await screen.findByText('تم حذف الملف')).toBeInTheDocument();
      expect(within(box).getByText('passport.pdf')).toBeInTheDocument();
      expect(within(box).getByText('id-card.pdf')).toBeInTheDocument();
    });

    it('downloads a file with its name', async () => {
      const user = userEvent.setup();
      download.mockResolvedValue(undefined);
      renderOrder([orderMock(order({ files: [file(3, 'attachment', 'passport.pdf')] }))]);
      await user.click(await screen.findByRole('button', { name: 'تحميل passport.pdf' }));
      expect(download).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/files/3`, 'passport.pdf');
      await user.click(screen.getByRole('button', { name: 'تحميل الفاتورة' }));
      expect(download).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/invoice`, 'invoice-ORD-2026-000123.pdf');
    });

    it.each(['pending_payment', 'in_progress', 'completed'] as const)(
      'cannot be added or removed once the order is %s (only while pending)',
      async (status) => {
        renderOrder([orderMock(order({ status, files: [file(3, 'attachment', 'passport.pdf')] }))]);
        const box = await section('attachments-section');
        expect(await within(box).findByText('passport.pdf')).toBeInTheDocument();
        expect(within(box).getByRole('button', { name: 'تحميل passport.pdf' })).toBeInTheDocument();
        expect(within(box).queryByRole('button', { name: 'حذف passport.pdf' })).not.toBeInTheDocument();
        expect(within(box).queryByRole('button', { name: 'إضافة مرفقات' })).not.toBeInTheDocument();
        expect(within(box).getByText(/لا يمكن إضافة مرفقات أو حذفها/)).toBeInTheDocument();
      },
    );

    it('refuses more files than the order may hold', async () => {
      const user = userEvent.setup();
      const nine = Array.from({ length: 9 }, (_, index) => file(index + 1, 'attachment', `doc-${index + 1}.pdf`));
      renderOrder([orderMock(order({ files: nine }))]);
      await user.upload(await screen.findByTestId('attachments-input'), [pdf('a.pdf'), pdf('b.pdf')]);
      expect(await screen.findByText('لا يمكن أن يزيد عدد ملفات الطلب عن ١٠ ملفات')).toBeInTheDocument();
      expect(upload).not.toHaveBeenCalled();
    });
  });

  it('offers WhatsApp with the order number in the message', async () => {
    renderOrder([orderMock(order())]);
    const link = await screen.findByTestId('order-whatsapp');
    const href = new URL(link.getAttribute('href')!);
    expect(href.hostname).toBe('wa.me');
    expect(href.searchParams.get('text')).toContain('ORD-2026-000123');
  });

  it('shows the not-found page for someone else’s order, with nothing of it', async () => {
    renderOrder(
      [
        {
          request: { query: OrderPageDocument, variables: { id: 77 } },
          result: { errors: [new GraphQLError('لم يتم العثور على الطلب', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
      77,
    );
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.queryByTestId('payment-instructions')).not.toBeInTheDocument();
    expect(screen.queryByText('TRK-7KQ4MZ2P')).not.toBeInTheDocument();
  });

  it('says the service is briefly unavailable when the server cannot reach its database, keeps the session, and loads the order on retry', async () => {
    const user = userEvent.setup();
    const unavailable = new GraphQLError('الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد قليل', {
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    renderOrder([
      { request: { query: OrderPageDocument, variables: { id: ORDER_ID } }, result: { errors: [unavailable] } },
      orderMock(order()),
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'الخدمة غير متاحة مؤقتاً' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('جلستك محفوظة');
    expect(getSession()).not.toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'تثبيت زواج' })).toBeInTheDocument();
    expect(getSession()).not.toBeNull();
  });

  it('shows the not-found page for an address that is no order id', async () => {
    renderOrder([], 'abc');
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
  });
  describe('the expected completion date', () => {
    it('shows the due date in the client’s language, on the office’s calendar (Istanbul)', async () => {
      // 22:30 UTC on 3 December is already 4 December in Istanbul.
      renderOrder([orderMock({ ...order({ status: 'processing' }), dueAt: '2026-12-03T22:30:00.000Z' })]);
      const expected = await screen.findByTestId('expected-by');
      const day = new Intl.DateTimeFormat('ar-SY', { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(
        new Date('2026-12-03T22:30:00.000Z'),
      );
      expect(expected).toHaveTextContent(day);
      expect(day).toContain('٤');
      expect(screen.getByText('موعد الإنجاز المتوقع')).toBeInTheDocument();
    });

    it('shows none before the clock starts or once the order is done', async () => {
      renderOrder([orderMock({ ...order({ status: 'completed' }), dueAt: '2026-12-03T22:30:00.000Z' })]);
      await screen.findByTestId('order-number');
      expect(screen.queryByTestId('expected-by')).not.toBeInTheDocument();
    });
  });
});
