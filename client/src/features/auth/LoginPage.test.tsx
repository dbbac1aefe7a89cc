import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { getSession } from '../../lib/session';
import { renderPage } from '../../test/render';
import LoginPage, { LoginDocument } from './LoginPage';

const account = (role: 'admin' | 'client') => ({
  __typename: 'AuthPayload' as const,
  accessToken: 'token-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  user: { __typename: 'Account' as const, id: 3, email: 'sara@example.com', fullName: 'سارة', phone: null, role, isAdmin: role === 'admin', createdAt: '2026-01-01T00:00:00.000Z' },
});

async function fillAndSubmit(remember = true) {
  await userEvent.type(screen.getByLabelText(/البريد الإلكتروني/), 'sara@example.com');
  await userEvent.type(screen.getByLabelText(/^كلمة المرور/), 'secret-123');
  if (!remember) await userEvent.click(screen.getByText('تذكرني'));
  await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
}

const variables = { email: 'sara@example.com', password: 'secret-123', remember: true };

describe('the login page', () => {
  it('signs a client in, keeps the session and goes to /profile', async () => {
    const { router } = renderPage(<LoginPage />, { path: '/login', mocks: [{ request: { query: LoginDocument, variables }, result: { data: { login: account('client') } } }] });
    await fillAndSubmit();
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname).toBe('/profile');
    expect(getSession()).toMatchObject({ accessToken: 'token-1', refreshToken: 'refresh-1', user: { id: 3, email: 'sara@example.com', fullName: 'سارة', role: 'client', isAdmin: false } });
    expect(localStorage.getItem('legal-office.token')).toBe('token-1');
    expect(await screen.findByText('مرحباً بك! 🎉')).toBeInTheDocument();
  });

  it('takes an admin to the dashboard and, without "remember me", keeps the session only for the tab', async () => {
    const { router } = renderPage(<LoginPage />, { path: '/login', mocks: [{ request: { query: LoginDocument, variables: { ...variables, remember: false } }, result: { data: { login: account('admin') } } }] });
    await fillAndSubmit(false);
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('legal-office.token')).toBeNull();
    expect(sessionStorage.getItem('legal-office.token')).toBe('token-1');
  });

  it("shows the server's message when the login is refused and stays on the page", async () => {
    renderPage(<LoginPage />, { path: '/login', mocks: [{ request: { query: LoginDocument, variables }, result: { errors: [new GraphQLError('البريد الإلكتروني أو كلمة المرور غير صحيحة')] } }] });
    await fillAndSubmit();
    expect(await screen.findByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
  });

  it('asks for both fields before sending anything', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
  });
});
