import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import AdminUsersPage, { AdminUsersDocument, USERS_PAGE_SIZE } from './AdminUsersPage';
import { CreateUserDocument, UpdateUserDocument } from './hooks/useSaveUser';
import { DeleteUserDocument } from './hooks/useDeleteUser';
import { ResetTwoFactorDocument } from './hooks/useResetTwoFactor';
import { ToggleUserDocument } from './hooks/useToggleUser';

vi.setConfig({ testTimeout: 20_000 });

type Role = 'admin' | 'staff' | 'client';
const person = (id: number, role: Role, overrides: Record<string, unknown> = {}) => ({
  __typename: 'User' as const,
  id,
  fullName: { 5: 'مدير المكتب', 6: 'سامر الموظف', 7: 'ليلى العميلة' }[id] ?? `مستخدم ${id}`,
  email: `user${id}@example.com`,
  phone: id === 7 ? '+905321234567' : null,
  role,
  language: 'ar',
  isActive: true,
  twoFactorEnabled: false,
  createdAt: '2026-02-10T09:30:00.000Z',
  ordersCount: id === 7 ? 4 : 0,
  ...overrides,
});

const PEOPLE = [person(7, 'client'), person(6, 'staff'), person(5, 'admin')];
const counts = (all: number, admin: number, staff: number, client: number) => ({
  __typename: 'RoleCounts' as const,
  all,
  admin,
  staff,
  client,
  partner: 0,
});

const listMock = (
  items: ReturnType<typeof person>[],
  {
    search = null,
    role = null,
    roleCounts = counts(3, 1, 1, 1),
  }: { search?: string | null; role?: Role | null; roleCounts?: ReturnType<typeof counts> } = {},
): MockLink.MockedResponse => ({
  request: { query: AdminUsersDocument, variables: { search, role, page: { page: 1, pageSize: USERS_PAGE_SIZE } } },
  result: {
    data: {
      users: { __typename: 'UserPage', total: items.length, page: 1, pageSize: USERS_PAGE_SIZE, roleCounts, items },
    },
  },
});

function renderUsers(mocks: MockLink.MockedResponse[]) {
  signInAs('admin', { id: 5, fullName: 'مدير المكتب' });
  return renderPage(<AdminUsersPage />, { path: '/admin/users', mocks: [siteConfigMock, ...mocks] });
}

const cards = () => screen.getAllByTestId('user-card');
const card = (name: string) => cards().find((item) => item.textContent?.includes(name))!;

