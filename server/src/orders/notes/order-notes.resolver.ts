import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { AddOrderNoteArgs } from './dto/note.input.js';
import { OrderNoteModel } from './models/order-note.model.js';
import { toOrderNoteModel } from './order-note.mapper.js';
import { OrderNotesService } from './order-notes.service.js';

/** The same operations as REST; deliberately no field of `Order`, so no order answer can carry a note. */
@Resolver(() => OrderNoteModel)
export class OrderNotesResolver {
  constructor(private readonly notes: OrderNotesService) {}

  @Query(() => [OrderNoteModel], { description: 'An order’s internal notes, oldest first (staff and admins).' })
  @Auth('admin', 'staff')
  async orderNotes(@Args('orderId', { type: () => Int }, OrderIdPipe) orderId: number) {
    return (await this.notes.list(orderId)).map(toOrderNoteModel);
  }

  @Mutation(() => OrderNoteModel, { description: 'Writes an internal note on an order (staff and admins).' })
  @Auth('admin', 'staff')
  async addOrderNote(@CurrentUser() caller: AuthUser, @Args() args: AddOrderNoteArgs) {
    return toOrderNoteModel(await this.notes.add(caller, args.orderId, args.body));
  }
}
