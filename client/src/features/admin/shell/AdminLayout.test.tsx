import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { getSession } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AdminLayout from './AdminLayout';
import { BackOfficeShellDocument } from './hooks/useBackOfficeShell';

const NEWEST = '2026-11-20T10:00:00.000Z';

const shellAnswer = (
  unseen: number,
  counters = { ordersToday: 3, processing: 4, completed: 9, newOrders: 6, unreadMessages: 0 },
) => ({
  data: {
    backOfficeCounters: { __typename: 'BackOfficeCounters' as const, ...counters },
    backOfficeNotifications: {
      __typename: 'BackOfficeNotifications' as const,
      unseen,
      latest: [
        {
          __typename: 'BackOfficeNotification' as const,
          kind: 'receipt_uploaded' as const,
          at: NEWEST,
          orderId: 41,
          orderNumber: 'ORD-2026-0041',
          fullName: 'ليلى حسن',
        },
        {
          __typename: 'BackOfficeNotification' as const,
          kind: 'order_placed' as const,
          at: '2026-11-20T09:00:00.000Z',
          orderId: 42,
          orderNumber: 'ORD-2026-0042',
          fullName: 'أحمد علي',
        },
        {
          __typename: 'BackOfficeNotification' as const,
          kind: 'document_uploaded' as const,
          at: '2026-11-20T08:00:00.000Z',
          orderId: 43,
          orderNumber: 'ORD-2026-0043',
          fullName: 'سارة يوسف',
        },
        {
          __typename: 'BackOfficeNotification' as const,
          kind: 'client_answered' as const,
          at: '2026-11-20T07:00:00.000Z',
          orderId: 44,
          orderNumber: 'ORD-2026-0044',
          fullName: 'محمود سعيد',
        },
      ],
    },
  },
});

