import { toRequiredDocumentModel } from '../../catalog/required-documents/required-documents.js';
import { toOrderFileModel } from '../order.mapper.js';
import type { SlotRow, VersionRow } from './document-rows.js';
import type { DocumentSlotModel, OrderDocumentModel } from './models/order-document.model.js';

export const toOrderDocumentModel = (row: VersionRow): OrderDocumentModel => ({
  id: row.id,
  requirementId: row.requirementId,
  status: row.status,
  issuedOn: row.issuedOn ? row.issuedOn.toISOString().slice(0, 10) : null,
  reviewReason: row.reviewReason,
  reviewedByName: row.reviewedByName,
  reviewedAt: row.reviewedAt,
  uploadedByName: row.file.uploadedBy?.fullName ?? null,
  createdAt: row.createdAt,
  file: toOrderFileModel(row.file),
});

export const toDocumentSlotModel = (slot: SlotRow): DocumentSlotModel => ({
  requirementId: slot.requirement.id,
  requirement: toRequiredDocumentModel(slot.requirement),
  state: slot.state,
  rejectionReason: slot.rejectionReason,
  versions: slot.versions.map(toOrderDocumentModel),
});
