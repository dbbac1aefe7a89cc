import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AdminOrdersPage from './AdminOrdersPage';
import { AssignOrderDocument } from './hooks/useAssignOrder';
import { AddOrderNoteDocument, OrderNotesDocument } from './hooks/useAddOrderNote';
import { ASSIGNABLE, desktopScreen, fakeServer, makeOrder, type FakeOrder } from './test-fixtures';

const STAFF = { __typename: 'OrderAssignee' as const, id: 3, fullName: 'موظف المكتب' };
const ADMIN = { __typename: 'OrderAssignee' as const, id: 2, fullName: 'مدير المكتب' };

function renderWith(orders: FakeOrder[], extra: MockLink.MockedResponse[] = [], path = '/admin/orders?order=1') {
  // The notes and assignment mocks given here answer before the fake server's defaults.
  const server = fakeServer(orders, { meId: 3 });
  renderPage(<AdminOrdersPage />, { path, mocks: [siteConfigMock, ...extra, ...server.mocks] });
  return server;
}

const dialog = () => screen.findByRole('dialog', { name: /تفاصيل الطلب/ });

/** The fake back end's answer to an assignment: the order as it holds it now. */
function assignMock(order: FakeOrder, sent: unknown[], refuse?: string): MockLink.MockedResponse {
  return {
    request: { query: AssignOrderDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: { orderId: number; userId: number | null }) => {
      sent.push(variables);
      if (refuse)
        return {
          errors: [new GraphQLError('refused', { extensions: { code: 'CONFLICT', reason: refuse } })],
        };
      const person = ASSIGNABLE.find((candidate) => candidate.id === variables.userId);
      order.assignee = person ? { __typename: 'OrderAssignee', id: person.id, fullName: person.fullName } : null;
      order.assignments = [
        ...order.assignments,
        {
          __typename: 'OrderAssignment',
          id: order.assignments.length + 1,
          assigneeId: person?.id ?? null,
          assigneeName: person?.fullName ?? null,
          assignedByName: 'مدير المكتب',
          createdAt: '2026-03-29T12:00:00.000Z',
        },
      ];
      return { data: { assignOrder: { ...order } } };
    },
  };
}

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = desktopScreen();
});
afterEach(() => restoreScreen());

describe('the assignee controls', () => {
  it('lets an admin assign anyone active from the select; the panel, history and list row follow', async () => {
    signInAs('admin', { id: 2, fullName: 'مدير المكتب' });
    const user = userEvent.setup();
    const order = makeOrder(1, 'processing');
    const sent: unknown[] = [];
    renderWith([order], [assignMock(order, sent)]);
    const panel = await within(await dialog()).findByTestId('assignee-panel');
    expect(panel).toHaveTextContent('لم يُسند الطلب إلى أحد بعد');
    const select = within(panel).getByRole('combobox', { name: 'إسناد الطلب إلى' });
    await within(select).findByRole('option', { name: 'موظف المكتب' });
    expect(within(panel).getByRole('button', { name: 'حفظ' })).toBeDisabled();
    await user.selectOptions(select, '3');
    await user.click(within(panel).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(sent).toEqual([{ orderId: 1, userId: 3 }]));
    await waitFor(() =>
      expect(within(panel).getByTestId('assignee-current')).toHaveTextContent('المسؤول: موظف المكتب'),
    );
    expect(within(panel).getByTestId('assignment-history')).toHaveTextContent(
      'أُسند إلى موظف المكتب بواسطة مدير المكتب',
    );
    // The row in the list behind the dialog shows the new assignee from the same cache entry.
    await waitFor(() =>
      expect(document.querySelector('[data-order-id="1"] [data-testid="row-assignee"]')).toHaveTextContent(
        'موظف المكتب',
      ),
    );
    expect(within(panel).queryByRole('button', { name: 'تولّ هذا الطلب' })).toBeNull();
  });

  it('lets staff take an unassigned order, and give back their own', async () => {
    signInAs('staff', { id: 3, fullName: 'موظف المكتب' });
    const user = userEvent.setup();
    const order = makeOrder(1, 'processing');
    const sent: unknown[] = [];
    renderWith([order], [assignMock(order, sent)]);
    const panel = await within(await dialog()).findByTestId('assignee-panel');
    expect(within(panel).queryByRole('combobox')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'تولّ هذا الطلب' }));
    await waitFor(() => expect(sent).toEqual([{ orderId: 1, userId: 3 }]));
    await user.click(await within(panel).findByRole('button', { name: 'تخلَّ عن الطلب' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { orderId: 1, userId: 3 },
        { orderId: 1, userId: null },
      ]),
    );
    expect(await within(panel).findByText('لم يُسند الطلب إلى أحد بعد')).toBeInTheDocument();
  });

  it('takes an order given back out of the list of mine at once, without asking for the list again', async () => {
    signInAs('staff', { id: 3, fullName: 'موظف المكتب' });
    const user = userEvent.setup();
    const given = makeOrder(1, 'processing', { assignee: STAFF, fullName: 'عميل أول' });
    const kept = makeOrder(2, 'processing', { assignee: STAFF, fullName: 'عميل ثان' });
    const sent: unknown[] = [];
    const server = renderWith([given, kept], [assignMock(given, sent)], '/admin/orders?assignee=me&order=1');
    const panel = await within(await dialog()).findByTestId('assignee-panel');
    await waitFor(() => expect(document.querySelector('[data-order-id="1"]')).not.toBeNull());
    const listed = server.calls.list.length;
    await user.click(within(panel).getByRole('button', { name: 'تخلَّ عن الطلب' }));
    await waitFor(() => expect(document.querySelector('[data-order-id="1"]')).toBeNull());
    expect(document.querySelector('[data-order-id="2"]')).not.toBeNull();
    expect(server.calls.list).toHaveLength(listed);
  });

  it('offers staff nothing on someone else’s order', async () => {
    signInAs('staff', { id: 3, fullName: 'موظف المكتب' });
    renderWith([makeOrder(1, 'processing', { assignee: ADMIN })]);
    const panel = await within(await dialog()).findByTestId('assignee-panel');
    expect(panel).toHaveTextContent('المسؤول: مدير المكتب');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('shows a refusal in the reader’s words', async () => {
    signInAs('staff', { id: 3, fullName: 'موظف المكتب' });
    const user = userEvent.setup();
    const free = makeOrder(1, 'processing');
    const sent: unknown[] = [];
    renderWith([free], [assignMock(free, sent, 'ORDER_ALREADY_ASSIGNED')]);
    const other = await within(await dialog()).findByTestId('assignee-panel');
    await user.click(within(other).getByRole('button', { name: 'تولّ هذا الطلب' }));
    expect(
      await screen.findByText('هذا الطلب مسند بالفعل إلى شخص آخر. اطلب من المدير إعادة تعيينه'),
    ).toBeInTheDocument();
  });

  it('filters the list by mine, unassigned and a person, and shows the assignee column', async () => {
    signInAs('staff', { id: 3, fullName: 'موظف المكتب' });
    const user = userEvent.setup();
    const mine = makeOrder(1, 'processing', { assignee: STAFF, fullName: 'عميل أول' });
    const theirs = makeOrder(2, 'processing', { assignee: ADMIN, fullName: 'عميل ثان' });
    const nobodys = makeOrder(3, 'processing', { fullName: 'عميل ثالث' });
    const server = renderWith([mine, theirs, nobodys], [], '/admin/orders');
    const table = await screen.findByRole('table', { name: /الطلبات/ });
    expect(within(table).getByRole('columnheader', { name: 'المسؤول' })).toBeInTheDocument();
    expect(within(table).getByText('غير مُسند')).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'المسؤول' });
    await user.selectOptions(filter, 'me');
    await waitFor(() => expect(server.calls.list.at(-1)).toMatchObject({ assignee: 'me' }));
    await waitFor(() => expect(screen.queryByText('عميل ثان')).toBeNull());
    expect(screen.getByText('عميل أول')).toBeInTheDocument();

    await user.selectOptions(filter, 'none');
    await waitFor(() => expect(screen.getByText('عميل ثالث')).toBeInTheDocument());
    expect(screen.queryByText('عميل أول')).toBeNull();

    await within(filter).findByRole('option', { name: 'مدير المكتب' });
    await user.selectOptions(filter, '2');
    // The rows of the answer may replace those found first: wait for the settled list, not the first match.
    await waitFor(() => expect(screen.getByText('عميل ثان')).toBeInTheDocument());
    expect(screen.queryByText('عميل ثالث')).toBeNull();
  });
});

