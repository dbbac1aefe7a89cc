import { Scopes } from '../common/auth/api-key-scopes.js';
import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import { type AuthUser, isBackOffice } from '../common/auth/auth-user.js';
import type { AppRequest } from '../common/auth/request-of.js';
import { pageComplexity, pageModel, toPage } from '../common/pagination.js';
import { ServiceModel } from '../catalog/models/service.model.js';
import { toServiceModel } from '../catalog/service.mapper.js';
import {
  AdminOrderPageModel,
  OrderCustomerModel,
  OrderFileModel,
  OrderModel,
  OrderPageModel,
  OrderStatusChangeModel,
} from './models/order.model.js';
import { CreateOrderInput } from './dto/create-order.input.js';
import { ChangeOrderStatusArgs } from './dto/change-status.body.js';
import { AdminOrdersArgs, assigneeOfFilter, MyOrdersArgs, statusOfFilter } from './dto/order-list.query.js';
import { OrderIdPipe } from './dto/id-params.js';
import { OrderLoaderRegistry } from './order-loaders.js';
import { toAdminOrderPageModel, toOrderFileModel, toOrderModel, toStatusChangeModel } from './order.mapper.js';
import { OrdersService } from './orders.service.js';
import { OrderAnswerModel, toOrderAnswerModel } from './answers/order-answer.model.js';

@Resolver(() => OrderModel)
export class OrdersResolver {
  constructor(
    private readonly orders: OrdersService,
    private readonly loaders: OrderLoaderRegistry,
  ) {}

  @Mutation(() => OrderModel, {
    description:
      'Places an order as pending; omitted contact fields come from the account. With `idempotencyKey` (what REST ' +
      'takes as the `Idempotency-Key` header) the same key and input give the same order again for 24 hours.',
  })
  @Auth()
  @Scopes('orders:write')
  async createOrder(
    @CurrentUser() caller: AuthUser,
    @Args('input') input: CreateOrderInput,
    @Args('idempotencyKey', {
      type: () => String,
      nullable: true,
      description:
        '1-255 printable ASCII characters (a UUID). The same key with other input: IDEMPOTENCY_KEY_REUSED; while ' +
        'the first request still runs: IDEMPOTENCY_KEY_IN_USE. A refused request keeps nothing.',
    })
    idempotencyKey?: string,
  ) {
    return toOrderModel(await this.orders.createOnce(caller, input, idempotencyKey), caller);
  }

  @Query(() => OrderPageModel, { description: 'The caller’s own orders, newest first.', complexity: pageComplexity })
  @Auth()
  @Scopes('orders:read')
  async myOrders(@CurrentUser() caller: AuthUser, @Args() args: MyOrdersArgs) {
    const page = toPage(args.page);
    const { items, total } = await this.orders.listOwn(caller, page, statusOfFilter(args.status));
    return pageModel(
      items.map((order) => toOrderModel(order, caller)),
      total,
      page,
    );
  }

  @Query(() => OrderModel, {
    description: 'One order: its owner, staff and admins; for anyone else it does not exist.',
  })
  @Auth()
  @Scopes('orders:read')
  async order(@CurrentUser() caller: AuthUser, @Args('id', { type: () => Int }, OrderIdPipe) id: number) {
    return toOrderModel(await this.orders.findVisible(caller, id), caller);
  }

  @Query(() => AdminOrderPageModel, {
    description: 'The back office’s orders: status filter, search, assignee filter and per-status counts.',
    complexity: pageComplexity,
  })
  @Auth('admin', 'staff')
  async adminOrders(@CurrentUser() caller: AuthUser, @Args() args: AdminOrdersArgs) {
    const page = toPage(args.page);
    const list = await this.orders.listForBackOffice(
      {
        status: statusOfFilter(args.status),
        search: args.search,
        due: args.due,
        assigneeId: assigneeOfFilter(args.assignee, caller.id),
      },
      page,
    );
    return toAdminOrderPageModel(list, page, caller);
  }

  @Mutation(() => OrderModel, {
    description: 'Moves an order along its lifecycle (staff and admins); illegal moves are refused.',
  })
  @Auth('admin', 'staff')
  async changeOrderStatus(@CurrentUser() caller: AuthUser, @Args() args: ChangeOrderStatusArgs) {
    return toOrderModel(
      await this.orders.changeStatus(caller, args.id, args.status, args.note, args.waiveDocumentsReason),
      caller,
    );
  }

  @ResolveField(() => ServiceModel, {
    nullable: true,
    description: 'The catalogue entry today (it may have changed or been deleted since).',
  })
  async service(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    const service = await this.loaders.for(req).service.load(order.serviceId);
    return service ? toServiceModel(service) : null;
  }

  @ResolveField(() => OrderCustomerModel, {
    nullable: true,
    description: 'The account that placed the order; staff and admins only (null for clients).',
  })
  async customer(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    if (!req.user || !isBackOffice(req.user) || order.userId === null) return null;
    return (await this.loaders.for(req).customer.load(order.userId)) ?? null;
  }

  @ResolveField(() => [OrderFileModel], { description: 'Attachments and the receipt, oldest first.' })
  async files(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    return (await this.loaders.for(req).files.load(order.id)).map(toOrderFileModel);
  }

  @ResolveField(() => OrderFileModel, {
    nullable: true,
    description: 'The latest payment receipt, if one was uploaded (every receipt is among the files, with its review).',
  })
  async receipt(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    const receipt = (await this.loaders.for(req).files.load(order.id)).findLast((file) => file.kind === 'receipt');
    return receipt ? toOrderFileModel(receipt) : null;
  }

  @ResolveField(() => [OrderAnswerModel], {
    description: "The client's answers to the intake questions, as asked when ordering (owner, staff and admins).",
  })
  async answers(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    return (await this.loaders.for(req).answers.load(order.id)).map(toOrderAnswerModel);
  }

  @ResolveField(() => [OrderStatusChangeModel], { description: 'Every status change, oldest first.' })
  async history(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    return (await this.loaders.for(req).history.load(order.id)).map((row) => toStatusChangeModel(row, req.user));
  }
}