describe('the back-office users screen', () => {
  it('shows skeletons, then the count, role tabs with counts and the cards', async () => {
    renderUsers([listMock(PEOPLE)]);
    expect(screen.getByTestId('users-loading').children).toHaveLength(6);
    expect(await screen.findAllByTestId('user-card')).toHaveLength(3);
    expect(screen.getByTestId('users-count')).toHaveTextContent('٣ مستخدمين');
    expect(screen.getByRole('tab', { name: /الكل/ })).toHaveTextContent('(٣)');
    expect(screen.getByRole('tab', { name: /موظف/ })).toHaveTextContent('(١)');
    const client = card('ليلى العميلة');
    expect(client).toHaveTextContent('ل');
    expect(client).toHaveTextContent('عميل');
    expect(client).toHaveTextContent('user7@example.com');
    expect(client).toHaveTextContent('+90 532 123 45 67');
    expect(within(client).getByTestId('orders-count')).toHaveTextContent('٤ طلبات');
    expect(client).toHaveTextContent(
      new Intl.DateTimeFormat('ar-SA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(
        new Date('2026-02-10T09:30:00.000Z'),
      ),
    );
    expect(card('مدير المكتب')).toHaveTextContent('أنت');
  });

  it('filters by role tab and searches after a 300 ms pause', async () => {
    const user = userEvent.setup();
    renderUsers([
      listMock(PEOPLE),
      listMock([person(6, 'staff')], { role: 'staff' }),
      listMock([], { role: 'staff', search: 'user9', roleCounts: counts(0, 0, 0, 0) }),
    ]);
    await screen.findAllByTestId('user-card');
    await user.click(screen.getByRole('tab', { name: /موظف/ }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('سامر الموظف');
    await user.type(screen.getByRole('searchbox', { name: 'بحث في المستخدمين' }), 'user9');
    expect(await screen.findByRole('heading', { name: 'لا يوجد مستخدمون مطابقون' })).toBeInTheDocument();
  });

  it('invites a first user on an empty list', async () => {
    renderUsers([listMock([], { roleCounts: counts(0, 0, 0, 0) })]);
    expect(await screen.findByRole('heading', { name: 'لا يوجد مستخدمين' })).toBeInTheDocument();
    expect(screen.getByText('ابدأ بإضافة مستخدم جديد')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'إضافة مستخدم' })).toHaveLength(2);
  });

  it('toggles a user with the id and the flipped flag', async () => {
    const user = userEvent.setup();
    renderUsers([
      listMock(PEOPLE),
      {
        request: { query: ToggleUserDocument, variables: { id: 6, isActive: false } },
        result: { data: { updateUser: { __typename: 'User', id: 6, isActive: false } } },
      },
    ]);
    const toggle = await screen.findByRole('checkbox', { name: 'تفعيل حساب سامر الموظف' });
    await user.click(toggle);
    expect(await screen.findByText('تم تحديث حالة المستخدم')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('requires a password on create, then adds the user to the list and the counts without refetching', async () => {
    const user = userEvent.setup();
    renderUsers([
      listMock(PEOPLE),
      {
        request: {
          query: CreateUserDocument,
          variables: {
            input: {
              fullName: 'نور الموظفة',
              email: 'nour@example.com',
              role: 'staff',
              language: 'tr',
              isActive: true,
              phone: null,
              password: 'secret-pass',
            },
          },
        },
        result: {
          data: {
            createUser: person(8, 'staff', {
              fullName: 'نور الموظفة',
              email: 'nour@example.com',
              language: 'tr',
              createdAt: '2026-03-01T10:00:00.000Z',
            }),
          },
        },
      },
    ]);
    await screen.findAllByTestId('user-card');
    await user.click(screen.getByRole('button', { name: 'إضافة مستخدم' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة مستخدم جديد' });
    await user.click(within(dialog).getByRole('button', { name: 'إضافة المستخدم' }));
    expect(await within(dialog).findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
    expect(within(dialog).getByText('البريد الإلكتروني غير صحيح')).toBeInTheDocument();
    expect(within(dialog).getByText('كلمة المرور يجب أن تكون 8 أحرف على الأقل')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^الاسم الكامل/), 'نور الموظفة');
    await user.type(within(dialog).getByLabelText(/^البريد الإلكتروني/), 'nour@example.com');
    await user.type(within(dialog).getByLabelText(/^كلمة المرور/), 'secret-pass');
    await user.selectOptions(within(dialog).getByLabelText(/^الدور/), 'staff');
    expect(within(dialog).getByLabelText(/^لغة الرسائل/)).toHaveValue('ar');
    await user.selectOptions(within(dialog).getByLabelText(/^لغة الرسائل/), 'tr');
    await user.click(within(dialog).getByRole('button', { name: 'إضافة المستخدم' }));
    expect(await screen.findByText('تمت إضافة المستخدم بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards()[0]).toHaveTextContent('نور الموظفة');
    expect(screen.getByTestId('users-count')).toHaveTextContent('٤ مستخدمين');
    expect(screen.getByRole('tab', { name: /موظف/ })).toHaveTextContent('(٢)');
  });

  it('leaves the password out of an edit when empty and moves the role counts', async () => {
    const user = userEvent.setup();
    renderUsers([
      listMock(PEOPLE),
      {
        request: {
          query: UpdateUserDocument,
          variables: {
            id: 7,
            input: {
              fullName: 'ليلى العميلة',
              email: 'user7@example.com',
              role: 'staff',
              language: 'ar',
              isActive: true,
              phone: '+905321234567',
            },
          },
        },
        result: { data: { updateUser: person(7, 'staff') } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'تعديل ليلى العميلة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تعديل المستخدم' });
    expect(within(dialog).getByText('اتركها فارغة للإبقاء على كلمة المرور الحالية')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^الدور/), 'staff');
    await user.click(within(dialog).getByRole('button', { name: 'تحديث المستخدم' }));
    expect(await screen.findByText('تم تحديث المستخدم بنجاح')).toBeInTheDocument();
    expect(card('ليلى العميلة')).toHaveTextContent('موظف');
    expect(screen.getByRole('tab', { name: /موظف/ })).toHaveTextContent('(٢)');
    expect(screen.getByRole('tab', { name: /عميل/ })).toHaveTextContent('(٠)');
  });

  it('shows the server refusal in Arabic when deleting yourself, and deletes another user after confirmation', async () => {
    const user = userEvent.setup();
    const { cache } = renderUsers([
      listMock(PEOPLE),
      {
        request: { query: DeleteUserDocument, variables: { id: 5 } },
        result: { errors: [new GraphQLError('لا يمكنك حذف حسابك', { extensions: { code: 'BAD_REQUEST' } })] },
      },
      { request: { query: DeleteUserDocument, variables: { id: 7 } }, result: { data: { deleteUser: true } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'حذف مدير المكتب' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'حذف المستخدم' });
    expect(confirm).toHaveTextContent('هل أنت متأكد من حذف هذا المستخدم؟');
    await user.click(within(confirm).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('لا يمكنك حذف حسابك')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'حذف ليلى العميلة' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف المستخدم بنجاح')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cache.extract()['User:7']).toBeUndefined();
    expect(screen.getByTestId('users-count')).toHaveTextContent('مستخدمان');
    expect(screen.getByRole('tab', { name: /عميل/ })).toHaveTextContent('(٠)');
  });

  it('resets a lost second factor after asking, and the card follows the answer', async () => {
    const user = userEvent.setup();
    renderUsers([
      listMock([person(7, 'client', { twoFactorEnabled: true }), person(6, 'staff'), person(5, 'admin')]),
      {
        request: { query: ResetTwoFactorDocument, variables: { id: 7 } },
        result: { data: { resetUserTwoFactor: { __typename: 'User', id: 7, twoFactorEnabled: false } } },
      },
    ]);
    await screen.findAllByTestId('user-card');
    expect(screen.getAllByTestId('two-factor')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين التحقق بخطوتين لـ ليلى العميلة' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'إعادة تعيين التحقق بخطوتين؟' });
    await user.click(within(dialog).getByRole('button', { name: 'نعم، إعادة التعيين' }));
    expect(await screen.findByText('تم إيقاف التحقق بخطوتين لهذا المستخدم')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('two-factor')).not.toBeInTheDocument());
  });
});
