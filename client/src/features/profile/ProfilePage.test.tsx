import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { Header } from '../../app/Header';
import { getSession } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { signInAs } from '../../test/session';
import { siteConfigMock } from '../../test/site-config.mock';
import type { OrderStatus } from '../../gql/graphql';
import ProfilePage, { PAGE_SIZE, ProfileAccountDocument, ProfileOrdersDocument } from './ProfilePage';
import { ChangePasswordDocument } from './hooks/useChangePassword';
import { UpdateProfileDocument } from './hooks/useUpdateProfile';
import { LogoutEverywhereDocument } from './hooks/useLogoutEverywhere';
import { MySavedPeopleDocument } from './components/saved-people.documents';
import { ResendVerificationDocument } from '../../components/hooks/useResendVerification';
import {
  ConfirmTwoFactorSetupDocument,
  DisableTwoFactorDocument,
  StartTwoFactorSetupDocument,
} from './hooks/useTwoFactor';

const ACCOUNT = {
  __typename: 'Account' as const,
  id: 5,
  fullName: 'سارة الأحمد',
  email: 'sara@example.com',
  phone: '+905321234567',
  language: 'ar' as const,
  emailVerified: true,
  twoFactorEnabled: false,
  createdAt: '2026-01-15T08:00:00.000Z',
};

const accountMock: MockLink.MockedResponse = {
  request: { query: ProfileAccountDocument },
  result: { data: { me: ACCOUNT } },
};

const myOrder = (id: number, status: OrderStatus = 'pending', onHold = false) => ({
  __typename: 'Order' as const,
  id,
  serviceName: `خدمة ${id}`,
  serviceNameTr: `Hizmet ${id}`,
  serviceNameEn: `Service ${id}`,
  trackingNumber: `TRK-AAAA${String(id).padStart(4, '2')}`,
  status,
  onHold,
  unreadMessages: id === 1 ? 3 : 0,
  createdAt: '2026-03-02T09:15:00.000Z',
  totalAmount: '1250.50',
  currency: 'TRY' as const,
});

const ordersMock = (
  items: ReturnType<typeof myOrder>[],
  {
    status = null,
    page = 1,
    total = items.length,
  }: { status?: OrderStatus | null; page?: number; total?: number } = {},
): MockLink.MockedResponse => ({
  request: { query: ProfileOrdersDocument, variables: { status, page: { page, pageSize: PAGE_SIZE } } },
  result: { data: { myOrders: { __typename: 'OrderPage', total, page, pageSize: PAGE_SIZE, items } } },
});

