import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { siteConfigMock } from '../../test/site-config.mock';
import { loadMessages, type Language, type Messages } from '../../lib/i18n';
import OrderPage from './OrderPage';
import { RateOrderDocument } from './hooks/useRateOrder';
import { order, ORDER_ID, orderMock, orderRating, paymentMock } from './test/order-fixtures';

const COMMENT = 'خدمة سريعة وواضحة';
/** A number as the Arabic interface writes it (Intl: Arabic-Indic digits). */
const ar = (value: number) => new Intl.NumberFormat('ar-SY').format(value);

function renderOrder(
  mocks: MockLink.MockedResponse[],
  {
    path = `/orders/${ORDER_ID}`,
    role = 'client',
    language,
  }: { path?: string; role?: 'client' | 'staff'; language?: { language: Language; messages: Messages } } = {},
) {
  signInAs(role);
  return renderRoutes([{ path: '/orders/:id', element: <OrderPage /> }], {
    path,
    mocks: [siteConfigMock, paymentMock, ...mocks],
    language,
  });
}

const rateMock = (
  variables: { stars: number; comment: string | null; publishConsent: boolean },
  answer: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: { query: RateOrderDocument, variables: { orderId: ORDER_ID, ...variables } },
  result: answer,
});

const saved = (stars: number, comment: string | null, publishConsent: boolean) => ({
  data: { rateOrder: { ...orderRating(stars, comment, publishConsent), orderId: ORDER_ID } },
});

describe('the rating of a completed order', () => {
  it('is not offered before the order is completed', async () => {
    renderOrder([orderMock(order({ status: 'in_progress' }))]);
    await screen.findByTestId('order-number');
    expect(screen.queryByTestId('rating-section')).toBeNull();
  });

  it('chooses stars with a labelled radio group, sends the rating and shows it without reading the order again', async () => {
    const user = userEvent.setup();
    let sent = false;
    renderOrder([
      orderMock(order({ status: 'completed' })),
      rateMock({ stars: 4, comment: COMMENT, publishConsent: true }, () => {
        sent = true;
        return saved(4, COMMENT, true);
      }),
    ]);
    const section = await screen.findByTestId('rating-section');
    expect(within(section).getByRole('heading', { name: 'قيّم الخدمة' })).toBeInTheDocument();
    const group = within(section).getByRole('group', { name: 'عدد النجوم' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(group).getByRole('radio', { name: `${ar(4)} نجوم` }));
    expect(within(group).getByRole('radio', { name: `${ar(4)} نجوم` })).toBeChecked();
    await user.type(within(section).getByRole('textbox', { name: 'تعليقك (اختياري)' }), COMMENT);
    await user.click(within(section).getByRole('checkbox', { name: /أوافق على نشر تقييمي/ }));
    await user.click(within(section).getByRole('button', { name: 'إرسال التقييم' }));

    await waitFor(() => expect(within(section).getByRole('heading', { name: 'تقييمك' })).toBeInTheDocument());
    expect(sent).toBe(true);
    expect(within(section).getByRole('img', { name: `${ar(4)} نجوم من ${ar(5)}` })).toBeInTheDocument();
    expect(within(section).getByTestId('rating-comment')).toHaveTextContent(COMMENT);
    expect(within(section).getByText('وافقت على نشر تقييمك على موقع المكتب.')).toBeInTheDocument();
    expect(await screen.findByText('شكراً لك، حُفظ تقييمك')).toBeInTheDocument();
  });

  it('keeps the keyboard on the stars: arrows move the choice', async () => {
    const user = userEvent.setup();
    renderOrder([orderMock(order({ status: 'completed' }))]);
    const group = await screen.findByRole('group', { name: 'عدد النجوم' });
    await user.click(within(group).getByRole('radio', { name: 'نجمتان' }));
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: `${ar(3)} نجوم` })).toBeChecked();
  });

  it('asks for stars before sending, and shows the server’s refusal by its code in the interface language', async () => {
    const user = userEvent.setup();
    renderOrder([
      orderMock(order({ status: 'completed' })),
      rateMock(
        { stars: 5, comment: null, publishConsent: false },
        {
          errors: [
            // Worded in another language than the interface's: the client words it by its code.
            new GraphQLError('An order can only be rated once it is completed', {
              extensions: { code: 'BAD_USER_INPUT', reason: 'RATING_ORDER_NOT_COMPLETED' },
            }),
          ],
        },
      ),
    ]);
    const section = await screen.findByTestId('rating-section');
    await user.click(within(section).getByRole('button', { name: 'إرسال التقييم' }));
    expect(within(section).getByText('اختر عدد النجوم')).toBeInTheDocument();

    await user.click(within(section).getByRole('radio', { name: `${ar(5)} نجوم` }));
    await user.click(within(section).getByRole('button', { name: 'إرسال التقييم' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('يمكن تقييم الطلب بعد اكتماله فقط');
    expect(within(section).getByRole('button', { name: 'إرسال التقييم' })).toBeInTheDocument();
  });

  it('shows the saved rating with a way to change it, in English too', async () => {
    const user = userEvent.setup();
    renderOrder(
      [
        orderMock(order({ status: 'completed', rating: orderRating(3, 'OK') })),
        rateMock({ stars: 5, comment: 'OK', publishConsent: false }, saved(5, 'OK', false)),
      ],
      { language: { language: 'en', messages: await loadMessages('en') } },
    );
    const section = await screen.findByTestId('rating-section');
    expect(within(section).getByRole('img', { name: '3 stars of 5' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Change rating' }));
    expect(within(section).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.click(within(section).getByRole('radio', { name: '5 stars' }));
    await user.click(within(section).getByRole('button', { name: 'Save changes' }));
    expect(await within(section).findByRole('img', { name: '5 stars of 5' })).toBeInTheDocument();
  });

  it('opens on the form from the rating link, with the keyboard on the stars', async () => {
    renderOrder([orderMock(order({ status: 'completed', rating: orderRating(3) }))], {
      path: `/orders/${ORDER_ID}#rating`,
    });
    const group = await screen.findByRole('group', { name: 'عدد النجوم' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: `${ar(3)} نجوم` })).toHaveFocus());
  });

  it('shows the office the rating without a form', async () => {
    renderOrder([orderMock(order({ status: 'completed', rating: orderRating(5) }))], { role: 'staff' });
    const section = await screen.findByTestId('rating-section');
    expect(within(section).getByRole('img', { name: `${ar(5)} نجوم من ${ar(5)}` })).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
