import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AdminOrdersPage from './AdminOrdersPage';
import { desktopScreen, fakeServer, makeOrder } from './test-fixtures';

vi.setConfig({ testTimeout: 60_000 });

const orders = () => [
  makeOrder(1, 'processing', { fullName: 'ليلى الحسن', dueAt: '2026-11-20T09:00:00.000Z', dueState: 'overdue' }),
  makeOrder(2, 'in_progress', { fullName: 'عمر خليل', dueAt: '2026-11-27T09:00:00.000Z', dueState: 'soon' }),
  makeOrder(3, 'paid', { fullName: 'هدى سليم', dueAt: '2026-12-20T09:00:00.000Z', dueState: null }),
  makeOrder(4, 'pending', { fullName: 'سامي يوسف' }),
];

function renderOrders(path = '/admin/orders') {
  const server = fakeServer(orders());
  const view = renderPage(<AdminOrdersPage />, { path, mocks: [siteConfigMock, ...server.mocks] });
  return { ...view, server };
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

let restoreScreen: () => void;
beforeEach(() => {
  signInAs('staff', { fullName: 'موظف المكتب' });
  restoreScreen = desktopScreen();
});
afterEach(() => restoreScreen());

describe('due dates in the back-office orders list', () => {
  it('marks overdue and due-soon orders with badges, with the due moment in Istanbul time as their title', async () => {
    renderOrders();
    await screen.findByRole('table', { name: 'قائمة الطلبات' });
    const overdue = within(rowOf('ليلى الحسن')).getByText('متأخر');
    expect(overdue.closest('[data-due]')).toHaveAttribute('data-due', 'overdue');
    const when = new Intl.DateTimeFormat('ar-SY', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    }).format(new Date('2026-11-20T09:00:00.000Z'));
    expect(overdue.closest('[data-due]')).toHaveAttribute('title', `موعد الإنجاز: ${when}`);
    expect(within(rowOf('عمر خليل')).getByText('يستحق قريباً')).toBeInTheDocument();
    for (const name of ['هدى سليم', 'سامي يوسف']) expect(rowOf(name).querySelector('[data-due]')).toBeNull();
  });

  it('filters by ?due=: the buttons write the address and ask the server for the overdue or due-soon orders', async () => {
    const user = userEvent.setup();
    const { server } = renderOrders();
    await screen.findByRole('table', { name: 'قائمة الطلبات' });
    const filter = screen.getByRole('group', { name: 'موعد الإنجاز' });
    await user.click(within(filter).getByRole('button', { name: 'المتأخرة' }));
    await waitFor(() => expect(server.calls.list.at(-1)).toMatchObject({ due: 'overdue' }));
    expect(await screen.findByText('ليلى الحسن')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('عمر خليل')).not.toBeInTheDocument());
    expect(within(filter).getByRole('button', { name: 'المتأخرة' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filter).getByRole('button', { name: 'تستحق خلال 24 ساعة' }));
    await waitFor(() => expect(server.calls.list.at(-1)).toMatchObject({ due: 'soon' }));
    expect(await screen.findByText('عمر خليل')).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: 'الكل' }));
    // Every order again, from the cache of the first page.
    expect(await screen.findByText('هدى سليم')).toBeInTheDocument();
  });

  it('reads the filter from the address (the dashboard links to ?due=overdue)', async () => {
    const { server } = renderOrders('/admin/orders?due=overdue');
    await screen.findByRole('table', { name: 'قائمة الطلبات' });
    expect(screen.getByText('ليلى الحسن')).toBeInTheDocument();
    expect(server.calls.list[0]).toMatchObject({ due: 'overdue' });
    expect(screen.queryByText('هدى سليم')).not.toBeInTheDocument();
  });
});