/** The saved people section has its own test (SavedPeople.test.tsx); here it lists nobody. */
const noSavedPeopleMock: MockLink.MockedResponse = {
  request: { query: MySavedPeopleDocument },
  result: { data: { mySavedPeople: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderProfile(mocks: MockLink.MockedResponse[], path = '/profile', account = accountMock) {
  signInAs('client', { fullName: ACCOUNT.fullName, email: ACCOUNT.email });
  return renderRoutes(
    [
      {
        path: '/profile',
        element: (
          <>
            <Header />
            <ProfilePage />
          </>
        ),
      },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    { path, mocks: [siteConfigMock, account, noSavedPeopleMock, ...mocks] },
  );
}

const ordersSection = () => screen.findByRole('region', { name: 'طلباتي' });

describe('the profile page', () => {
  it('shows the loader, then the account and the orders, each opening its order page', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile([ordersMock([myOrder(2, 'processing'), myOrder(1, 'pending_payment')])]);
    expect(screen.getByRole('status')).toHaveTextContent('جاري التحميل...');
    expect(await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'معلومات الحساب' });
    expect(within(account).getByTestId('account-name')).toHaveTextContent('سارة الأحمد');
    expect(within(account).getByText('sara@example.com')).toBeInTheDocument();
    expect(within(account).getByText('+90 532 123 45 67')).toBeInTheDocument();
    expect(
      within(account).getByText(
        new Intl.DateTimeFormat('ar-SY', { dateStyle: 'long' }).format(new Date(ACCOUNT.createdAt)),
      ),
    ).toBeInTheDocument();

    const orders = await ordersSection();
    const rows = within(orders).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('خدمة 2');
    expect(rows[0]).toHaveTextContent('TRK-AAAA2222');
    expect(rows[0]).toHaveTextContent('قيد المعالجة');
    expect(rows[0]).toHaveTextContent('١٬٢٥٠٫٥ ₺');
    expect(screen.getByRole('link', { name: 'طلب جديد' })).toHaveAttribute('href', '/create-order');
    await user.click(within(rows[1]).getByRole('link', { name: 'خدمة 1' }));
    expect(router.state.location.pathname).toBe('/orders/1');
  });

  it('calls the client to an order the office is waiting on, and to no other', async () => {
    renderProfile([ordersMock([myOrder(2, 'processing', true), myOrder(1, 'pending_payment')])]);
    const orders = await ordersSection();
    const rows = within(orders).getAllByRole('listitem');
    expect(within(rows[0]).getByTestId('my-order-2-on-hold')).toHaveTextContent('بانتظار ردك');
    expect(within(rows[1]).queryByText('بانتظار ردك')).not.toBeInTheDocument();
  });

  it('shows the office’s unread messages on each order that has any', async () => {
    renderProfile([ordersMock([myOrder(2, 'processing'), myOrder(1, 'pending_payment')])]);
    const orders = await ordersSection();
    const rows = within(orders).getAllByRole('listitem');
    expect(within(rows[1]).getByTestId('my-order-1-unread')).toHaveAccessibleName('٣ رسائل غير مقروءة');
    expect(within(rows[0]).queryByTestId('my-order-2-unread')).toBeNull();
  });

  it('invites a first order when there is none', async () => {
    renderProfile([ordersMock([])]);
    const orders = await ordersSection();
    expect(within(orders).getByRole('heading', { name: 'لا توجد طلبات بعد' })).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'اطلب خدمة الآن' })).toHaveAttribute('href', '/create-order');
    expect(within(orders).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('filters by status through the address', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile([
      ordersMock([myOrder(3, 'completed'), myOrder(2, 'pending')]),
      ordersMock([myOrder(3, 'completed')], { status: 'completed' }),
      ordersMock([], { status: 'refunded' }),
    ]);
    const orders = await ordersSection();
    expect(await within(orders).findAllByRole('listitem')).toHaveLength(2);
    await user.selectOptions(within(orders).getByRole('combobox', { name: 'تصفية حسب الحالة' }), 'completed');
    await waitFor(() => expect(within(orders).getAllByRole('listitem')).toHaveLength(1));
    expect(within(orders).getByRole('listitem')).toHaveTextContent('خدمة 3');
    expect(router.state.location.search).toBe('?status=completed');
    await user.selectOptions(within(orders).getByRole('combobox', { name: 'تصفية حسب الحالة' }), 'refunded');
    expect(await within(orders).findByText('لا توجد طلبات بهذه الحالة.')).toBeInTheDocument();
  });

  it('pages through the orders', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: PAGE_SIZE }, (_, index) => myOrder(20 - index));
    const { router } = renderProfile([
      { ...ordersMock(first, { total: 12 }), maxUsageCount: 2 },
      ordersMock([myOrder(10), myOrder(9)], { page: 2, total: 12 }),
    ]);
    const orders = await ordersSection();
    expect(await within(orders).findAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    const pager = within(orders).getByRole('navigation', { name: 'صفحات الطلبات' });
    expect(pager).toHaveTextContent('صفحة ١ من ٢');
    expect(within(pager).getByRole('button', { name: /السابق/ })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: /التالي/ }));
    await waitFor(() => expect(within(orders).getAllByRole('listitem')).toHaveLength(2));
    expect(router.state.location.search).toBe('?page=2');
    expect(pager).toHaveTextContent('صفحة ٢ من ٢');
    expect(within(pager).getByRole('button', { name: /التالي/ })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: /السابق/ }));
    await waitFor(() => expect(within(orders).getAllByRole('listitem')).toHaveLength(PAGE_SIZE));
  });

  describe('editing the account', () => {
    it('requires a name, puts the server’s phone error on the field, then saves the name and language and renames the header', async () => {
      const user = userEvent.setup();
      renderProfile([
        ordersMock([]),
        {
          request: {
            query: UpdateProfileDocument,
            variables: { input: { fullName: 'سارة محمد', phone: '+905321234567', language: 'en' } },
          },
          result: {
            errors: [
              new GraphQLError('رقم الهاتف مستخدم', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: [{ loc: ['input', 'phone'], msg: 'رقم الهاتف غير صالح لهذا البلد' }],
                },
              }),
            ],
          },
        },
        {
          request: {
            query: UpdateProfileDocument,
            variables: { input: { fullName: 'سارة محمد', phone: '+905321234567', language: 'en' } },
          },
          result: {
            data: {
              updateProfile: {
                __typename: 'Account',
                id: 5,
                fullName: 'سارة محمد',
                phone: '+905321234567',
                language: 'en',
              },
            },
          },
        },
      ]);
      expect(await screen.findByTitle('سارة الأحمد')).toBeInTheDocument();
      expect(await screen.findByTestId('account-language')).toHaveTextContent('العربية');
      await user.click(await screen.findByRole('button', { name: 'تعديل' }));
      await user.selectOptions(screen.getByLabelText(/^لغة الرسائل والحساب/), 'en');
      const name = screen.getByLabelText(/^الاسم الكامل/);
      await user.clear(name);
      await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
      expect(await screen.findByText('الاسم الكامل مطلوب')).toBeInTheDocument();

      await user.type(name, 'سارة محمد');
      await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
      expect(await screen.findByText('رقم الهاتف غير صالح لهذا البلد')).toBeInTheDocument();
      expect(screen.getByTitle('سارة الأحمد')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
      expect(await screen.findByText('تم تحديث معلوماتك')).toBeInTheDocument();
      expect(await screen.findByTestId('account-name')).toHaveTextContent('سارة محمد');
      expect(screen.getByTestId('account-language')).toHaveTextContent('English');
      expect(screen.getByTitle('سارة محمد')).toBeInTheDocument();
      expect(getSession()?.user.fullName).toBe('سارة محمد');
    });

    it("switches the interface to the account's new language once it is saved", async () => {
      const user = userEvent.setup();
      const input = { fullName: ACCOUNT.fullName, phone: ACCOUNT.phone, language: 'en' };
      renderProfile([
        ordersMock([]),
        {
          request: { query: UpdateProfileDocument, variables: { input } },
          result: { data: { updateProfile: { __typename: 'Account', id: 5, ...input } } },
        },
      ]);
      expect(await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'تعديل' }));
      await user.selectOptions(screen.getByLabelText(/^لغة الرسائل والحساب/), 'en');
      await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Interface language' })).toHaveValue('en');
      expect(document.documentElement).toHaveAttribute('lang', 'en');
      expect(getSession()?.user.language).toBe('en');
    });
  });

  describe('changing the password', () => {
    const session = (accessToken: string) => ({
      __typename: 'AuthPayload' as const,
      accessToken,
      refreshToken: `${accessToken}-refresh`,
      expiresIn: 900,
      user: {
        __typename: 'Account' as const,
        id: 5,
        email: ACCOUNT.email,
        fullName: ACCOUNT.fullName,
        phone: ACCOUNT.phone,
        role: 'client' as const,
        isAdmin: false,
        language: ACCOUNT.language,
        createdAt: ACCOUNT.createdAt,
      },
    });

    it('checks both fields, shows a wrong current password on its field, then keeps the fresh session', async () => {
      const user = userEvent.setup();
      renderProfile([
        ordersMock([]),
        {
          request: {
            query: ChangePasswordDocument,
            variables: { currentPassword: 'wrong-password', newPassword: 'a-new-password-1' },
          },
          result: {
            errors: [
              new GraphQLError('كلمة المرور الحالية غير صحيحة', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: [{ loc: ['body', 'current_password'], msg: 'كلمة المرور الحالية غير صحيحة' }],
                },
              }),
            ],
          },
        },
        {
          request: {
            query: ChangePasswordDocument,
            variables: { currentPassword: 'old-password-1', newPassword: 'a-new-password-1' },
          },
          result: { data: { changePassword: session('fresh-token') } },
        },
      ]);
      const form = await screen.findByRole('region', { name: 'تغيير كلمة المرور' });
      const submit = within(form).getByRole('button', { name: 'تغيير كلمة المرور' });
      await user.type(within(form).getByLabelText(/^كلمة المرور الجديدة/), 'short');
      await user.click(submit);
      expect(await within(form).findByText('أدخل كلمة المرور الحالية')).toBeInTheDocument();
      expect(within(form).getByText('كلمة المرور يجب أن تكون 8 أحرف على الأقل')).toBeInTheDocument();

      const current = within(form).getByLabelText(/^كلمة المرور الحالية/);
      const next = within(form).getByLabelText(/^كلمة المرور الجديدة/);
      await user.type(current, 'wrong-password');
      await user.clear(next);
      await user.type(next, 'a-new-password-1');
      await user.click(submit);
      expect(await within(form).findByText('كلمة المرور الحالية غير صحيحة')).toBeInTheDocument();
      expect(current).toHaveAttribute('aria-invalid', 'true');
      expect(getSession()?.accessToken).toBe('access-token');

      await user.clear(current);
      await user.type(current, 'old-password-1');
      await user.click(submit);
      expect(await screen.findByText('تم تغيير كلمة المرور')).toBeInTheDocument();
      expect(getSession()?.accessToken).toBe('fresh-token');
      expect(current).toHaveValue('');
      expect(next).toHaveValue('');
    });
  });

  describe('signing out everywhere', () => {
    it('asks first, keeps the session when the server fails, then ends it and opens the sign-in page', async () => {
      const user = userEvent.setup();
      const { router } = renderProfile([
        ordersMock([]),
        {
          request: { query: LogoutEverywhereDocument },
          result: {
            errors: [new GraphQLError('تعذر الاتصال بالخادم', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
          },
        },
        { request: { query: LogoutEverywhereDocument }, result: { data: { logoutEverywhere: true } } },
      ]);
      const card = await screen.findByRole('region', { name: 'الأجهزة المتصلة' });
      await user.click(within(card).getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'تسجيل الخروج من كل الأجهزة؟' });
      await user.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(getSession()).not.toBeNull();

      await user.click(within(card).getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'تسجيل الخروج من الكل' }),
      );
      expect(await screen.findByText('تعذر الاتصال بالخادم')).toBeInTheDocument();
      expect(getSession()).not.toBeNull();

      await user.click(within(card).getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'تسجيل الخروج من الكل' }),
      );
      expect(await screen.findByText('تم تسجيل خروجك من كل الأجهزة')).toBeInTheDocument();
      expect(getSession()).toBeNull();
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it('asks an unconfirmed address to be confirmed, and sends a new link, saying when the server refuses more', async () => {
    const user = userEvent.setup();
    const unverified = {
      request: { query: ProfileAccountDocument },
      result: { data: { me: { ...ACCOUNT, emailVerified: false } } },
    };
    const tooMany = new GraphQLError('طلبت روابط تأكيد كثيرة، يرجى المحاولة بعد 58 دقيقة', {
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    renderProfile(
      [
        ordersMock([]),
        { request: { query: ResendVerificationDocument }, result: { data: { resendVerificationEmail: true } } },
        { request: { query: ResendVerificationDocument }, result: { errors: [tooMany] } },
      ],
      '/profile',
      unverified,
    );
    const notice = await screen.findByTestId('verify-email-notice');
    expect(notice).toHaveTextContent('أكّد بريدك الإلكتروني لتتمكن من تقديم الطلبات');
    expect(notice).toHaveTextContent('sara@example.com');
    await user.click(within(notice).getByRole('button', { name: 'إرسال رابط جديد' }));
    expect(await screen.findByText('أرسلنا رابطاً جديداً إلى \u2068sara@example.com\u2069')).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'إرسال رابط جديد' }));
    expect(await screen.findByText('طلبت روابط تأكيد كثيرة، يرجى المحاولة بعد 58 دقيقة')).toBeInTheDocument();
  });

  it('says nothing about confirming when the address is confirmed', async () => {
    renderProfile([ordersMock([])]);
    await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' });
    expect(screen.queryByTestId('verify-email-notice')).not.toBeInTheDocument();
  });

  describe('two-step verification', () => {
    const CODES = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`);
    const setup = {
      __typename: 'TwoFactorSetup',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/x',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    };

    it('sets it up with the QR code and a code from the app, then shows the recovery codes once', async () => {
      const user = userEvent.setup();
      const wrong = new GraphQLError('رمز التحقق غير صحيح', { extensions: { code: 'BAD_USER_INPUT' } });
      renderProfile([
        ordersMock([]),
        { request: { query: StartTwoFactorSetupDocument }, result: { data: { startTwoFactorSetup: setup } } },
        {
          request: { query: ConfirmTwoFactorSetupDocument, variables: { code: '123456' } },
          result: { errors: [wrong] },
        },
        {
          request: { query: ConfirmTwoFactorSetupDocument, variables: { code: '654321' } },
          result: { data: { confirmTwoFactorSetup: CODES } },
        },
      ]);
      const card = await screen.findByRole('region', { name: 'التحقق بخطوتين' });
      expect(within(card).getByText('غير مفعّل')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'تفعيل التحقق بخطوتين' }));
      expect(await within(card).findByRole('img', { name: 'رمز QR لإضافة الحساب إلى تطبيق المصادقة' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      );
      expect(within(card).getByTestId('two-factor-secret')).toHaveTextContent(
        'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
      );
      const code = within(card).getByLabelText(/^الرمز من التطبيق/);
      await user.type(code, '123456');
      await user.click(within(card).getByRole('button', { name: 'تأكيد وتفعيل' }));
      expect(await within(card).findByText('رمز التحقق غير صحيح')).toBeInTheDocument();
      await user.clear(code);
      await user.type(code, '654321');
      await user.click(within(card).getByRole('button', { name: 'تأكيد وتفعيل' }));
      const codes = await within(card).findByTestId('recovery-codes');
      expect(within(codes).getAllByText(/^abcde-/)).toHaveLength(10);
      expect(within(card).getByText('مفعّل')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'حفظتُ الرموز' }));
      expect(within(card).queryByTestId('recovery-codes')).not.toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'إيقاف التحقق بخطوتين' })).toBeInTheDocument();
    });

    it('turns it off with the password', async () => {
      const user = userEvent.setup();
      const enabled = {
        request: { query: ProfileAccountDocument },
        result: { data: { me: { ...ACCOUNT, twoFactorEnabled: true } } },
      };
      renderProfile(
        [
          ordersMock([]),
          {
            request: { query: DisableTwoFactorDocument, variables: { password: 'my-password' } },
            result: { data: { disableTwoFactor: true } },
          },
        ],
        '/profile',
        enabled,
      );
      const card = await screen.findByRole('region', { name: 'التحقق بخطوتين' });
      await user.click(within(card).getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
      await user.type(within(card).getByLabelText(/^كلمة المرور الحالية/), 'my-password');
      await user.click(within(card).getByRole('button', { name: 'إيقاف التحقق بخطوتين' }));
      expect(await screen.findByText('تم إيقاف التحقق بخطوتين')).toBeInTheDocument();
      expect(within(card).getByText('غير مفعّل')).toBeInTheDocument();
    });
  });
});
