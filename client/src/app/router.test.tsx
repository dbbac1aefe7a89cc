import { screen, waitFor } from '@testing-library/react';
import { phoneInput, reachPhoneField } from '../test/phone-field';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { LoginDocument } from '../features/auth/hooks/useLogin';
import { RegisterDocument } from '../features/auth/hooks/useRegister';
import { homeAnswer } from '../features/home/home.mock';
import { LegalPagesDocument } from '../features/pages/LegalPage';
import { LANGUAGE_KEY, loadMessages } from '../lib/i18n';
import { getSession } from '../lib/session';
import { signInAs } from '../test/session';
import { renderRoutes } from '../test/render';
import { siteConfigMock } from '../test/site-config.mock';
import { routes } from './router';

const issued = (role: 'client' | 'staff') => ({
  __typename: 'AuthPayload' as const,
  accessToken: 'token-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  user: {
    __typename: 'Account' as const,
    id: 3,
    email: 'sara@example.com',
    fullName: 'سارة',
    phone: '+905551234567',
    role,
    isAdmin: false,
    language: 'ar' as const,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
});

describe('routes and guards', () => {
  it('answers an unknown path with the 404 page inside the layout', async () => {
    renderRoutes(routes, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/terms', 'الشروط والأحكام', 'نص الشروط'],
    ['/privacy', 'سياسة الخصوصية', 'نص الخصوصية'],
  ])('routes %s to the CMS text under its title', async (path, title, text) => {
    const pages = { __typename: 'CmsPages' as const, terms: 'نص الشروط', privacy: 'نص الخصوصية' };
    const legal = {
      request: { query: LegalPagesDocument, variables: { language: 'ar' } },
      result: { data: { siteContent: { __typename: 'CmsContent' as const, pages } } },
    };
    renderRoutes(routes, { path, mocks: [siteConfigMock, legal] });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('routes /contact to the contact form', async () => {
    renderRoutes(routes, { path: '/contact', mocks: [siteConfigMock] });
    expect(await screen.findByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الرسالة' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a guarded page to /login, replacing the entry', async () => {
    const { router } = renderRoutes(routes, { path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in client away from the back office to the home page', async () => {
    signInAs('client');
    const { router } = renderRoutes(routes, { path: '/admin/users', mocks: [siteConfigMock, homeAnswer()] });
    await screen.findByRole('link', { name: 'تصفح الخدمات' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets staff and admins into the back office, /admin leading to the dashboard', async () => {
    signInAs('staff');
    const { router } = renderRoutes(routes, { path: '/admin' });
    // The back office's chunks (layout, dashboard and its charts) load lazily: give them time.
    expect(await screen.findByRole('heading', { name: 'لوحة المعلومات', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('tells staff who open an admin-only page why they are on the dashboard instead', async () => {
    signInAs('staff');
    const { router } = renderRoutes(routes, { path: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'لوحة المعلومات', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(await screen.findByTestId('admin-only-notice')).toHaveTextContent('هذه الصفحة للمديرين فقط');
  });

  it('shows the visitor links when signed out', async () => {
    renderRoutes(routes, { path: '/' });
    const nav = await screen.findByLabelText('القائمة الرئيسية');
    expect(nav).toHaveTextContent('تسجيل الدخول');
    expect(nav).toHaveTextContent('إنشاء حساب');
    expect(nav).not.toHaveTextContent('طلب خدمة');
  });

  it('shows a signed-in user their name (or e-mail) and signs them out to /login', async () => {
    signInAs('client');
    const { router } = renderRoutes(routes, { path: '/' });
    const nav = await screen.findByLabelText('القائمة الرئيسية');
    expect(nav).toHaveTextContent('سارة الأحمد');
    expect(nav).toHaveTextContent('طلب خدمة');
    expect(nav).not.toHaveTextContent('لوحة التحكم');
    await userEvent.click(screen.getAllByRole('button', { name: 'تسجيل الخروج', hidden: true })[0]);
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the e-mail when the user has no name, and the back office link to staff', async () => {
    signInAs('staff');
    renderRoutes(routes, { path: '/' });
    const nav = await screen.findByLabelText('القائمة الرئيسية');
    expect(nav).toHaveTextContent('staff@example.com');
    expect(nav).toHaveTextContent('لوحة التحكم');
  });

  it.each([
    ['client', '/login', '/profile'],
    ['client', '/register', '/profile'],
    ['staff', '/login', '/admin/dashboard'],
    ['staff', '/register', '/admin/dashboard'],
  ] as const)('sends a signed-in %s opening %s to %s', async (role, path, home) => {
    signInAs(role);
    const { router } = renderRoutes(routes, { path, mocks: [siteConfigMock] });
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(
      screen.queryByRole('heading', { name: path === '/login' ? 'تسجيل الدخول' : 'إنشاء حساب' }),
    ).not.toBeInTheDocument();
  });

  it('after signing in from a guarded page, goes back to it rather than where the /login guard would send', async () => {
    const login = {
      request: {
        query: LoginDocument,
        variables: { email: 'sara@example.com', password: 'secret-123', remember: false },
      },
      result: { data: { login: issued('client') } },
    };
    const { router } = renderRoutes(routes, { path: '/create-order', mocks: [siteConfigMock, login] });
    await userEvent.type(await screen.findByLabelText(/^البريد الإلكتروني/), 'sara@example.com');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-order'));
    expect(getSession()?.user.email).toBe('sara@example.com');
  });

  it('after registering, lands on the home page signed in', async () => {
    const input = { fullName: 'سارة', email: 'sara@example.com', phone: '+905551234567', password: 'Strong-pass-2026' };
    const register = {
      request: { query: RegisterDocument, variables: { input: { ...input, language: 'ar' } } },
      result: { data: { register: issued('client') } },
    };
    const { router } = renderRoutes(routes, { path: '/register', mocks: [siteConfigMock, register, homeAnswer()] });
    await userEvent.type(await screen.findByLabelText(/^الاسم الكامل/), input.fullName);
    await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), input.email);
    await reachPhoneField();
    await userEvent.type(phoneInput(), '5551234567');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), input.password);
    await userEvent.click(screen.getByText('أوافق على'));
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    await screen.findByRole('link', { name: 'تصفح الخدمات' });
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()?.user.email).toBe('sara@example.com');
  });

  it("after registering from a service's order link (sent to sign in first), comes back to that service in the wizard", async () => {
    const input = { fullName: 'سارة', email: 'sara@example.com', phone: '+905551234567', password: 'Strong-pass-2026' };
    const register = {
      request: { query: RegisterDocument, variables: { input: { ...input, language: 'ar' } } },
      result: { data: { register: issued('client') } },
    };
    const { router } = renderRoutes(routes, { path: '/create-order?service=5', mocks: [siteConfigMock, register] });
    await userEvent.click(await screen.findByRole('link', { name: 'أنشئ حساباً' }));
    await userEvent.type(await screen.findByLabelText(/^الاسم الكامل/), input.fullName);
    await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), input.email);
    await reachPhoneField();
    await userEvent.type(phoneInput(), '5551234567');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), input.password);
    await userEvent.click(screen.getByText('أوافق على'));
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-order'));
    expect(router.state.location.search).toBe('?service=5');
    expect(getSession()?.user.email).toBe('sara@example.com');
  });

  it("offers a taken e-mail's owner to sign in with it, the sign-in form prefilled", async () => {
    const input = { fullName: 'سارة', email: 'sara@example.com', phone: '+905551234567', password: 'Strong-pass-2026' };
    const taken = new GraphQLError('البريد الإلكتروني مسجل مسبقاً', {
      extensions: { code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN' },
    });
    const register = {
      request: { query: RegisterDocument, variables: { input: { ...input, language: 'ar' } } },
      result: { errors: [taken] },
    };
    const { router } = renderRoutes(routes, { path: '/register', mocks: [siteConfigMock, register] });
    await userEvent.type(await screen.findByLabelText(/^الاسم الكامل/), input.fullName);
    await userEvent.type(screen.getByLabelText(/^البريد الإلكتروني/), input.email);
    await reachPhoneField();
    await userEvent.type(phoneInput(), '5551234567');
    await userEvent.type(screen.getByLabelText(/^كلمة المرور/), input.password);
    await userEvent.click(screen.getByText('أوافق على'));
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    await userEvent.click(await screen.findByRole('link', { name: 'سجّل الدخول بهذا البريد' }));
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/^البريد الإلكتروني/)).toHaveValue('sara@example.com');
  });

  it.each([
    ['a public page', null, '/'],
    ['a back-office page', 'staff', '/admin/dashboard'],
  ] as const)(
    'on %s, the first Tab reaches a translated link that skips to the main content',
    async (_, role, path) => {
      if (role) signInAs(role);
      renderRoutes(routes, { path, mocks: [siteConfigMock, homeAnswer()] });
      await screen.findByRole('main');
      await userEvent.tab();
      const skip = screen.getByRole('link', { name: 'تخطَّ إلى المحتوى' });
      expect(skip).toHaveFocus();
      await userEvent.click(skip);
      expect(screen.getByRole('main')).toHaveFocus();
    },
  );

  it.each([
    ['a public page', null, '/track-order', 'Track your order'],
    ['a client page', 'client', '/profile', 'My profile'],
    ['a back-office page', 'staff', '/admin/orders', 'Orders'],
  ] as const)('titles %s in the chosen language with the office name', async (_, role, path, page) => {
    if (role) signInAs(role, { language: 'en' }); // an English account: signing in keeps the interface English
    localStorage.setItem(LANGUAGE_KEY, 'en'); // chosen by the visitor, so the office's default does not replace it
    renderRoutes(routes, {
      path,
      mocks: [siteConfigMock],
      language: { language: 'en', messages: await loadMessages('en') },
    });
    await waitFor(() => expect(document.title).toBe(`${page} — مكتب النور للاستشارات`));
  });
});
