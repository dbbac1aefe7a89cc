import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../test/render';
import { loadMessages } from '../../../lib/i18n';
import { signInAs } from '../../../test/session';
import { siteConfigMock } from '../../../test/site-config.mock';
import DashboardPage, { DashboardDocument } from './DashboardPage';

const trend = (total: number, current: number, changePercent: number | null) => ({
  __typename: 'DashboardCountTrend' as const,
  total,
  current,
  changePercent,
});

type CurrencyRevenue = { currency: 'TRY' | 'USD' | 'SYP'; amount: string; amountTry: string };
const RECEIVED: CurrencyRevenue[] = [
  { currency: 'TRY', amount: '1200.00', amountTry: '1200.00' },
  { currency: 'USD', amount: '100.00', amountTry: '4000.00' },
  { currency: 'SYP', amount: '3300.00', amountTry: '10.00' },
];

function dashboard(
  days: number,
  {
    orders = 120,
    ordersChange = 25 as number | null,
    revenue = '45231.50',
    byCurrency = RECEIVED as CurrencyRevenue[],
    ratingsCount = 3,
  } = {},
) {
  return {
    __typename: 'Dashboard' as const,
    periodDays: days,
    totals: {
      __typename: 'DashboardTotals' as const,
      orders: trend(orders, 20, ordersChange),
      users: trend(48, 5, -12.5),
      revenue: {
        __typename: 'DashboardMoneyTrend' as const,
        total: revenue,
        current: '1500.00',
        changePercent: 0,
        currency: 'TRY' as const,
        byCurrency: byCurrency.map((entry) => ({ __typename: 'DashboardCurrencyRevenue' as const, ...entry })),
      },
      activeServices: trend(24, 1, null),
    },
    ordersByMonth: ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, index) => ({
      __typename: 'DashboardMonth' as const,
      month,
      orders: index * 3,
      revenue: `${index * 1000}.00`,
    })),
    statusDistribution: [
      { __typename: 'DashboardStatusCount' as const, status: 'pending' as const, count: 12 },
      { __typename: 'DashboardStatusCount' as const, status: 'completed' as const, count: 45 },
      { __typename: 'DashboardStatusCount' as const, status: 'refunded' as const, count: 0 },
    ],
    topServices: [
      {
        __typename: 'DashboardTopService' as const,
        serviceId: 1,
        name: 'إخراج قيد مدني',
        nameTr: 'Nüfus kayıt örneği',
        nameEn: 'Civil registry extract',
        ordersCount: 45,
      },
    ],
    latestOrders: [
      {
        __typename: 'DashboardOrder' as const,
        id: 77,
        orderNumber: 'ORD-2026-0077',
        fullName: 'ليلى حسن',
        serviceName: 'إخراج قيد مدني',
        serviceNameTr: 'Nüfus kayıt örneği',
        serviceNameEn: null,
        totalAmount: '1500.00',
        currency: 'TRY' as const,
        status: 'paid' as const,
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    due: {
      __typename: 'DashboardDue' as const,
      overdue: 3,
      soon: 1,
      overdueByAssignee: [
        { __typename: 'DashboardAssigneeOverdue' as const, assigneeId: 7, assigneeName: 'موظف المكتب', count: 2 },
        { __typename: 'DashboardAssigneeOverdue' as const, assigneeId: null, assigneeName: null, count: 1 },
      ],
    },
    ratings: {
      __typename: 'DashboardRatings' as const,
      count: ratingsCount,
      average: ratingsCount === 0 ? null : 4.33,
      byService:
        ratingsCount === 0
          ? []
          : [
              {
                __typename: 'DashboardServiceRatings' as const,
                serviceId: 1,
                name: 'إخراج قيد مدني',
                nameTr: 'Nüfus kayıt örneği',
                nameEn: 'Civil registry extract',
                count: 3,
                average: 4.33,
              },
            ],
      byAssignee:
        ratingsCount === 0
          ? []
          : [
              {
                __typename: 'DashboardAssigneeRatings' as const,
                assigneeId: 7,
                assigneeName: 'موظف المكتب',
                count: 2,
                average: 4.5,
              },
              {
                __typename: 'DashboardAssigneeRatings' as const,
                assigneeId: null,
                assigneeName: null,
                count: 1,
                average: 4,
              },
            ],
    },
  };
}

