import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../../test/render';
import { signInAs } from '../../../../test/session';
import { loadMessages } from '../../../../lib/i18n';
import { ExchangeRateHistoryDocument, ExchangeRatesDocument } from './exchange-rate-fragment';
import { ExchangeRatesSection } from './ExchangeRatesSection';
import { SetExchangeRateDocument } from './useSetExchangeRate';

vi.setConfig({ testTimeout: 60_000 });

const rate = (id: number, currency: 'USD' | 'SYP', perTry: string, tryPerUnit: string, setByName = 'مدير المكتب') => ({
  __typename: 'ExchangeRate' as const,
  id,
  currency,
  perTry,
  tryPerUnit,
  setByName,
  createdAt: `2026-11-2${id}T09:00:00.000Z`,
});

const USD = rate(2, 'USD', '0.0241', '41.4938');
const SYP = rate(1, 'SYP', '310', '0.0032', 'الإعداد الأولي');

const currentMock = (rates = [USD, SYP]): MockLink.MockedResponse => ({
  request: { query: ExchangeRatesDocument },
  result: { data: { exchangeRates: rates } },
});
const historyMock = (items = [USD, SYP]): MockLink.MockedResponse => ({
  request: { query: ExchangeRateHistoryDocument, variables: { page: { page: 1, pageSize: 10 } } },
  result: {
    data: {
      exchangeRateHistory: { __typename: 'ExchangeRatePage', items, total: items.length, page: 1, pageSize: 10 },
    },
  },
});
const setMock = (
  input: { currency: string; perTry: string },
  answer: ReturnType<typeof rate> | GraphQLError,
): MockLink.MockedResponse => ({
  request: { query: SetExchangeRateDocument, variables: { input } },
  result: answer instanceof GraphQLError ? { errors: [answer] } : { data: { setExchangeRate: answer } },
});

function renderSection(mocks: MockLink.MockedResponse[] = [], english?: Awaited<ReturnType<typeof loadMessages>>) {
  signInAs('admin');
  return renderPage(<ExchangeRatesSection />, {
    mocks: [currentMock(), historyMock(), ...mocks],
    language: english ? { language: 'en', messages: english } : undefined,
  });
}

const rateInput = () => screen.getByRole('textbox', { name: /مقابل/ });

describe('the exchange-rates section of the settings', () => {
  it('shows the current USD and SYP rates both ways, who set them, and the history', async () => {
    renderSection();
    const dollars = await screen.findByTestId('current-rate-USD');
    expect(await within(dollars).findByText('١ ₺ = ٠٫٠٢٤١ $')).toBeInTheDocument();
    expect(within(dollars).getByText('١ $ = ٤١٫٤٩٣٨ ₺')).toBeInTheDocument();
    expect(dollars).toHaveTextContent('حدده مدير المكتب');
    const pounds = screen.getByTestId('current-rate-SYP');
    expect(within(pounds).getByText('١ ₺ = ٣١٠ ل.س')).toBeInTheDocument();
    expect(pounds).toHaveTextContent('حدده الإعداد الأولي');
    const history = await screen.findByTestId('exchange-rate-history');
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('الدولار الأمريكي (USD)');
    expect(rows[1]).toHaveTextContent('مدير المكتب');
    expect(rows[2]).toHaveTextContent('١ ₺ = ٣١٠ ل.س');
  });

  it('sets a rate: the current rate and the history follow from the answer, nothing is fetched again', async () => {
    const user = userEvent.setup();
    const newer = rate(3, 'SYP', '330.5', '0.003');
    renderSection([setMock({ currency: 'SYP', perTry: '330.5' }, newer)]);
    await screen.findByTestId('exchange-rate-history');
    await user.type(rateInput(), '330.5');
    expect(screen.getByText('١ ₺ = ٣٣٠٫٥ ل.س')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'تحديد السعر' }));
    expect(await within(screen.getByTestId('current-rate-SYP')).findByText('١ ₺ = ٣٣٠٫٥ ل.س')).toBeInTheDocument();
    const rows = within(screen.getByTestId('exchange-rate-history')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('١ ₺ = ٣٣٠٫٥ ل.س');
    expect(rateInput()).toHaveValue('');
    expect(await screen.findByText('السعر الجديد يسري على الطلبات المقدمة من الآن')).toBeInTheDocument();
  });

  it('refuses zero or text before asking the server', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByTestId('exchange-rate-history');
    await user.type(rateInput(), '0');
    await user.click(screen.getByRole('button', { name: 'تحديد السعر' }));
    expect(await screen.findByText('سعر الصرف يجب أن يكون أكبر من صفر')).toBeInTheDocument();
    await user.clear(rateInput());
    await user.type(rateInput(), 'abc');
    await user.click(screen.getByRole('button', { name: 'تحديد السعر' }));
    expect(await screen.findByText('اكتب السعر رقماً، مثل 330 أو 0.0241')).toBeInTheDocument();
  });

  it('shows the server’s refusal by its code, in the reader’s language', async () => {
    const user = userEvent.setup();
    const english = await loadMessages('en');
    const refusal = new GraphQLError('سعر الصرف يقبل عشر منازل عشرية على الأكثر وعشرة أرقام قبل الفاصلة', {
      extensions: { code: 'BAD_USER_INPUT', reason: 'EXCHANGE_RATE_OUT_OF_RANGE' },
    });
    renderSection([setMock({ currency: 'USD', perTry: '0.00000000001' }, refusal)], english);
    await screen.findByTestId('exchange-rate-history');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await user.type(screen.getByRole('textbox', { name: '$ for 1 ₺' }), '0.00000000001');
    await user.click(screen.getByRole('button', { name: 'Set rate' }));
    expect(
      await screen.findByText('The rate takes at most ten decimals and ten digits before the point'),
    ).toBeInTheDocument();
  });
});
