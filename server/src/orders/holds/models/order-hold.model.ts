import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../../common/output/output-field.js';

@ObjectType('OrderHold', {
  description: 'The office waited for the client: what it asked, the client’s answer and how the wait ended.',
})
export class OrderHoldModel {
  @OutputField(() => Int) id: number;
  @OutputField({ description: 'What the office asked of the client.' }) request: string;
  @OutputField(() => String, { nullable: true, description: 'Who asked; only staff and admins see it.' })
  requestedByName: string | null;
  @OutputField() createdAt: Date;
  @OutputField(() => String, { nullable: true, description: 'The client’s answer, once given.' })
  answer: string | null;
  @OutputField(() => Date, { nullable: true }) answeredAt: Date | null;
  @OutputField(() => String, {
    nullable: true,
    description: 'Who resumed the order without waiting for an answer; only staff and admins see it.',
  })
  resumedByName: string | null;
  @OutputField(() => Date, { nullable: true, description: 'When the wait ended; null while it is open.' })
  closedAt: Date | null;
}
