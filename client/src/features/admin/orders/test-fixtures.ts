import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import type {
  ApplicantKind,
  ApplicantRelation,
  Currency,
  DueState,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../../../gql/graphql';
import { AdminOrderDetailsDocument, AdminOrdersDocument, ORDERS_PAGE_SIZE } from './api';
import { ChangeOrderStatusDocument } from './hooks/useChangeOrderStatus';
import { OrderNotesDocument } from './hooks/useAddOrderNote';
import { AssignableUsersDocument } from './components/AssigneePanel';

/** The account holder applies for themself. */
export const SELF_APPLICANT = {
  __typename: 'OrderApplicant' as const,
  kind: 'self' as ApplicantKind,
  fullNameAr: null as string | null,
  fullNameLatin: null as string | null,
  relation: null as ApplicantRelation | null,
  fatherName: null as string | null,
  motherName: null as string | null,
  birthDate: null as string | null,
  birthPlace: null as string | null,
  nationalNumber: null as string | null,
};
/** A client's father, as step 3 takes him. */
export const FATHER_APPLICANT = {
  __typename: 'OrderApplicant' as const,
  kind: 'relative' as ApplicantKind,
  fullNameAr: 'أحمد محمد الحلبي',
  fullNameLatin: 'Ahmad Mohammad Alhalabi',
  relation: 'father' as ApplicantRelation | null,
  fatherName: 'محمد',
  motherName: 'فاطمة الخطيب',
  birthDate: '1955-04-12',
  birthPlace: 'حلب',
  nationalNumber: '01010123456',
};
import { ORDER_STATUSES } from '../../../lib/order-statuses';

/** The server's status moves, for the fake back end of these tests. */
const CHAIN: OrderStatus[] = ['pending', 'pending_payment', 'paid', 'processing', 'in_progress', 'completed'];
export function allowedFrom(from: OrderStatus): OrderStatus[] {
  if (from === 'cancelled' || from === 'refunded') return [];
  return ORDER_STATUSES.filter((to) => {
    if (to === from) return false;
    if (to === 'cancelled') return from !== 'completed';
    if (to === 'refunded') return ['paid', 'processing', 'in_progress', 'completed'].includes(from);
    return CHAIN.indexOf(to) > CHAIN.indexOf(from);
  });
}

export type FakeOrder = ReturnType<typeof makeOrder>;

export type PaymentRow = {
  __typename: 'Payment';
  id: number;
  amount: string;
  currency: Currency;
  method: PaymentMethod;
  reference: string | null;
  paidAt: string;
  orderAmount: string;
  refundReason: string | null;
  note: string | null;
  receiptFileId: number | null;
  recordedByName: string | null;
  receiptUrl: string;
};

export type HoldRow = {
  __typename: 'OrderHold';
  id: number;
  request: string;
  requestedByName: string | null;
  createdAt: string;
  answer: string | null;
  answeredAt: string | null;
  resumedByName: string | null;
  closedAt: string | null;
};

export type ResultRow = {
  __typename: 'OrderResult';
  id: number;
  note: string | null;
  carrier: string | null;
  courierTrackingNumber: string | null;
  createdByName: string | null;
  createdAt: string;
  files: {
    __typename: 'OrderResultFile';
    id: number;
    originalName: string;
    downloadUrl: string;
    firstDownloadedAt: string | null;
  }[];
};

export type AssignmentRow = {
  __typename: 'OrderAssignment';
  id: number;
  assigneeId: number | null;
  assigneeName: string | null;
  assignedByName: string;
  createdAt: string;
};

/** The active staff and admins the fake back end offers for assignment. */
export const ASSIGNABLE = [
  { __typename: 'AssignableUser' as const, id: 2, fullName: 'مدير المكتب', role: 'admin' as const },
  { __typename: 'AssignableUser' as const, id: 3, fullName: 'موظف المكتب', role: 'staff' as const },
];

export function makeOrder(id: number, status: OrderStatus, overrides: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'Order' as const,
    id,
    orderNumber: `ORD-2026-${String(id).padStart(6, '0')}`,
    trackingNumber: `TRK-ABCD${String(id).padStart(4, '0')}`,
    status,
    allowedNextStatuses: allowedFrom(status),
    serviceName: 'تثبيت زواج',
    serviceNameTr: 'Evlilik tescili',
    serviceNameEn: 'Marriage registration',
    totalAmount: '6500.00',
    currency: 'TRY' as const,
    paymentMethod: 'bank_transfer' as const,
    amountDue: '6500.00',
    amountPaid: '0.00',
    balance: '6500.00',
    paymentStatus: 'unpaid' as PaymentStatus,
    paymentWaivedReason: null as string | null,
    paymentWaivedAt: null as string | null,
    payments: [] as PaymentRow[],
    notes: null as string | null,
    fullName: `عميل ${id}`,
    email: `client${id}@example.com`,
    phone: '+905321234567',
    address: null as string | null,
    nationalId: null as string | null,
    applicant: SELF_APPLICANT,
    createdAt: `2026-03-${String(10 + (id % 15)).padStart(2, '0')}T09:15:00.000Z`,
    updatedAt: '2026-03-28T10:00:00.000Z',
    answers: [],
    files: [] as {
      __typename: 'OrderFile';
      id: number;
      kind: 'attachment' | 'receipt';
      originalName: string;
      mimeType: string;
      sizeBytes: number;
      createdAt: string;
      downloadUrl: string;
      receiptStatus: 'submitted' | 'accepted' | 'rejected' | null;
      receiptReason: string | null;
      receiptReviewedAt: string | null;
    }[],
    history: [
      {
        __typename: 'OrderStatusChange' as const,
        id: id * 100,
        fromStatus: null as OrderStatus | null,
        toStatus: 'pending' as OrderStatus,
        note: null as string | null,
        changedByName: 'المكتب' as string | null,
        createdAt: '2026-03-10T09:15:00.000Z',
      },
    ],
    onHold: false,
    unreadMessages: 0,
    dueAt: null as string | null,
    dueState: null as DueState | null,
    openHold: null as HoldRow | null,
    holds: [] as HoldRow[],
    service: { __typename: 'Service' as const, id: 5, deliversResult: false },
    results: [] as ResultRow[],
    assignee: null as { __typename: 'OrderAssignee'; id: number; fullName: string } | null,
    assignments: [] as AssignmentRow[],
    ...overrides,
  };
}

