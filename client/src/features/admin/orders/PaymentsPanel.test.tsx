import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AdminOrdersPage from './AdminOrdersPage';
import { RecordOrderPaymentDocument } from './hooks/useRecordPayment';
import { ReviewOrderReceiptDocument } from './hooks/useReviewReceipt';
import { WaiveOrderPaymentDocument } from './hooks/useWaivePayment';
import { downloadFile } from '../../../lib/transfer';
import { desktopScreen, fakeServer, makeOrder, type FakeOrder, type PaymentRow } from './test-fixtures';

vi.mock('../../../lib/transfer', async (actual) => ({
  ...(await actual<typeof import('../../../lib/transfer')>()),
  downloadFile: vi.fn(),
}));

const payment = (overrides: Partial<PaymentRow> = {}): PaymentRow => ({
  __typename: 'Payment',
  id: 1,
  amount: '2000.00',
  currency: 'TRY',
  method: 'bank_transfer',
  reference: 'TR-77',
  paidAt: '2026-03-20T09:00:00.000Z',
  orderAmount: '2000.00',
  refundReason: null,
  note: null,
  receiptFileId: null,
  recordedByName: 'موظف المكتب',
  receiptUrl: `/api/v1/orders/1/payments/${overrides.id ?? 1}/receipt.pdf`,
  ...overrides,
});

/** Amounts as the Arabic interface writes them (Intl, Arabic digits). */
const arabic = (amount: number) => new Intl.NumberFormat('ar-SY').format(amount);

const receipt = {
  __typename: 'OrderFile' as const,
  id: 12,
  kind: 'receipt' as const,
  originalName: 'receipt.png',
  mimeType: 'image/png',
  sizeBytes: 4096,
  createdAt: '2026-03-11T09:20:00.000Z',
  downloadUrl: '/api/v1/orders/1/files/12',
  receiptStatus: 'submitted' as 'submitted' | 'accepted' | 'rejected' | null,
  receiptReason: null as string | null,
  receiptReviewedAt: null as string | null,
};

function renderWith(order: FakeOrder, extra: MockLink.MockedResponse[] = []) {
  const server = fakeServer([order]);
  renderPage(<AdminOrdersPage />, {
    path: `/admin/orders?order=${order.id}`,
    mocks: [siteConfigMock, ...server.mocks, ...extra],
  });
  return server;
}

const panel = async () =>
  within(await screen.findByRole('dialog', { name: /تفاصيل الطلب/ })).findByTestId('payments-panel');

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = desktopScreen();
});
afterEach(() => restoreScreen());

