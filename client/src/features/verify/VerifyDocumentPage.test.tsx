import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { loadMessages, type Language, type Messages } from '../../lib/i18n';
import { renderRoutes } from '../../test/render';
import { siteConfigMock } from '../../test/site-config.mock';
import VerifyDocumentPage, { VerifyDocumentDocument } from './VerifyDocumentPage';

const ISSUED_AT = '2026-11-20T09:30:00.000Z';
const PAID_AT = '2026-11-19T13:05:00.000Z';

const invoice = {
  __typename: 'VerifiedDocument' as const,
  issuer: 'مكتب الاستشارات القانونية',
  kind: 'invoice' as const,
  number: 'INV-2026-000123',
  code: 'K7M2QX9PLA',
  issuedAt: ISSUED_AT,
  amount: '1500.00',
  currency: 'TRY' as const,
  status: 'partial' as const,
  paidAt: null,
};
const receipt = {
  ...invoice,
  kind: 'receipt' as const,
  number: 'RCP-2026-000045',
  code: 'Z8PQ3RT4WX',
  amount: '250.50',
  currency: 'USD' as const,
  status: 'refunded' as const,
  paidAt: PAID_AT,
};

const found = (document: typeof invoice | typeof receipt, code = document.code): MockLink.MockedResponse => ({
  request: { query: VerifyDocumentDocument, variables: { code } },
  result: { data: { verifyDocument: document } },
});
const failed = (code: string, message: string, errorCode: string): MockLink.MockedResponse => ({
  request: { query: VerifyDocumentDocument, variables: { code } },
  result: { errors: [new GraphQLError(message, { extensions: { code: errorCode } })] },
});

const open = (code: string, mocks: MockLink.MockedResponse[], language?: { language: Language; messages: Messages }) =>
  renderRoutes(
    [
      { path: '/verify', element: <VerifyDocumentPage /> },
      { path: '/verify/:code', element: <VerifyDocumentPage /> },
    ],
    {
      path: code ? `/verify/${code}` : '/verify',
      mocks: [siteConfigMock, ...mocks],
      language,
    },
  );

/** A moment as the page says it, like the PDF: Istanbul's long date and time, the zone named. */
const officeDateTime = (locale: string, iso: string) =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(
    new Date(iso),
  )} (${locale === 'ar-SY' ? 'توقيت إسطنبول' : 'Istanbul time'})`;

describe('the verification page', () => {
  it('says a genuine invoice is genuine, with its issuer, number, date, amount and payment status', async () => {
    open(invoice.code, [found(invoice)]);
    expect(screen.getByRole('heading', { level: 1, name: 'التحقق من وثيقة' })).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: 'وثيقة صحيحة' })).toBeInTheDocument();
    expect(within(card).getByTestId('verify-genuine')).toHaveTextContent(
      'أصدر مكتب الاستشارات القانونية هذه الوثيقة (فاتورة)',
    );
    expect(within(card).getByTestId('verify-issuer')).toHaveTextContent('مكتب الاستشارات القانونية');
    expect(within(card).getByTestId('verify-kind')).toHaveTextContent('فاتورة');
    expect(within(card).getByTestId('verify-number')).toHaveTextContent('INV-2026-000123');
    expect(within(card).getByTestId('verify-number').querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByTestId('verify-issued-at')).toHaveTextContent(officeDateTime('ar-SY', ISSUED_AT));
    expect(within(card).getByTestId('verify-amount')).toHaveTextContent('١٬٥٠٠ ₺');
    expect(within(card).getByTestId('verify-status')).toHaveTextContent('مدفوعة جزئياً');
    expect(within(card).getByTestId('verify-code')).toHaveTextContent('K7M2QX9PLA');
    expect(within(card).queryByTestId('verify-paid-at')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refund receipt with its amount, currency, refund date and status', async () => {
    open(receipt.code, [found(receipt)]);
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('verify-kind')).toHaveTextContent('إيصال دفع');
    expect(within(card).getByTestId('verify-number')).toHaveTextContent('RCP-2026-000045');
    expect(within(card).getByTestId('verify-amount')).toHaveTextContent('٢٥٠٫٥ $');
    expect(within(card).getByTestId('verify-status')).toHaveTextContent('مستردة');
    expect(within(card).getByText('تاريخ الاسترداد')).toBeInTheDocument();
    expect(within(card).getByTestId('verify-paid-at')).toHaveTextContent(officeDateTime('ar-SY', PAID_AT));
  });

  it('asks with the code as typed in the address, trimmed', async () => {
    open('%20k7m2qx9pla%20', [found(invoice, 'k7m2qx9pla')]);
    expect(within(await screen.findByRole('article')).getByTestId('verify-number')).toHaveTextContent(
      'INV-2026-000123',
    );
    expect(screen.getByTestId('verify-requested-code')).toHaveTextContent('K7M2QX9PLA');
  });

  it('says when no document has the code, and shows nothing as genuine', async () => {
    open('ZZZZZZZZZZ', [failed('ZZZZZZZZZZ', 'لا توجد وثيقة صادرة بهذا الرمز', 'NOT_FOUND')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('لا توجد وثيقة بهذا الرمز');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByText('وثيقة صحيحة')).not.toBeInTheDocument();
  });

  it("gives the server's message when lookups are rate limited", async () => {
    const message = 'محاولات بحث كثيرة. يرجى المحاولة بعد 42 ثانية';
    open('K7M2QX9PLA', [failed('K7M2QX9PLA', message, 'TOO_MANY_REQUESTS')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('speaks the reader’s language: a genuine invoice in English', async () => {
    const language = { language: 'en' as const, messages: await loadMessages('en') };
    open(invoice.code, [found(invoice)], language);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { level: 2, name: 'Genuine document' })).toBeInTheDocument();
    expect(within(card).getByTestId('verify-kind')).toHaveTextContent('Invoice');
    expect(within(card).getByTestId('verify-status')).toHaveTextContent('Partly paid');
    expect(within(card).getByTestId('verify-issued-at')).toHaveTextContent(officeDateTime('en-GB', ISSUED_AT));
  });

  it('takes a code typed by hand: refuses one that cannot be a code, then verifies one typed in groups', async () => {
    const user = userEvent.setup();
    open('', [found(invoice)]);
    const field = screen.getByRole('textbox', { name: /رمز التحقق/ });
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));
    expect(await screen.findByText('اكتب الرمز المطبوع على المستند.')).toBeInTheDocument();
    await user.type(field, 'K7M2-QX9P0A');
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));
    expect(await screen.findByText(/رمز التحقق 10 حروف وأرقام لاتينية/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'k7m2 qx9p la');
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('verify-number')).toHaveTextContent('INV-2026-000123');
    expect(screen.getByTestId('verify-requested-code')).toHaveTextContent('K7M2QX9PLA');
  });

  it('says an unknown code is unknown in Turkish', async () => {
    const language = { language: 'tr' as const, messages: await loadMessages('tr') };
    open('ZZZZZZZZZZ', [failed('ZZZZZZZZZZ', 'لا توجد وثيقة صادرة بهذا الرمز', 'NOT_FOUND')], language);
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu koda ait belge yok');
  });
});
