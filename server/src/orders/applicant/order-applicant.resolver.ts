import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { AppRequest } from '../../common/auth/request-of.js';
import { PerRequestLoader } from '../../common/graphql/per-request-loader.js';
import { OrderModel } from '../models/order.model.js';
import { OrderApplicantModel } from './models/order-applicant.model.js';
import { toOrderApplicantModel } from './order-applicant.mapper.js';
import { OrderApplicantService } from './order-applicant.service.js';

/** `Order.applicant`: one statement per page of orders (a DataLoader per request). */
@Resolver(() => OrderModel)
export class OrderApplicantResolver {
  private readonly applicantLoader = PerRequestLoader.rowOf(
    (ids) => this.applicants.byOrderIds(ids),
    (applicant) => applicant.orderId,
  );

  constructor(private readonly applicants: OrderApplicantService) {}

  @ResolveField(() => OrderApplicantModel, {
    description: 'Whose papers these are: the account holder (kind self) or someone else, as given when ordering.',
  })
  async applicant(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    return toOrderApplicantModel(await this.applicantLoader.load(req, order.id));
  }
}
