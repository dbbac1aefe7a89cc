import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { Outlet } from 'react-router-dom';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { toaster } from '../../components/toaster';
import { loadMessages } from '../../lib/i18n';
import { getSession } from '../../lib/session';
import { renderPage, renderRoutes } from '../../test/render';
import { siteConfigMock } from '../../test/site-config.mock';
import { LoginDocument, LoginTwoFactorDocument } from './hooks/useLogin';
import LoginPage from './LoginPage';

const account = (role: 'admin' | 'staff' | 'client') => ({
  __typename: 'AuthPayload' as const,
  accessToken: 'token-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  user: {
    __typename: 'Account' as const,
    id: 3,
    email: 'sara@example.com',
    fullName: 'سارة',
    phone: null,
    role,
    isAdmin: role === 'admin',
    emailVerified: true,
    language: 'ar' as const,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
});

const variables = { email: 'sara@example.com', password: 'secret-123', remember: false };

const answering = (result: object, remember = false) => [
  siteConfigMock,
  { request: { query: LoginDocument, variables: { ...variables, remember } }, result },
];

async function fillAndSubmit({ remember = false } = {}) {
  await userEvent.type(screen.getByLabelText(/البريد الإلكتروني/), 'sara@example.com');
  await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'secret-123');
  if (remember) await userEvent.click(screen.getByText('تذكرني'));
  await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
}

// A toast outlives its test: the next one must not find its text.
afterEach(() => toaster.remove());

