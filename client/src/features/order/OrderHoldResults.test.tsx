import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { siteConfigMock } from '../../test/site-config.mock';
import { downloadFile } from '../../lib/transfer';
import OrderPage from './OrderPage';
import { AnswerOrderHoldDocument } from './hooks/useAnswerHold';
import { order, ORDER_ID, orderMock, paymentMock, result } from './test/order-fixtures';

vi.mock('../../lib/transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/transfer')>()),
  uploadFile: vi.fn(),
  downloadFile: vi.fn(),
}));
const download = vi.mocked(downloadFile);

const REQUEST = 'يرجى رفع نسخة أوضح من الصفحة الثانية';

function renderOrder(mocks: MockLink.MockedResponse[]) {
  signInAs('client');
  return renderRoutes([{ path: '/orders/:id', element: <OrderPage /> }], {
    path: `/orders/${ORDER_ID}`,
    mocks: [siteConfigMock, paymentMock, ...mocks],
  });
}

/** The order as the answer mutation returns it: no longer on hold. */
const answered = () => {
  const { id, status, onHold, files } = order({ status: 'processing' });
  return { __typename: 'Order' as const, id, status, onHold, openHold: null, files };
};

beforeEach(() => download.mockReset());

describe('the hold call to action on the order page', () => {
  it('shows what the office asked, in Istanbul time, and opens the attachments while the order waits', async () => {
    renderOrder([orderMock(order({ status: 'processing', holdRequest: REQUEST }))]);
    const cta = await screen.findByTestId('hold-call-to-action');
    expect(within(cta).getByRole('heading', { name: 'المكتب بانتظار ردك' })).toBeInTheDocument();
    expect(within(cta).getByTestId('hold-request')).toHaveTextContent(REQUEST);
    const asked = new Intl.DateTimeFormat('ar-SY', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    }).format(new Date('2026-03-05T07:30:00.000Z'));
    expect(cta).toHaveTextContent(asked);
    // Past `pending`, attachments open only because the office waits for the client.
    const attachments = screen.getByTestId('attachments-section');
    expect(within(attachments).getByRole('button', { name: 'إضافة مرفقات' })).toBeInTheDocument();
  });

  it('sends the answer; the call to action leaves and the attachments lock again', async () => {
    const user = userEvent.setup();
    let sent = false;
    renderOrder([
      orderMock(order({ status: 'processing', holdRequest: REQUEST })),
      {
        request: { query: AnswerOrderHoldDocument, variables: { orderId: ORDER_ID, answer: 'رفعت النسخة الأوضح' } },
        result: () => {
          sent = true;
          return { data: { answerOrderHold: answered() } };
        },
      },
    ]);
    const cta = await screen.findByTestId('hold-call-to-action');
    await user.type(within(cta).getByRole('textbox', { name: 'ردك' }), '  رفعت النسخة الأوضح ');
    await user.click(within(cta).getByRole('button', { name: 'إرسال الرد' }));
    await waitFor(() => expect(screen.queryByTestId('hold-call-to-action')).not.toBeInTheDocument());
    expect(sent).toBe(true);
    expect(await screen.findByText('وصل ردك، وسيتابع المكتب العمل على طلبك')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('attachments-section')).queryByRole('button', { name: 'إضافة مرفقات' }),
    ).toBeNull();
  });

  it('asks for an answer before sending an empty one', async () => {
    const user = userEvent.setup();
    renderOrder([orderMock(order({ status: 'processing', holdRequest: REQUEST }))]);
    const cta = await screen.findByTestId('hold-call-to-action');
    await user.click(within(cta).getByRole('button', { name: 'إرسال الرد' }));
    expect(await within(cta).findByText('اكتب ردك على طلب المكتب')).toBeInTheDocument();
  });

  it('is absent when the office waits for nothing', async () => {
    renderOrder([orderMock(order({ status: 'processing' }))]);
    expect(await screen.findByTestId('attachments-section')).toBeInTheDocument();
    expect(screen.queryByTestId('hold-call-to-action')).not.toBeInTheDocument();
    expect(screen.queryByTestId('results-section')).not.toBeInTheDocument();
  });
});

describe('the delivered results on the order page', () => {
  it('lists each result with its note and courier, and downloads a file by its name', async () => {
    const user = userEvent.setup();
    download.mockResolvedValue(undefined);
    renderOrder([
      orderMock(
        order({ status: 'completed', results: [result(1, 'extract.pdf', { carrier: 'DHL', number: '1234567890' })] }),
      ),
    ]);
    const results = await screen.findByTestId('results-section');
    expect(within(results).getByRole('heading', { name: 'نتيجة طلبك' })).toBeInTheDocument();
    expect(results).toHaveTextContent('القيد وترجمته');
    expect(results).toHaveTextContent('أُرسل الأصل عبر DHL');
    expect(results).toHaveTextContent('1234567890');
    await user.click(within(results).getByRole('button', { name: 'تنزيل extract.pdf' }));
    expect(download).toHaveBeenCalledWith(`/api/v1/orders/${ORDER_ID}/files/101`, 'extract.pdf');
  });
});
