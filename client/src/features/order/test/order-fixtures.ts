import type { MockLink } from '@apollo/client/testing';
import type {
  ApplicantKind,
  ApplicantRelation,
  OrderFileKind,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../../../gql/graphql';

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
import { OrderPageDocument, OrderPaymentDocument } from '../OrderPage';

export const ORDER_ID = 41;

export const file = (id: number, kind: OrderFileKind, originalName: string, mimeType = 'application/pdf') => ({
  __typename: 'OrderFile' as const,
  id,
  kind,
  originalName,
  mimeType,
  sizeBytes: 48_000,
  createdAt: '2026-03-02T10:00:00.000Z',
  downloadUrl: `/api/v1/orders/${ORDER_ID}/files/${id}`,
  receiptStatus: (kind === 'receipt' ? 'submitted' : null) as 'submitted' | 'accepted' | 'rejected' | null,
  receiptReason: null as string | null,
});
export type FileRow = ReturnType<typeof file>;

/** The same file as the REST upload routes answer it. */
export const restFile = (row: FileRow) => ({
  id: row.id,
  kind: row.kind,
  original_name: row.originalName,
  mime_type: row.mimeType,
  size_bytes: row.sizeBytes,
  created_at: row.createdAt,
  download_url: row.downloadUrl,
});

type OrderOptions = {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  files?: FileRow[];
  notes?: string | null;
  /** The office's open request: the order is on hold. */
  holdRequest?: string;
  results?: ReturnType<typeof result>[];
  /** What the server computed at the order's rates (default: 6,500 ₺ at 0.0238 USD and 310 SYP per lira). */
  paymentAmounts?: ReturnType<typeof paymentAmount>[];
  /** The client's rating of the completed order. */
  rating?: ReturnType<typeof orderRating> | null;
};

/** A rating as the order page reads it. */
export const orderRating = (stars: number, comment: string | null = null, publishConsent = false) => ({
  __typename: 'OrderRating' as const,
  id: 61,
  stars,
  comment,
  publishConsent,
  updatedAt: '2026-03-07T09:00:00.000Z',
});

/** One amount of `Order.paymentAmounts`. */
export const paymentAmount = (currency: 'TRY' | 'USD' | 'SYP', amount: string, perTry: string | null = null) => ({
  __typename: 'PaymentAmount' as const,
  currency,
  amount,
  perTry,
});

const defaultAmounts = (method: PaymentMethod) =>
  method === 'bank_transfer'
    ? [paymentAmount('TRY', '6500.00'), paymentAmount('USD', '154.70', '0.0238')]
    : [paymentAmount('SYP', '2015000.00', '310')];

/** A delivered result with one file, as the order page reads it. */
export const result = (id: number, originalName = 'extract.pdf', courier?: { carrier: string; number: string }) => ({
  __typename: 'OrderResult' as const,
  id,
  note: 'القيد وترجمته',
  carrier: courier?.carrier ?? null,
  courierTrackingNumber: courier?.number ?? null,
  createdAt: '2026-03-06T08:00:00.000Z',
  files: [
    {
      __typename: 'OrderResultFile' as const,
      id: 100 + id,
      originalName,
      downloadUrl: `/api/v1/orders/${ORDER_ID}/files/${100 + id}`,
    },
  ],
});

/** What the payment fields say for an order in this status (paid in full from `paid` on, as the office records it). */
const paymentOf = (status: OrderStatus) => {
  const paid = ['paid', 'processing', 'in_progress', 'completed'].includes(status);
  return {
    amountDue: '6500.00',
    amountPaid: paid ? '6500.00' : '0.00',
    balance: paid ? '0.00' : '6500.00',
    paymentStatus: (paid ? 'paid' : status === 'refunded' ? 'refunded' : 'unpaid') as PaymentStatus,
    paymentWaivedReason: null as string | null,
    payments: paid
      ? [
          {
            __typename: 'Payment' as const,
            id: 31,
            amount: '6500.00',
            currency: 'TRY' as const,
            method: 'bank_transfer' as const,
            paidAt: '2026-03-03T08:00:00.000Z',
            refundReason: null as string | null,
            receiptUrl: `/api/v1/orders/${ORDER_ID}/payments/31/receipt.pdf`,
          },
        ]
      : [],
  };
};

export function order({
  status = 'pending',
  paymentMethod = 'bank_transfer',
  files = [],
  notes = 'أحتاج النسخة مترجمة',
  holdRequest,
  results = [],
  paymentAmounts = defaultAmounts(paymentMethod),
  rating = null,
}: OrderOptions = {}) {
  const history = [
    {
      __typename: 'OrderStatusChange' as const,
      id: 1,
      toStatus: 'pending' as OrderStatus,
      createdAt: '2026-03-02T09:15:00.000Z',
    },
  ];
  if (status !== 'pending')
    history.push({ __typename: 'OrderStatusChange', id: 2, toStatus: status, createdAt: '2026-03-04T12:30:00.000Z' });
  return {
    __typename: 'Order' as const,
    id: ORDER_ID,
    status,
    orderNumber: 'ORD-2026-000123',
    trackingNumber: 'TRK-7KQ4MZ2P',
    unreadMessages: 0,
    invoiceUrl: `/api/v1/orders/${ORDER_ID}/invoice`,
    serviceName: 'تثبيت زواج',
    serviceNameTr: 'Evlilik tescili',
    serviceNameEn: 'Marriage registration',
    totalAmount: '6500.00',
    currency: 'TRY' as const,
    paymentMethod,
    ...paymentOf(status),
    createdAt: '2026-03-02T09:15:00.000Z',
    updatedAt: '2026-03-04T12:30:00.000Z',
    dueAt: null as string | null,
    notes,
    fullName: 'سارة الأحمد',
    applicant: SELF_APPLICANT,
    history,
    files,
    receipt: files.find((row) => row.kind === 'receipt') ?? null,
    onHold: holdRequest !== undefined,
    paymentAmounts,
    openHold:
      holdRequest === undefined
        ? null
        : {
            __typename: 'OrderHold' as const,
            id: 7,
            request: holdRequest,
            createdAt: '2026-03-05T07:30:00.000Z',
          },
    results,
    rating,
    answers: [
      {
        __typename: 'OrderAnswer' as const,
        key: 'husband_name',
        type: 'text' as const,
        labelAr: 'اسم الزوج الكامل',
        labelTr: 'Kocanın tam adı',
        labelEn: "Husband's full name",
        value: 'أحمد الخطيب',
        valueLabelAr: null,
        valueLabelTr: null,
        valueLabelEn: null,
      },
    ],
  };
}

export const orderMock = (answer: ReturnType<typeof order>): MockLink.MockedResponse => ({
  request: { query: OrderPageDocument, variables: { id: answer.id } },
  result: { data: { order: answer } },
});

export const PAYMENT = {
  __typename: 'PublicConfigPayment' as const,
  bankName: 'Ziraat Bankası',
  accountHolder: 'مكتب النور للاستشارات',
  ibanTry: 'TR33 0006 1005 1978 6457 8413 26',
  ibanUsd: 'TR55 0006 1005 1978 6457 8413 27',
  swiftCode: 'TCZBTR2A',
  syriatelCashNumber: '0933 123 456',
  mtnCashNumber: '0944 654 321',
};

export const paymentMock: MockLink.MockedResponse = {
  request: { query: OrderPaymentDocument },
  result: { data: { publicConfig: { __typename: 'PublicConfig', payment: PAYMENT } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
