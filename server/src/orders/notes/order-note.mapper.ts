import type { OrderNote } from '../../generated/prisma/client.js';
import type { OrderNoteModel } from './models/order-note.model.js';

export const toOrderNoteModel = (note: OrderNote): OrderNoteModel => ({
  id: note.id,
  orderId: note.orderId,
  body: note.body,
  authorName: note.authorName,
  authorId: note.authorId,
  createdAt: note.createdAt,
});
