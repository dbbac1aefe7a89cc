import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../../common/output/output-field.js';

@ObjectType('OrderNote', {
  description: 'An internal note on an order: written and read by staff and admins only, never shown to the client.',
})
export class OrderNoteModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int) orderId: number;
  @OutputField({ description: 'The note as plain text.' }) body: string;
  @OutputField({ description: 'Who wrote it, as named then.' }) authorName: string;
  @OutputField(() => Int, { nullable: true, description: 'The author’s account; null once it is deleted.' })
  authorId: number | null;
  @OutputField() createdAt: Date;
}