describe('the internal notes panel', () => {
  it('lists the notes and adds one through the composer, without refetching', async () => {
    signInAs('staff', { id: 3, fullName: 'موظف المكتب' });
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let listed = 0;
    const notes: MockLink.MockedResponse[] = [
      {
        request: { query: OrderNotesDocument, variables: { orderId: 1 } },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: () => {
          listed += 1;
          return {
            data: {
              orderNotes: [
                {
                  __typename: 'OrderNote',
                  id: 1,
                  orderId: 1,
                  body: 'اتصلت بالعميل',
                  authorName: 'مدير المكتب',
                  createdAt: '2026-03-20T07:30:00.000Z',
                },
              ],
            },
          };
        },
      },
      {
        request: { query: AddOrderNoteDocument, variables: () => true },
        result: (variables: { orderId: number; body: string }) => {
          sent.push(variables);
          return {
            data: {
              addOrderNote: {
                __typename: 'OrderNote',
                id: 2,
                orderId: 1,
                body: variables.body,
                authorName: 'موظف المكتب',
                createdAt: '2026-03-29T12:00:00.000Z',
              },
            },
          };
        },
      },
    ];
    renderWith([makeOrder(1, 'processing')], notes);
    const panel = await within(await dialog()).findByTestId('notes-panel');
    expect(await within(panel).findByText('اتصلت بالعميل')).toBeInTheDocument();
    expect(panel).toHaveTextContent('لا يراها العميل أبداً');

    await user.click(within(panel).getByRole('button', { name: 'إضافة الملاحظة' }));
    expect(await within(panel).findByText('اكتب نص الملاحظة')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(panel).getByRole('textbox', { name: 'اكتب ملاحظة داخلية' }), '  سيرسل الصورة غداً ');
    await user.click(within(panel).getByRole('button', { name: 'إضافة الملاحظة' }));
    await waitFor(() => expect(sent).toEqual([{ orderId: 1, body: 'سيرسل الصورة غداً' }]));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('note-body')
          .map((node) => node.textContent),
      ).toEqual(['اتصلت بالعميل', 'سيرسل الصورة غداً']),
    );
    expect(within(panel).getByRole('textbox', { name: 'اكتب ملاحظة داخلية' })).toHaveValue('');
    expect(listed).toBe(1);
  });
});
