import type { MockLink } from '@apollo/client/testing';
import type { DocumentSlotState, OrderDocumentStatus } from '../gql/graphql';
import { OrderDocumentSlotsDocument } from '../lib/document-slots';

/** The office's reasons as the settings give them. */
export const REASONS = [
  {
    __typename: 'RejectionReason' as const,
    ar: 'الصورة غير واضحة أو غير مقروءة',
    tr: 'Görüntü net değil veya okunamıyor',
    en: 'The image is blurred or unreadable',
  },
  { __typename: 'RejectionReason' as const, ar: 'صفحات ناقصة', tr: 'Eksik sayfalar var', en: 'Pages are missing' },
];

export const requirement = (id: number, nameAr: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'RequiredDocument' as const,
  id,
  nameAr,
  nameTr: null,
  nameEn: `${nameAr} (en)`,
  descriptionAr: null,
  descriptionTr: null,
  descriptionEn: null,
  isRequired: true,
  acceptedTypes: ['pdf', 'jpg', 'png'],
  maxFiles: 1,
  maxAgeDays: null,
  originalByPost: false,
  ...extra,
});

export const version = (
  orderId: number,
  id: number,
  status: OrderDocumentStatus,
  extra: Record<string, unknown> = {},
) => ({
  __typename: 'OrderDocument' as const,
  id,
  status,
  issuedOn: null as string | null,
  reviewReason: null as string | null,
  reviewedByName: null as string | null,
  reviewedAt: null as string | null,
  uploadedByName: 'صاحب الطلب',
  createdAt: '2026-03-02T10:00:00.000Z',
  file: {
    __typename: 'OrderFile' as const,
    id: 500 + id,
    kind: 'document' as const,
    originalName: `document-${id}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 48_000,
    createdAt: '2026-03-02T10:00:00.000Z',
    downloadUrl: `/api/v1/orders/${orderId}/files/${500 + id}`,
  },
  ...extra,
});

export const slot = (
  req: ReturnType<typeof requirement>,
  state: DocumentSlotState,
  versions: ReturnType<typeof version>[] = [],
  rejectionReason: string | null = null,
) => ({
  __typename: 'DocumentSlot' as const,
  requirementId: req.id,
  requirement: req,
  state,
  rejectionReason,
  versions,
});

export const slotsMock = (orderId: number, slots: ReturnType<typeof slot>[]): MockLink.MockedResponse => ({
  request: { query: OrderDocumentSlotsDocument, variables: { orderId } },
  result: { data: { orderDocuments: slots, documentRejectionReasons: REASONS } },
});
