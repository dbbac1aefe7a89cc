import { Context, Mutation, Parent, Query, ResolveField, Resolver, Args } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import type { OrderAssignment } from '../../generated/prisma/client.js';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import { type AuthUser, isBackOffice } from '../../common/auth/auth-user.js';
import type { AppRequest } from '../../common/auth/request-of.js';
import { OrderAssigneeModel, OrderModel } from '../models/order.model.js';
import type { AssigneeRow } from '../order-rows.js';
import { toOrderModel } from '../order.mapper.js';
import { AssignOrderArgs } from './dto/assign.input.js';
import { AssignableUserModel, OrderAssignmentModel } from './models/order-assignment.model.js';
import { toOrderAssignmentModel } from './order-assignment.mapper.js';
import { OrderAssignmentService } from './order-assignment.service.js';

type Loaders = { users: DataLoader<number, AssigneeRow | undefined>; history: DataLoader<number, OrderAssignment[]> };

/** The same operations as REST, and the assignee and its history as fields of `Order` (office only). */
@Resolver(() => OrderModel)
export class OrderAssignmentResolver {
  private readonly loaders = new WeakMap<object, Loaders>();

  constructor(private readonly service: OrderAssignmentService) {}

  private loadersOf(req: AppRequest): Loaders {
    let loaders = this.loaders.get(req);
    if (!loaders) {
      loaders = {
        users: new DataLoader(async (ids) => {
          const rows = new Map((await this.service.usersByIds(ids)).map((row) => [row.id, row]));
          return ids.map((id) => rows.get(id));
        }),
        history: new DataLoader(async (ids) => {
          const rows = await this.service.historyByOrderIds(ids);
          return ids.map((id) => rows.filter((row) => row.orderId === id));
        }),
      };
      this.loaders.set(req, loaders);
    }
    return loaders;
  }

  @Mutation(() => OrderModel, {
    description:
      'Sets who owns an order; userId null (or omitted) releases it. Admins assign anyone active with role staff or admin; staff take an unassigned order for themselves or release their own.',
  })
  @Auth('admin', 'staff')
  async assignOrder(@CurrentUser() caller: AuthUser, @Args() args: AssignOrderArgs) {
    return toOrderModel(await this.service.assign(caller, args.orderId, args.userId ?? null), caller);
  }

  @Query(() => [AssignableUserModel], { description: 'The active staff and admins, who may own orders.' })
  @Auth('admin', 'staff')
  async assignableUsers() {
    return this.service.assignable();
  }

  @ResolveField(() => OrderAssigneeModel, {
    nullable: true,
    description: 'Who owns the order (staff or admin); null when unassigned, and always null for clients.',
  })
  async assignee(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    if (!req.user || !isBackOffice(req.user) || order.assigneeId === null) return null;
    const user = await this.loadersOf(req).users.load(order.assigneeId);
    return user ? { id: user.id, fullName: user.fullName } : null;
  }

  @ResolveField(() => [OrderAssignmentModel], {
    description: 'Every assignment of the order, oldest first; the office only (empty for clients).',
  })
  async assignments(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    if (!req.user || !isBackOffice(req.user)) return [];
    return (await this.loadersOf(req).history.load(order.id)).map(toOrderAssignmentModel);
  }
}
