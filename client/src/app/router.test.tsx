import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signIn, type SessionUser } from '../lib/session';
import { renderRoutes } from '../test/render';
import { routes } from './router';

const user = (role: SessionUser['role']): SessionUser => ({ id: 1, email: `${role}@example.com`, fullName: role === 'client' ? 'سارة الأحمد' : '', role, isAdmin: role === 'admin' });

describe('routes and guards', () => {
  it('answers an unknown path with the 404 page inside the layout', async () => {
    renderRoutes(routes, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a guarded page to /login, replacing the entry', async () => {
    const { router } = renderRoutes(routes, { path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in client away from the back office to the home page', async () => {
    signIn({ token: 't', user: user('client') });
    const { router } = renderRoutes(routes, { path: '/admin/users' });
    await screen.findByRole('link', { name: 'تصفح الخدمات' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets staff and admins into the back office, /admin leading to the dashboard', async () => {
    signIn({ token: 't', user: user('staff') });
    const { router } = renderRoutes(routes, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'لوحة التحكم', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the visitor links when signed out', async () => {
    renderRoutes(routes, { path: '/' });
    const nav = await screen.findByLabelText('القائمة الرئيسية');
    expect(nav).toHaveTextContent('تسجيل الدخول');
    expect(nav).toHaveTextContent('إنشاء حساب');
    expect(nav).not.toHaveTextContent('طلب خدمة');
  });

  it('shows a signed-in user their name (or e-mail) and signs them out to /login', async () => {
    signIn({ token: 't', user: user('client') });
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
    signIn({ token: 't', user: user('staff') });
    renderRoutes(routes, { path: '/' });
    const nav = await screen.findByLabelText('القائمة الرئيسية');
    expect(nav).toHaveTextContent('staff@example.com');
    expect(nav).toHaveTextContent('لوحة التحكم');
  });
});
