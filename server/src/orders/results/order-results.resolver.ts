import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { AppRequest } from '../../common/auth/request-of.js';
import { PerRequestLoader } from '../../common/graphql/per-request-loader.js';
import { fromGraphQLUpload } from '../../storage/file-upload.input.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { OrderModel } from '../models/order.model.js';
import { AddOrderResultArgs } from './dto/add-result.input.js';
import { OrderResultModel } from './models/order-result.model.js';
import { toOrderResultModel } from './order-result.mapper.js';
import { OrderResultsService } from './order-results.service.js';

/** The same operations as REST (one file per mutation), and the order's results as a field of `Order`. */
@Resolver(() => OrderModel)
export class OrderResultsResolver {
  private readonly resultLoader = PerRequestLoader.rowsOf(
    (ids) => this.service.byOrderIds(ids),
    (result) => result.orderId,
  );

  constructor(private readonly service: OrderResultsService) {}

  @Mutation(() => OrderResultModel, {
    description:
      'Delivers a result (staff and admins): a note, at most one file per call and/or a courier record. The client is e-mailed.',
  })
  @Auth('admin', 'staff')
  async addOrderResult(@CurrentUser() caller: AuthUser, @Args() args: AddOrderResultArgs) {
    const files = args.file ? [fromGraphQLUpload(args.file)] : [];
    return toOrderResultModel(await this.service.add(caller, args.orderId, args.input, files), caller);
  }

  @Query(() => [OrderResultModel], { description: 'The results of an order: its owner, staff and admins.' })
  @Auth()
  async orderResults(
    @CurrentUser() caller: AuthUser,
    @Args('orderId', { type: () => Int }, OrderIdPipe) orderId: number,
  ) {
    return (await this.service.list(caller, orderId)).map((row) => toOrderResultModel(row, caller));
  }

  @ResolveField(() => [OrderResultModel], { description: 'The results the office delivered, oldest first.' })
  async results(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    return (await this.resultLoader.load(req, order.id)).map((row) => toOrderResultModel(row, req.user));
  }
}
