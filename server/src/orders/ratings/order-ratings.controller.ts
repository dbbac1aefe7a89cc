import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { OrderIdPipe } from '../dto/id-params.js';
import { RateOrderBody, RatingIdPipe } from './dto/rating.input.js';
import { OrderRatingModel, PublishableRatingModel } from './models/order-rating.model.js';
import { toOrderRatingModel, toPublishableRatingModel } from './order-rating.mapper.js';
import { OrderRatingsService } from './order-ratings.service.js';

/** The client rates their completed order; the order's answer shows the rating (`rating`). */
@ApiTags('orders')
@Controller('orders/:id/rating')
export class OrderRatingsController {
  constructor(private readonly ratings: OrderRatingsService) {}

  @Put()
  @Auth('client')
  @ApiData(RestOutput(OrderRatingModel), {
    description:
      'Rates the caller’s completed order (1 to 5 stars, a comment of at most 1,000 characters, consent to publish), or changes the rating. Another client’s order: 404; an order not completed: 422 RATING_ORDER_NOT_COMPLETED.',
  })
  async rate(@CurrentUser() caller: AuthUser, @Param('id', OrderIdPipe) id: number, @Body() body: RateOrderBody) {
    return { data: toRest(OrderRatingModel, toOrderRatingModel(await this.ratings.rate(caller, id, body))) };
  }
}

/** Admins pick consented ratings for the home page's testimonials. */
@ApiTags('admin: content')
@Controller('admin/ratings')
@Auth('admin')
export class PublishableRatingsController {
  constructor(private readonly ratings: OrderRatingsService) {}

  @Get('publishable')
  @ApiData([RestOutput(PublishableRatingModel)], {
    description: 'Ratings whose clients agreed to publish them, with a comment; newest first, at most 100.',
  })
  async publishable() {
    return { data: toRest(PublishableRatingModel, (await this.ratings.publishable()).map(toPublishableRatingModel)) };
  }

  @Post(':id/testimonial')
  @ApiData(RestOutput(PublishableRatingModel), {
    description:
      'Appends the rating to the home page’s testimonials (first name, service, comment, stars). A rating without consent: 422 RATING_NOT_PUBLISHABLE.',
  })
  async feature(@CurrentUser() caller: AuthUser, @Param('id', RatingIdPipe) ratingId: number) {
    return {
      data: toRest(PublishableRatingModel, toPublishableRatingModel(await this.ratings.feature(caller, ratingId))),
    };
  }
}
