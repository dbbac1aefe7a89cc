import type { OrderAssignment } from '../../generated/prisma/client.js';
import type { OrderAssignmentModel } from './models/order-assignment.model.js';

export const toOrderAssignmentModel = (row: OrderAssignment): OrderAssignmentModel => ({
  id: row.id,
  assigneeId: row.assigneeId,
  assigneeName: row.assigneeName,
  assignedById: row.assignedById,
  assignedByName: row.assignedByName,
  createdAt: row.createdAt,
});
