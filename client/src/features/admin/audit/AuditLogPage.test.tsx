import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AuditLogPage from './AuditLogPage';
import { AuditFilterChoicesDocument, AuditLogDocument } from './api';

const entry = (id: number, action: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'AuditEntry' as const,
  id,
  actorId: 2,
  actorName: 'مدير المكتب',
  actorEmail: 'admin@example.com',
  action,
  entityType: 'order',
  entityId: '7',
  ip: '10.0.0.9',
  createdAt: '2026-03-01T20:30:00.000Z',
  changes: [
    { __typename: 'AuditChange' as const, field: 'order_number', value: 'ORD-2026-000007' },
    { __typename: 'AuditChange' as const, field: 'to.name', value: 'موظف المكتب' },
  ],
  ...overrides,
});

function render(path = '/admin/audit') {
  const calls: Record<string, unknown>[] = [];
  const mocks: MockLink.MockedResponse[] = [
    siteConfigMock,
    {
      request: { query: AuditLogDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: Record<string, unknown>) => {
        calls.push(variables);
        const items = [entry(1, 'order.assigned'), entry(2, 'something.new', { actorName: null, changes: [] })].filter(
          (row) => !variables.action || row.action === variables.action,
        );
        return { data: { auditLog: { __typename: 'AuditPage', total: items.length, page: 1, pageSize: 25, items } } };
      },
    },
    {
      request: { query: AuditFilterChoicesDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({
        data: {
          auditActions: ['order.assigned', 'something.new'],
          assignableUsers: [{ __typename: 'AssignableUser', id: 2, fullName: 'مدير المكتب' }],
        },
      }),
    },
  ];
  renderPage(<AuditLogPage />, { path, mocks });
  return calls;
}

describe('the audit log page', () => {
  beforeEach(() => signInAs('admin', { id: 2, fullName: 'مدير المكتب' }));

  it('lists who did what in Istanbul time, with translated actions, the target, the IP and the change', async () => {
    render();
    const list = await screen.findByRole('list', { name: 'سجلات التدقيق' });
    const [assigned, unknown] = within(list).getAllByRole('listitem');
    expect(assigned).toHaveTextContent('إسناد الطلب');
    expect(assigned).toHaveTextContent('ORD-2026-000007');
    expect(assigned).toHaveTextContent('10.0.0.9');
    expect(assigned).toHaveTextContent('to.name:موظف المكتب');
    // 20:30 UTC is 23:30 in Istanbul.
    const istanbul = new Intl.DateTimeFormat('ar-SA', {
      dateStyle: 'medium',
      timeStyle: 'medium',
      timeZone: 'Europe/Istanbul',
    }).format(new Date('2026-03-01T20:30:00.000Z'));
    expect(assigned).toHaveTextContent(istanbul);
    // An action the catalogue does not know shows its code; a deleted actor says so.
    expect(unknown).toHaveTextContent('something.new');
    expect(unknown).toHaveTextContent('حساب محذوف');
  });

  it('filters by action and dates through the address, back to the first page', async () => {
    const user = userEvent.setup();
    const calls = render('/admin/audit?page=2');
    await screen.findByRole('list', { name: 'سجلات التدقيق' });
    const action = screen.getByRole('combobox', { name: 'الإجراء' });
    await within(action).findByRole('option', { name: 'إسناد الطلب' });
    await user.selectOptions(action, 'order.assigned');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ action: 'order.assigned', page: { page: 1, pageSize: 25 } }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'سجلات التدقيق' })).getAllByRole('listitem')).toHaveLength(1),
    );
    await user.type(screen.getByLabelText('من تاريخ'), '2026-03-01');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ action: 'order.assigned', from: '2026-03-01' }));
    await user.click(screen.getByRole('button', { name: 'مسح التصفية' }));
    await waitFor(() => expect(calls.at(-1)).not.toHaveProperty('action'));
  });
});
