import { screen } from '@testing-library/react';
import { makeFragmentData } from '../../../gql';
import type { PaymentMethod } from '../../../gql/graphql';
import { renderPage } from '../../../test/render';
import { loadMessages } from '../../../lib/i18n';
import { PAYMENT, paymentAmount } from '../test/order-fixtures';
import { PaymentDetailsFragment, PaymentInstructions, PaymentInstructionsFragment } from './PaymentInstructions';

type Amount = ReturnType<typeof paymentAmount>;

function renderInstructions(
  paymentMethod: PaymentMethod,
  paymentAmounts: Amount[],
  {
    totalAmount = '1500.00',
    ibanUsd = PAYMENT.ibanUsd,
    english = undefined as Awaited<ReturnType<typeof loadMessages>> | undefined,
  } = {},
) {
  const order = makeFragmentData(
    {
      orderNumber: 'ORD-2026-000123',
      paymentMethod,
      totalAmount,
      currency: 'TRY',
      paymentAmounts,
    },
    PaymentInstructionsFragment,
  );
  const payment = makeFragmentData({ ...PAYMENT, ibanUsd }, PaymentDetailsFragment);
  return renderPage(<PaymentInstructions order={order} payment={payment} />, {
    language: english ? { language: 'en', messages: english } : undefined,
  });
}

describe('the payment instructions per currency', () => {
  it('ask a mobile-cash client for whole Syrian pounds, with the lira price and the order’s rate beside them', async () => {
    renderInstructions('syriatel_cash', [paymentAmount('SYP', '495750.00', '330.5')]);
    expect(await screen.findByTestId('amount-to-pay')).toHaveTextContent('٤٩٥٬٧٥٠ ل.س');
    const rate = screen.getByTestId('amount-rate');
    expect(rate).toHaveTextContent('١٬٥٠٠ ₺');
    expect(rate).toHaveTextContent('١ ₺ = ٣٣٠٫٥ ل.س');
    expect(screen.queryByTestId('amount-usd')).not.toBeInTheDocument();
  });

  it('show the pounds in the reader’s language, with the rate’s own decimals', async () => {
    const english = await loadMessages('en');
    renderInstructions('mtn_cash', [paymentAmount('SYP', '495499.00', '330.33')], { totalAmount: '1500.01', english });
    expect(await screen.findByTestId('amount-to-pay')).toHaveTextContent('495,499 SYP');
    expect(screen.getByTestId('amount-rate')).toHaveTextContent(
      "The order's 1,500.01 ₺ at 1 ₺ = 330.33 SYP, rounded up to the whole Syrian pound",
    );
  });

  it('never ask a mobile-cash client for lira: without a pound rate the office sends the amount', async () => {
    renderInstructions('mtn_cash', []);
    expect(await screen.findByTestId('amount-pending')).toHaveTextContent(
      'سيرسل لك المكتب المبلغ المطلوب بالليرة السورية قبل الدفع.',
    );
    expect(screen.queryByTestId('amount-to-pay')).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-instructions')).not.toHaveTextContent('₺');
  });

  it('give a bank transfer in lira, and in dollars for the dollar IBAN at the order’s rate', async () => {
    renderInstructions('bank_transfer', [paymentAmount('TRY', '1500.00'), paymentAmount('USD', '36.15', '0.0241')]);
    expect(await screen.findByTestId('amount-to-pay')).toHaveTextContent('١٬٥٠٠ ₺');
    expect(screen.queryByTestId('amount-rate')).not.toBeInTheDocument();
    const dollars = screen.getByTestId('amount-usd');
    expect(dollars).toHaveTextContent('٣٦٫١٥ $');
    expect(dollars).toHaveTextContent('١ ₺ = ٠٫٠٢٤١ $');
  });

  it('leave the dollars out when the office has no dollar IBAN, or the order no dollar rate', async () => {
    const { unmount } = renderInstructions(
      'bank_transfer',
      [paymentAmount('TRY', '1500.00'), paymentAmount('USD', '36.15', '0.0241')],
      { ibanUsd: '' },
    );
    expect(await screen.findByTestId('amount-to-pay')).toHaveTextContent('١٬٥٠٠ ₺');
    expect(screen.queryByTestId('amount-usd')).not.toBeInTheDocument();
    unmount();
    renderInstructions('bank_transfer', [paymentAmount('TRY', '1500.00')]);
    expect(await screen.findByTestId('amount-to-pay')).toHaveTextContent('١٬٥٠٠ ₺');
    expect(screen.queryByTestId('amount-usd')).not.toBeInTheDocument();
  });
});