const answer = (days: number, figures = {}) => ({
  request: { query: DashboardDocument, variables: { days } },
  result: { data: { dashboard: dashboard(days, figures) } },
  delay: 20,
});

const render = (mocks: object[], language?: NonNullable<Parameters<typeof renderPage>[1]>['language']) =>
  renderPage(<DashboardPage />, {
    path: '/admin/dashboard',
    mocks: [siteConfigMock, ...(mocks as never[])],
    language,
  });

describe('the dashboard', () => {
  beforeEach(() => signInAs('admin'));

  it('shows skeletons while loading, then the real figures with their change', async () => {
    render([answer(30)]);
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('chart-skeleton')).toHaveLength(3);
    const orders = await screen.findByTestId('stat-orders');
    expect(orders).toHaveTextContent('١٢٠');
    expect(orders).toHaveTextContent(/ارتفاع ٢٥٪\u061C? عن الفترة السابقة/);
    expect(
      within(orders)
        .getByText(/ارتفاع/)
        .closest('[data-trend]'),
    ).toHaveAttribute('data-trend', 'up');
    expect(screen.getByTestId('stat-users')).toHaveTextContent(/انخفاض ١٢٫٥٪\u061C? عن الفترة السابقة/);
    expect(screen.getByTestId('stat-revenue')).toHaveTextContent('٤٥٬٢٣١٫٥ ₺');
    expect(screen.getByTestId('stat-revenue')).toHaveTextContent('دون تغيير عن الفترة السابقة');
    expect(screen.getByTestId('stat-services')).toHaveTextContent('لا توجد بيانات سابقة للمقارنة');
    expect(screen.queryByTestId('chart-skeleton')).not.toBeInTheDocument();
    expect(screen.getByTestId('status-chart')).toHaveAccessibleName('جديد: ١٢، مكتمل: ٤٥');
    expect(screen.getByTestId('top-services-chart')).toHaveAccessibleName('إخراج قيد مدني: ٤٥');
    expect(screen.getByTestId('monthly-chart').getAttribute('aria-label')).toMatch(/^حزيران: الطلبات ٠/);
  });

  it('shows the money received in the period per currency beside the revenue, each with its lira', async () => {
    render([answer(30)]);
    const list = await screen.findByRole('list', { name: 'المستلم في الفترة المختارة حسب العملة' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['١٬٢٠٠ ₺', '١٠٠ $ (٤٬٠٠٠ ₺)', '٣٬٣٠٠ ل.س (١٠ ₺)']);
    expect(within(screen.getByTestId('stat-revenue')).getByRole('list')).toBe(list);
  });

  it('says when nothing was received in the period, in the user’s language', async () => {
    render([answer(30, { byCurrency: [] })], { language: 'en', messages: await loadMessages('en') });
    expect(await screen.findByTestId('revenue-by-currency')).toHaveTextContent('No payments in the chosen period');
    expect(screen.queryByRole('list', { name: /by currency/ })).not.toBeInTheDocument();
  });

  it('names the services in the user’s language, in Arabic where the office gave no translation', async () => {
    render([answer(30)], { language: 'en', messages: await loadMessages('en') });
    expect(await screen.findByTestId('top-services-chart')).toHaveAttribute(
      'aria-label',
      expect.stringContaining('Civil registry extract: 45'),
    );
    expect(within(screen.getByTestId('latest-orders')).getAllByText('إخراج قيد مدني').length).toBeGreaterThan(0);
  });

  it('opens an order of the latest five on the orders page', async () => {
    render([answer(30)]);
    const table = await screen.findByTestId('latest-orders');
    const link = within(table).getByRole('link', { name: 'عرض تفاصيل الطلب ORD-2026-0077' });
    expect(link).toHaveAttribute('href', '/admin/orders?order=77');
    expect(within(table).getByText('ليلى حسن')).toBeInTheDocument();
    expect(within(table).getByText('تم الدفع')).toBeInTheDocument();
  });

  it('asks for the chosen period: 7 and 90 days change the query', async () => {
    render([answer(30), answer(7, { orders: 7, ordersChange: -50 }), answer(90, { orders: 90, ordersChange: null })]);
    expect(await screen.findByTestId('stat-orders')).toHaveTextContent('١٢٠');
    expect(screen.getByRole('button', { name: 'آخر 30 يوماً' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'آخر 7 أيام' }));
    await waitFor(() =>
      expect(screen.getByTestId('stat-orders')).toHaveTextContent(/انخفاض ٥٠٪\u061C? عن الفترة السابقة/),
    );
    expect(screen.getByRole('button', { name: 'آخر 7 أيام' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'آخر 90 يوماً' }));
    await waitFor(() => expect(screen.getByTestId('stat-orders')).toHaveTextContent('٩٠'));
  });

  it('refreshes the same query', async () => {
    render([answer(30), answer(30, { orders: 121 })]);
    expect(await screen.findByTestId('stat-orders')).toHaveTextContent('١٢٠');
    await userEvent.click(screen.getByRole('button', { name: 'تحديث البيانات' }));
    await waitFor(() => expect(screen.getByTestId('stat-orders')).toHaveTextContent('١٢١'));
  });

  it('says when the figures cannot be loaded, and retries', async () => {
    render([
      {
        request: { query: DashboardDocument, variables: { days: 30 } },
        result: { errors: [new GraphQLError('ليس لديك صلاحية للقيام بهذا الإجراء')] },
      },
      answer(30),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذر تحميل بيانات لوحة المعلومات');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByTestId('stat-orders')).toHaveTextContent('١٢٠');
  });

  it('shows empty charts and table when there are no orders yet', async () => {
    const empty = { ...dashboard(30), statusDistribution: [], topServices: [], latestOrders: [] };
    render([
      { request: { query: DashboardDocument, variables: { days: 30 } }, result: { data: { dashboard: empty } } },
    ]);
    expect(await screen.findByText('لا توجد طلبات بعد')).toBeInTheDocument();
    expect(screen.getAllByText('لا توجد بيانات بعد')).toHaveLength(2);
  });
  it('shows the overdue work: the count, those due soon, the overdue per assignee and a link to them', async () => {
    render([answer(30)]);
    expect(await screen.findByTestId('overdue-count')).toHaveTextContent('٣');
    expect(screen.getByTestId('soon-count')).toHaveTextContent('طلب واحد يستحق خلال 24 ساعة');
    const perAssignee = screen.getByRole('list', { name: 'المتأخرة حسب المسؤول' });
    expect(
      within(perAssignee)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['موظف المكتب٢', 'بدون مسؤول١']);
    expect(screen.getByRole('link', { name: 'عرض الطلبات المتأخرة' })).toHaveAttribute(
      'href',
      '/admin/orders?due=overdue',
    );
  });

  it('shows the clients’ ratings: overall, per service and per staff member, in the interface’s digits', async () => {
    render([answer(30)]);
    const section = await screen.findByTestId('dashboard-ratings');
    expect(within(section).getByRole('heading', { name: 'تقييمات العملاء' })).toBeInTheDocument();
    expect(await within(section).findByTestId('ratings-overall')).toHaveTextContent(
      'متوسط التقييم ٤٫٣٣ من ٥ (٣ تقييمات)',
    );
    const rowsOf = (name: string) =>
      within(within(section).getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(rowsOf('حسب الخدمة')).toEqual([['إخراج قيد مدني', '٤٫٣٣', '٣']]);
    expect(rowsOf('حسب الموظف المسؤول')).toEqual([
      ['موظف المكتب', '٤٫٥', '٢'],
      ['بدون مسؤول', '٤٫٠', '١'],
    ]);
  });

  it('names the rated services in the user’s language', async () => {
    render([answer(30)], { language: 'en', messages: await loadMessages('en') });
    const table = await screen.findByRole('table', { name: 'By service' });
    expect(within(table).getByText('Civil registry extract')).toBeInTheDocument();
    expect(screen.getByTestId('ratings-overall')).toHaveTextContent('Average rating 4.33 out of 5 (3 ratings)');
  });

  it('says when nothing is rated yet', async () => {
    render([answer(30, { ratingsCount: 0 })]);
    const section = await screen.findByTestId('dashboard-ratings');
    expect(await within(section).findByText('لا توجد تقييمات بعد.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
  });
});
