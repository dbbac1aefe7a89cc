import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../lib/session';
import { signInAs } from '../test/session';
import { renderRoutes } from '../test/render';
import { routes } from './router';

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
    signInAs('client');
    const { router } = renderRoutes(routes, { path: '/admin/users' });
    await screen.findByRole('link', { name: 'تصفح الخدمات' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets staff and admins into the back office, /admin leading to the dashboard', async () => {
    signInAs('staff');
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
});