type ListVars = {
  status?: OrderStatus;
  search?: string;
  due?: DueState;
  assignee?: string;
  page?: { page?: number; pageSize?: number };
};

/**
 * A fake back end over a list of orders: the list (filters, pages and counts as the server computes them), the
 * details and the status change. Every call is recorded.
 */
export function fakeServer(orders: FakeOrder[], options: { listError?: boolean; meId?: number } = {}) {
  const calls = {
    list: [] as ListVars[],
    details: [] as number[],
    change: [] as { id: number; status: OrderStatus; note?: string }[],
  };
  const matches = (order: FakeOrder, search?: string) => {
    if (!search) return true;
    const text = search.toLowerCase();
    return [order.orderNumber, order.trackingNumber, order.fullName, order.email, order.phone].some((value) =>
      value.toLowerCase().includes(text),
    );
  };
  const list: MockLink.MockedResponse = {
    request: { query: AdminOrdersDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: ListVars) => {
      calls.list.push(variables);
      if (options.listError)
        return {
          errors: [new GraphQLError('تعذر الاتصال بقاعدة البيانات', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
        };
      const searched = orders.filter(
        (order) => matches(order, variables.search) && (!variables.due || order.dueState === variables.due),
      );
      const owned = (order: FakeOrder) =>
        !variables.assignee ||
        (variables.assignee === 'none'
          ? order.assignee === null
          : order.assignee?.id === (variables.assignee === 'me' ? (options.meId ?? 5) : Number(variables.assignee)));
      const filtered = searched.filter(
        (order) => (!variables.status || order.status === variables.status) && owned(order),
      );
      const page = variables.page?.page ?? 1;
      const pageSize = variables.page?.pageSize ?? ORDERS_PAGE_SIZE;
      return {
        data: {
          adminOrders: {
            __typename: 'AdminOrderPage',
            total: filtered.length,
            page,
            pageSize,
            statusCounts: ORDER_STATUSES.map((status) => ({
              __typename: 'OrderStatusCount',
              status,
              count: searched.filter((order) => order.status === status).length,
            })),
            items: filtered.slice((page - 1) * pageSize, page * pageSize).map((order) => ({ ...order })),
          },
        },
      };
    },
  };
  const details: MockLink.MockedResponse = {
    request: { query: AdminOrderDetailsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ id }: { id: number }) => {
      calls.details.push(id);
      const order = orders.find((candidate) => candidate.id === id);
      return order
        ? { data: { order: { ...order } } }
        : { errors: [new GraphQLError('لم يتم العثور على الطلب', { extensions: { code: 'NOT_FOUND' } })] };
    },
  };
  const change: MockLink.MockedResponse = {
    request: { query: ChangeOrderStatusDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: ({ id, status, note }: { id: number; status: OrderStatus; note?: string }) => {
      calls.change.push({ id, status, note });
      const order = orders.find((candidate) => candidate.id === id)!;
      if (!order.allowedNextStatuses.includes(status)) {
        return { errors: [new GraphQLError('لا يمكن تغيير حالة الطلب', { extensions: { code: 'BAD_USER_INPUT' } })] };
      }
      const from = order.status;
      order.status = status;
      order.allowedNextStatuses = allowedFrom(status);
      order.updatedAt = '2026-03-29T12:00:00.000Z';
      order.history = [
        ...order.history,
        {
          __typename: 'OrderStatusChange',
          id: order.id * 100 + order.history.length,
          fromStatus: from,
          toStatus: status,
          note: note ?? null,
          changedByName: 'موظف المكتب',
          createdAt: '2026-03-29T12:00:00.000Z',
        },
      ];
      return { data: { changeOrderStatus: { ...order } } };
    },
  };
  const notes: MockLink.MockedResponse = {
    request: { query: OrderNotesDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { orderNotes: [] } }),
  };
  const assignable: MockLink.MockedResponse = {
    request: { query: AssignableUsersDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({ data: { assignableUsers: ASSIGNABLE } }),
  };
  return { mocks: [list, details, change, notes, assignable], calls };
}

/** Chakra picks the table from tablet width up: make every `min-width` query match, as on a desktop. */
export function desktopScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