describe('the login page', () => {
  it('signs a client in for this tab only by default and goes to /profile', async () => {
    const { router } = renderPage(<LoginPage />, {
      path: '/login',
      mocks: answering({ data: { login: account('client') } }),
    });
    await fillAndSubmit();
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname).toBe('/profile');
    expect(getSession()).toMatchObject({
      accessToken: 'token-1',
      refreshToken: 'refresh-1',
      user: { id: 3, role: 'client', isAdmin: false },
    });
    expect(sessionStorage.getItem('legal-office.token')).toBe('token-1');
    expect(localStorage.getItem('legal-office.token')).toBeNull();
    expect(await screen.findByText('مرحباً بك! 🎉')).toBeInTheDocument();
  });

  it('with "remember me" keeps the session in localStorage', async () => {
    renderPage(<LoginPage />, { path: '/login', mocks: answering({ data: { login: account('client') } }, true) });
    await fillAndSubmit({ remember: true });
    await screen.findByTestId('navigated');
    expect(localStorage.getItem('legal-office.refresh')).toBe('refresh-1');
    expect(sessionStorage.getItem('legal-office.refresh')).toBeNull();
  });

  it.each(['admin', 'staff'] as const)('takes %s to the dashboard', async (role) => {
    const { router } = renderPage(<LoginPage />, {
      path: '/login',
      mocks: answering({ data: { login: account(role) } }),
    });
    await fillAndSubmit();
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('goes back to the guarded page the visitor came from', async () => {
    const { router } = renderPage(<LoginPage />, {
      path: '/login',
      mocks: answering({ data: { login: account('admin') } }),
    });
    await router.navigate('/login', { state: { from: '/create-order?service=4' }, replace: true });
    await fillAndSubmit();
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname + router.state.location.search).toBe('/create-order?service=4');
  });

  it.each([
    ['a refused password', 'البريد الإلكتروني أو كلمة المرور غير صحيحة', 'UNAUTHENTICATED'],
    [
      'a locked account',
      'تم إيقاف تسجيل الدخول مؤقتاً بسبب محاولات خاطئة متكررة. حاول بعد 15 دقيقة',
      'TOO_MANY_REQUESTS',
    ],
  ])("shows the server's message for %s and stays on the page", async (_, message, code) => {
    renderPage(<LoginPage />, {
      path: '/login',
      mocks: answering({ errors: [new GraphQLError(message, { extensions: { code } })] }),
    });
    await fillAndSubmit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });

  it("says a refusal the server names by code in the interface's language, whatever language the server used", async () => {
    const refused = new GraphQLError('البريد الإلكتروني أو كلمة المرور غير صحيحة', {
      extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_CREDENTIALS' },
    });
    renderPage(<LoginPage />, {
      path: '/login',
      mocks: answering({ errors: [refused] }),
      language: { language: 'en', messages: await loadMessages('en') },
    });
    await userEvent.type(screen.getByLabelText(/^Email/), 'sara@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail address or password is incorrect')).toBeInTheDocument();
  });

  it('says the e-mail or password is wrong when the server gives no message', async () => {
    renderPage(<LoginPage />, {
      path: '/login',
      mocks: [siteConfigMock, { request: { query: LoginDocument, variables }, error: new Error('boom') }],
    });
    await fillAndSubmit();
    expect(await screen.findByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeInTheDocument();
  });

  it('asks for both fields before sending anything', async () => {
    renderPage(<LoginPage />, { path: '/login', mocks: [siteConfigMock] });
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
  });

  describe("the account's language", () => {
    /** The login page under the header's language chooser, which stays when the page navigates away. */
    const renderUnderChooser = (mocks: MockLink.MockedResponse[]) =>
      renderRoutes(
        [
          {
            element: (
              <>
                <LanguageSwitcher />
                <Outlet />
              </>
            ),
            children: [
              { path: '/login', element: <LoginPage /> },
              { path: '*', element: <p data-testid="navigated" /> },
            ],
          },
        ],
        { path: '/login', mocks },
      );
    const turkish = { ...account('client'), user: { ...account('client').user, language: 'tr' as const } };

    it('signing in as a Turkish account shows the interface in Turkish, and a language picked afterwards stays', async () => {
      const user = userEvent.setup();
      renderUnderChooser(answering({ data: { login: turkish } }));
      expect(await screen.findByRole('combobox', { name: 'لغة الواجهة' })).toHaveValue('ar');
      await fillAndSubmit();
      await screen.findByTestId('navigated');
      const chooser = await screen.findByRole('combobox', { name: 'Arayüz dili' });
      expect(chooser).toHaveValue('tr');
      expect(document.documentElement).toHaveAttribute('lang', 'tr');
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');

      await user.selectOptions(chooser, 'en');
      expect(await screen.findByRole('combobox', { name: 'Interface language' })).toHaveValue('en');
      expect(localStorage.getItem('legal-office.language')).toBe('en');
    });
  });

  describe('with two-step verification', () => {
    const required = new GraphQLError('أدخل رمز التحقق من تطبيق المصادقة لإكمال تسجيل الدخول', {
      extensions: { code: 'TWO_FACTOR_REQUIRED', challengeToken: 'challenge-1', expiresIn: 300 },
    });
    const second = (code: string, result: object) => ({
      request: { query: LoginTwoFactorDocument, variables: { challengeToken: 'challenge-1', code } },
      result,
    });

    it('asks for the app code after the password, shows a wrong code on its field, then signs in', async () => {
      const wrong = new GraphQLError('رمز التحقق غير صحيح', { extensions: { code: 'BAD_USER_INPUT' } });
      const { router } = renderPage(<LoginPage />, {
        path: '/login',
        mocks: [
          ...answering({ errors: [required] }),
          second('111111', { errors: [wrong] }),
          second('222222', { data: { loginTwoFactor: account('client') } }),
        ],
      });
      await fillAndSubmit();
      const code = await screen.findByLabelText(/^رمز التحقق/);
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(getSession()).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'تحقق وادخل' }));
      expect(await screen.findByText('أدخل رمز التحقق')).toBeInTheDocument();
      await userEvent.type(code, '111111');
      await userEvent.click(screen.getByRole('button', { name: 'تحقق وادخل' }));
      expect(await screen.findByText('رمز التحقق غير صحيح')).toBeInTheDocument();
      await userEvent.clear(code);
      await userEvent.type(code, '222222');
      await userEvent.click(screen.getByRole('button', { name: 'تحقق وادخل' }));
      await screen.findByTestId('navigated');
      expect(router.state.location.pathname).toBe('/profile');
      expect(getSession()?.accessToken).toBe('token-1');
    });

    it('takes a recovery code instead, and starts over from the password when the challenge has ended', async () => {
      const ended = new GraphQLError('انتهت مهلة التحقق. سجّل الدخول من جديد', {
        extensions: { code: 'UNAUTHENTICATED' },
      });
      renderPage(<LoginPage />, {
        path: '/login',
        mocks: [...answering({ errors: [required] }), second('k3q9x-7mz2p', { errors: [ended] })],
      });
      await fillAndSubmit();
      await userEvent.click(
        await screen.findByRole('button', { name: 'لا يمكنك الوصول إلى التطبيق؟ استخدم رمز استرداد' }),
      );
      await userEvent.type(screen.getByLabelText(/^رمز الاسترداد/), 'k3q9x-7mz2p');
      await userEvent.click(screen.getByRole('button', { name: 'تحقق وادخل' }));
      expect(await screen.findByText('انتهت مهلة التحقق. سجّل الدخول من جديد')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    });
  });
});