describe('the payments panel in the order details', () => {
  it('shows what is due, paid and left with the status, and records a payment: the answer updates the panel', async () => {
    signInAs('staff', { fullName: 'موظف المكتب' });
    const user = userEvent.setup();
    const order = makeOrder(1, 'pending_payment', {
      amountPaid: '2000.00',
      balance: '4500.00',
      paymentStatus: 'partial',
      payments: [payment()],
    });
    const sent: unknown[] = [];
    renderWith(order, [
      {
        request: { query: RecordOrderPaymentDocument, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          sent.push(variables);
          Object.assign(order, {
            status: 'paid',
            amountPaid: '6500.00',
            balance: '0.00',
            paymentStatus: 'paid',
            payments: [
              ...order.payments,
              payment({ id: 2, amount: '4500.00', orderAmount: '4500.00', reference: null }),
            ],
          });
          return { data: { recordOrderPayment: { ...order } } };
        },
      },
    ]);
    const money = await panel();
    expect(within(money).getByTestId('payment-status')).toHaveTextContent('مدفوع جزئياً');
    expect(within(money).getByTestId('payment-balance')).toHaveTextContent(arabic(4500));
    expect(within(money).getByRole('list', { name: 'الدفعات' })).toHaveTextContent('موظف المكتب');
    // Staff see no waiver: it is the admin's.
    expect(within(money).queryByRole('button', { name: 'التنازل عن المبلغ المستحق' })).not.toBeInTheDocument();

    await user.click(within(money).getByRole('button', { name: 'تسجيل دفعة أو استرداد' }));
    const form = within(money).getByRole('form', { name: 'تسجيل دفعة أو استرداد' });
    await user.type(within(form).getByLabelText('المبلغ'), '4500');
    await user.type(within(form).getByLabelText(/المرجع/), 'TR-78');
    await user.click(within(form).getByRole('button', { name: 'حفظ الدفعة' }));
    await waitFor(() =>
      expect(sent).toEqual([
        expect.objectContaining({ orderId: 1, amount: '4500', currency: 'TRY', reference: 'TR-78' }),
      ]),
    );
    await waitFor(() => expect(within(money).getByTestId('payment-status')).toHaveTextContent(/^مدفوع$/));
    expect(within(money).getByTestId('payment-balance')).toHaveTextContent(`${arabic(0)} ₺`);
  });

  it('downloads a payment’s receipt PDF, and says so when it cannot', async () => {
    signInAs('staff');
    const user = userEvent.setup();
    const download = vi.mocked(downloadFile);
    download.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('offline'));
    renderWith(makeOrder(1, 'paid', { amountPaid: '2000.00', payments: [payment()] }), []);
    const receipt = within(await panel()).getByRole('button', { name: /^إيصال PDF للدفعة بمبلغ / });
    await user.click(receipt);
    expect(download).toHaveBeenCalledWith('/api/v1/orders/1/payments/1/receipt.pdf', 'receipt-1.pdf');
    await user.click(receipt);
    expect(await screen.findByText('تعذّر تحميل الإيصال. حاول مرة أخرى.')).toBeInTheDocument();
  });

  it('lets an admin waive the balance with a reason', async () => {
    signInAs('admin', { fullName: 'مدير المكتب' });
    const user = userEvent.setup();
    const order = makeOrder(1, 'pending');
    renderWith(order, [
      {
        request: { query: WaiveOrderPaymentDocument, variables: { orderId: 1, reason: 'حالة إنسانية' } },
        result: () => {
          Object.assign(order, { paymentStatus: 'waived', balance: '0.00', paymentWaivedReason: 'حالة إنسانية' });
          return { data: { waiveOrderPayment: { ...order } } };
        },
      },
    ]);
    const money = await panel();
    await user.click(within(money).getByRole('button', { name: 'التنازل عن المبلغ المستحق' }));
    await user.type(within(money).getByLabelText(/سبب التنازل/), ' حالة إنسانية ');
    await user.click(within(money).getByRole('button', { name: 'تأكيد التنازل' }));
    expect(await within(money).findByText('تنازل المكتب عن المبلغ: حالة إنسانية')).toBeInTheDocument();
    expect(within(money).getByTestId('payment-status')).toHaveTextContent('متنازل عنه');
  });

  it('rejects a client’s receipt with a reason; the receipt shows its new state', async () => {
    signInAs('staff', { fullName: 'موظف المكتب' });
    const user = userEvent.setup();
    const order = makeOrder(1, 'pending', { files: [receipt] });
    const sent: unknown[] = [];
    renderWith(order, [
      {
        request: { query: ReviewOrderReceiptDocument, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          sent.push(variables);
          order.files = [{ ...receipt, receiptStatus: 'rejected', receiptReason: 'الصورة غير واضحة' }];
          return { data: { reviewOrderReceipt: { ...order } } };
        },
      },
    ]);
    const row = within(await panel()).getByTestId('receipt-12');
    expect(row).toHaveTextContent('بانتظار المراجعة');
    await user.click(within(row).getByRole('button', { name: 'رفض' }));
    await user.type(within(row).getByLabelText(/سبب الرفض/), 'الصورة غير واضحة');
    await user.click(within(row).getByRole('button', { name: 'رفض الإيصال' }));
    await waitFor(() =>
      expect(sent).toEqual([{ orderId: 1, fileId: 12, decision: 'reject', reason: 'الصورة غير واضحة' }]),
    );
    expect(await within(row).findByText('سبب الرفض: الصورة غير واضحة')).toBeInTheDocument();
    expect(row).toHaveTextContent('مرفوض');
    expect(within(row).queryByRole('button', { name: 'قبول' })).not.toBeInTheDocument();
  });
});
