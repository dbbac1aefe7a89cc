import type { OrderFile, OrderResult } from '../../generated/prisma/client.js';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';
import { fileDownloadUrl } from '../order.mapper.js';
import type { OrderResultFileModel, OrderResultModel } from './models/order-result.model.js';

export type ResultRow = OrderResult & { files: OrderFile[] };

const office = (viewer: AuthUser | undefined) => viewer !== undefined && isBackOffice(viewer);

export const toOrderResultFileModel = (file: OrderFile, viewer: AuthUser | undefined): OrderResultFileModel => ({
  id: file.id,
  originalName: file.originalName,
  mimeType: file.mimeType,
  sizeBytes: file.sizeBytes,
  createdAt: file.createdAt,
  downloadUrl: fileDownloadUrl(file),
  firstDownloadedAt: office(viewer) ? file.firstDownloadedAt : null,
});

export const toOrderResultModel = (result: ResultRow, viewer: AuthUser | undefined): OrderResultModel => ({
  id: result.id,
  note: result.note,
  carrier: result.carrier,
  courierTrackingNumber: result.courierTrackingNumber,
  createdByName: office(viewer) ? result.createdByName : null,
  createdAt: result.createdAt,
  files: result.files.map((file) => toOrderResultFileModel(file, viewer)),
});