const shellMock = (since: string | null, unseen: number) => ({
  request: { query: BackOfficeShellDocument, variables: { since } },
  result: shellAnswer(unseen),
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const routes = [
  {
    path: '/admin',
    element: <AdminLayout />,
    children: ['dashboard', 'orders', 'services', 'users', 'cms', 'settings'].map((path) => ({
      path,
      element: <Where />,
    })),
  },
  { path: '*', element: <Where /> },
];

const render = (mocks = [siteConfigMock, shellMock(null, 2), shellMock(NEWEST, 0)], path = '/admin/dashboard') =>
  renderRoutes(routes, { path, mocks });

// jsdom applies no media queries: the sidebar fixed from 1024 px counts as hidden there, hence `hidden: true`.
const sidebar = () => within(screen.getByTestId('sidebar'));
const label = (link: HTMLElement) => link.textContent?.replace(/[0-9٠-٩]/g, '');
const entryNames = () => sidebar().getAllByRole('link', { hidden: true }).map(label);

describe('the back-office shell', () => {
  it('shows the admin every section, the new-orders badge and the real quick stats', async () => {
    signInAs('admin', { fullName: 'مدير المكتب', email: 'boss@office.example' });
    render();
    expect(entryNames()).toEqual([
      'لوحة المعلومات',
      'الطلبات',
      'الخدمات',
      'المستخدمون',
      'الشركاء',
      'إدارة المحتوى',
      'سجل التدقيق',
      'الإعدادات',
    ]);
    const badge = await sidebar().findByTestId('orders-badge');
    expect(badge).toHaveTextContent('٦');
    expect(badge).toHaveAccessibleName('طلبات جديدة: ٦');
    const stats = within(sidebar().getByTestId('quick-stats'));
    expect(stats.getByText('طلبات اليوم').nextSibling).toHaveTextContent('٣');
    expect(stats.getByText('قيد المعالجة').nextSibling).toHaveTextContent('٤');
    expect(stats.getByText('مكتملة').nextSibling).toHaveTextContent('٩');
    expect(await screen.findByText('مكتب النور للاستشارات')).toBeInTheDocument();
  });

  it('shows staff only the dashboard, orders and services', async () => {
    signInAs('staff');
    render();
    expect(entryNames()).toEqual(['لوحة المعلومات', 'الطلبات', 'الخدمات']);
  });

  it('highlights the entry of the current path exactly', async () => {
    signInAs('admin');
    render(undefined, '/admin/orders?search=x');
    const active = sidebar()
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(active.map(label)).toEqual(['الطلبات']);
  });

  it('searches orders: opens the orders page with the text', async () => {
    signInAs('admin');
    render();
    await userEvent.type(
      screen.getAllByRole('searchbox', { name: 'البحث في الطلبات', hidden: true })[0],
      '  ORD-2026-0041 {enter}',
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/orders?search=ORD-2026-0041');
  });

  it('lights the bell for unseen events, lists them, and remembers the look across a reload', async () => {
    signInAs('admin', { id: 9 });
    const first = render();
    const bell = await screen.findByRole('button', { name: 'الإشعارات، الجديدة منها: ٢' });
    expect(screen.getByTestId('bell-dot')).toBeInTheDocument();
    await userEvent.click(bell);
    const list = await screen.findByTestId('notification-list');
    const items = within(list).getAllByRole('link');
    expect(items[0]).toHaveTextContent('إيصال دفع للطلب ORD-2026-0041 من ليلى حسن');
    expect(items[0]).toHaveAttribute('href', '/admin/orders?order=41');
    expect(items[1]).toHaveTextContent('طلب جديد ORD-2026-0042 من أحمد علي');
    expect(items[2]).toHaveTextContent('مستند مطلوب للطلب ORD-2026-0043 من سارة يوسف بانتظار المراجعة');
    expect(items[3]).toHaveTextContent('ردّ محمود سعيد على طلب المكتب في الطلب ORD-2026-0044');
    expect(within(list).getAllByText('جديد')).toHaveLength(4);
    expect(localStorage.getItem('legal-office.notifications-seen.9')).toBe(NEWEST);
    await waitFor(() => expect(screen.queryByTestId('bell-dot')).not.toBeInTheDocument());
    await userEvent.click(items[1]);
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/orders?order=42');

    first.unmount();
    render([siteConfigMock, shellMock(NEWEST, 0)]);
    expect(await screen.findByRole('button', { name: 'الإشعارات' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('orders-badge')).toBeInTheDocument());
    expect(screen.queryByTestId('bell-dot')).not.toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    signInAs('admin');
    renderRoutes(routes, {
      path: '/admin/dashboard',
      mocks: [
        siteConfigMock,
        {
          request: { query: BackOfficeShellDocument, variables: { since: null } },
          result: {
            data: {
              ...shellAnswer(0).data,
              backOfficeNotifications: { __typename: 'BackOfficeNotifications', unseen: 0, latest: [] },
            },
          },
        },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('orders-badge')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'الإشعارات' }));
    expect(await screen.findByText('لا توجد إشعارات بعد')).toBeInTheDocument();
  });

  it('shows the user’s name and e-mail, links the profile, and signs out with a message', async () => {
    signInAs('admin', { fullName: 'مدير المكتب', email: 'boss@office.example' });
    render();
    await userEvent.click(screen.getByRole('button', { name: /^قائمة المستخدم/ }));
    expect(await screen.findByTestId('user-name')).toHaveTextContent('مدير المكتب');
    expect(screen.getByTestId('user-email')).toHaveTextContent('boss@office.example');
    expect(screen.getByRole('menuitem', { name: 'حسابي' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('menuitem', { name: 'تسجيل الخروج' }));
    expect(await screen.findByText('تم تسجيل الخروج')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(getSession()).toBeNull();
  });

  it('opens the sections in a drawer below 1024 px, which closes after choosing one', async () => {
    signInAs('staff');
    render();
    await userEvent.click(screen.getByRole('button', { name: 'فتح القائمة' }));
    const drawer = await screen.findByRole('dialog');
    const links = within(drawer).getAllByRole('link');
    expect(links.map(label)).toEqual(['لوحة المعلومات', 'الطلبات', 'الخدمات']);
    await userEvent.click(within(drawer).getByRole('link', { name: 'الخدمات' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/services');
  });
});
