import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import type { OrderApplicant } from '../../generated/prisma/client.js';
import type { AppRequest } from '../../common/auth/request-of.js';
import { OrderModel } from '../models/order.model.js';
import { OrderApplicantModel } from './models/order-applicant.model.js';
import { toOrderApplicantModel } from './order-applicant.mapper.js';
import { OrderApplicantService } from './order-applicant.service.js';

/** `Order.applicant`: one statement per page of orders (a DataLoader per request). */
@Resolver(() => OrderModel)
export class OrderApplicantResolver {
  private readonly perRequest = new WeakMap<object, DataLoader<number, OrderApplicant | undefined>>();

  constructor(private readonly applicants: OrderApplicantService) {}

  private loader(request: object) {
    let loader = this.perRequest.get(request);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const found = new Map((await this.applicants.byOrderIds(ids)).map((row) => [row.orderId, row]));
        return ids.map((id) => found.get(id));
      });
      this.perRequest.set(request, loader);
    }
    return loader;
  }

  @ResolveField(() => OrderApplicantModel, {
    description: 'Whose papers these are: the account holder (kind self) or someone else, as given when ordering.',
  })
  async applicant(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    return toOrderApplicantModel(await this.loader(req).load(order.id));
  }
}
