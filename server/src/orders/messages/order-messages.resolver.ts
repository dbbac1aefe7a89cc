import { Scopes } from '../../common/auth/api-key-scopes.js';
import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { AppRequest } from '../../common/auth/request-of.js';
import { PerRequestLoader } from '../../common/graphql/per-request-loader.js';
import { pageComplexity, pageModel, toPage } from '../../common/pagination.js';
import { fromGraphQLUpload } from '../../storage/file-upload.input.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { AccountModel } from '../../auth/models/account.model.js';
import { OrderModel } from '../models/order.model.js';
import { OrderChangeModel } from '../live/models/order-change.model.js';
import { OrderMessagesArgs, SendOrderMessageArgs } from './dto/message.input.js';
import { type UnreadCounts, unreadFor } from './message-unread.js';
import { OrderMessageModel, OrderMessagePageModel, OrderMessagesReadModel } from './models/order-message.model.js';
import { toOrderMessageModel } from './order-message.mapper.js';
import { OrderMessagesService } from './order-messages.service.js';

/** The same operations as REST, and the viewer's unread count as a field of `Order` (one statement per request). */
@Resolver(() => OrderModel)
export class OrderMessagesResolver {
  private readonly counts = new PerRequestLoader<UnreadCounts | undefined>(async (ids) => {
    const counts = await this.service.unreadCounts(ids);
    return ids.map((id) => counts.get(id));
  });

  constructor(private readonly service: OrderMessagesService) {}

  private countsOf(req: AppRequest, orderId: number) {
    return this.counts.load(req, orderId);
  }

  @Query(() => OrderMessagePageModel, {
    description: 'An order’s thread, newest last: page 1 holds the latest messages (its client, staff and admins).',
    complexity: pageComplexity,
  })
  @Auth()
  @Scopes('orders:read')
  async orderMessages(@CurrentUser() caller: AuthUser, @Args() args: OrderMessagesArgs) {
    const page = toPage(args.page);
    const { items, total, marks } = await this.service.list(caller, args.orderId, page);
    return pageModel(
      items.map((message) => toOrderMessageModel(message, marks, caller)),
      total,
      page,
    );
  }

  @Mutation(() => OrderMessageModel, {
    description:
      'Sends a message on an order: text (at most 5000 characters), files (as attachments) or both. The other side is e-mailed at most once per 10 minutes.',
  })
  @Auth()
  @Scopes('messages:write')
  async sendOrderMessage(@CurrentUser() caller: AuthUser, @Args() args: SendOrderMessageArgs) {
    const { message, marks } = await this.service.send(
      caller,
      args.orderId,
      { body: args.body },
      (args.files ?? []).map(fromGraphQLUpload),
    );
    return toOrderMessageModel(message, marks, caller);
  }

  @Mutation(() => OrderMessagesReadModel, {
    description: 'The caller’s side has read the other side’s messages of the order up to now.',
  })
  @Auth()
  @Scopes('messages:write')
  async markOrderMessagesRead(
    @CurrentUser() caller: AuthUser,
    @Args('orderId', { type: () => Int }, OrderIdPipe) orderId: number,
  ) {
    return { ...(await this.service.markRead(caller, orderId)), unreadMessages: 0 };
  }

  @ResolveField(() => Int, {
    description:
      'Messages of the thread the viewer’s side has not read: for the client the office’s, for the office the client’s.',
  })
  async unreadMessages(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    if (!req.user) return 0;
    return unreadFor(await this.countsOf(req, order.id), req.user);
  }
}

/** The caller's unread messages on every order they see, as a field of their account (`me { unreadMessages }`). */
@Resolver(() => AccountModel)
export class AccountUnreadMessagesResolver {
  constructor(private readonly service: OrderMessagesService) {}

  @ResolveField(() => Int, {
    description:
      'Order messages the caller has not read: a client the office’s on their own orders, staff and admins the clients’ on every order.',
  })
  async unreadMessages(@Parent() account: AccountModel, @Context('req') req: AppRequest) {
    if (!req.user || req.user.id !== account.id) return 0;
    return this.service.totalUnread(req.user);
  }
}

/** A live `message` change carries the message itself, as its subscriber may see it, so the thread grows in place. */
@Resolver(() => OrderChangeModel)
export class OrderMessageChangeResolver {
  constructor(private readonly service: OrderMessagesService) {}

  @ResolveField(() => OrderMessageModel, {
    nullable: true,
    description: 'The new message, when `kind` is message (null for other kinds).',
  })
  async message(@Parent() change: OrderChangeModel, @Context('req') req: AppRequest) {
    if (change.kind !== 'message' || !req.user) return null;
    const found = await this.service.one(req.user, change.orderId, change.rowId);
    return found && toOrderMessageModel(found.message, found.marks, req.user);
  }
}
