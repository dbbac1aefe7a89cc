import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../../common/output/output-field.js';
import { Role } from '../../../generated/prisma/enums.js';

@ObjectType('OrderAssignment', {
  description: 'One change of an order’s owner (the office’s history): who took it, or its release, and who did it.',
})
export class OrderAssignmentModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int, { nullable: true, description: 'The new assignee; null when the order was released.' })
  assigneeId: number | null;
  @OutputField(() => String, { nullable: true, description: 'The new assignee as named then.' })
  assigneeName: string | null;
  @OutputField(() => Int, { nullable: true }) assignedById: number | null;
  @OutputField({ description: 'Who made the change, as named then.' }) assignedByName: string;
  @OutputField() createdAt: Date;
}

@ObjectType('AssignableUser', { description: 'An active staff member or admin who may own orders.' })
export class AssignableUserModel {
  @OutputField(() => Int) id: number;
  @OutputField() fullName: string;
  @OutputField(() => Role, { description: 'staff or admin.' }) role: Role;
}
