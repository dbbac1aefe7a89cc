import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { AppRequest } from '../../common/auth/request-of.js';
import { PerRequestLoader } from '../../common/graphql/per-request-loader.js';
import { OrderModel } from '../models/order.model.js';
import { RateOrderArgs, RatingIdPipe } from './dto/rating.input.js';
import { OrderRatingModel, PublishableRatingModel } from './models/order-rating.model.js';
import { toOrderRatingModel, toPublishableRatingModel } from './order-rating.mapper.js';
import { OrderRatingsService } from './order-ratings.service.js';

/** The same operations as REST, and the rating as a field of `Order` (one statement per request). */
@Resolver(() => OrderModel)
export class OrderRatingsResolver {
  private readonly ratingLoader = PerRequestLoader.rowOf(
    (ids) => this.service.byOrderIds(ids),
    (rating) => rating.orderId,
  );

  constructor(private readonly service: OrderRatingsService) {}

  @Mutation(() => OrderRatingModel, {
    description:
      'Rates the caller’s completed order, or changes the rating (clients). Another client’s order: NOT_FOUND; an order not completed: reason RATING_ORDER_NOT_COMPLETED.',
  })
  @Auth('client')
  async rateOrder(@CurrentUser() caller: AuthUser, @Args() args: RateOrderArgs) {
    return toOrderRatingModel(await this.service.rate(caller, args.orderId, args));
  }

  @Query(() => [PublishableRatingModel], {
    description: 'Ratings whose clients agreed to publish them, with a comment; newest first (admins).',
  })
  @Auth('admin')
  async publishableRatings() {
    return (await this.service.publishable()).map(toPublishableRatingModel);
  }

  @Mutation(() => PublishableRatingModel, {
    description: 'Appends a consented rating to the home page’s testimonials (admins).',
  })
  @Auth('admin')
  async addRatingToTestimonials(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => Int }, RatingIdPipe) ratingId: number,
  ) {
    return toPublishableRatingModel(await this.service.feature(caller, ratingId));
  }

  @ResolveField(() => OrderRatingModel, {
    nullable: true,
    description: 'The client’s rating; null until the completed order is rated.',
  })
  async rating(@Parent() order: OrderModel, @Context('req') req: AppRequest) {
    const rating = await this.ratingLoader.load(req, order.id);
    return rating ? toOrderRatingModel(rating) : null;
  }
}
