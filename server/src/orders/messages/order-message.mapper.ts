import type { Order, OrderFile, OrderMessage } from '../../generated/prisma/client.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { toOrderFileModel } from '../order.mapper.js';
import type { OrderMessageModel } from './models/order-message.model.js';

export type MessageRow = OrderMessage & { files: OrderFile[] };
/** The read marks of the order a message belongs to: its read receipt comes from them. */
export type ReadMarks = Pick<Order, 'clientReadAt' | 'officeReadAt'>;

/** Has the other side read this message? The client for an office message, the office for a client's. */
export function readByOtherSide(message: Pick<OrderMessage, 'fromOffice' | 'createdAt'>, marks: ReadMarks) {
  const mark = message.fromOffice ? marks.clientReadAt : marks.officeReadAt;
  return mark !== null && mark.getTime() >= message.createdAt.getTime();
}

export function toOrderMessageModel(message: MessageRow, marks: ReadMarks, viewer: AuthUser): OrderMessageModel {
  return {
    id: message.id,
    orderId: message.orderId,
    authorName: message.authorName,
    fromOffice: message.fromOffice,
    mine: message.authorId === viewer.id,
    body: message.body,
    createdAt: message.createdAt,
    readByOtherSide: readByOtherSide(message, marks),
    files: message.files.map(toOrderFileModel),
  };
}
