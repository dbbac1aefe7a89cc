import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../../common/output/output-field.js';

@ObjectType('OrderRating', {
  description: 'The client’s rating of a completed order; seen by that client and by the office.',
})
export class OrderRatingModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int) orderId: number;
  @OutputField(() => Int, { description: 'From 1 (poor) to 5 (excellent).', openApi: { example: 5 } }) stars: number;
  @OutputField(() => String, { nullable: true, description: 'What the client said, as plain text.' })
  comment: string | null;
  @OutputField({ description: 'The client agrees that the site may quote the rating and its comment.' })
  publishConsent: boolean;
  @OutputField(() => Date, { nullable: true, description: 'When an admin last added it to the testimonials.' })
  featuredAt: Date | null;
  @OutputField() createdAt: Date;
  @OutputField() updatedAt: Date;
}

@ObjectType('PublishableRating', {
  description:
    'A rating whose client agreed to publish it, with a comment: what admins may add to the home page’s testimonials.',
})
export class PublishableRatingModel {
  @OutputField(() => Int) id: number;
  @OutputField(() => Int) orderId: number;
  @OutputField() orderNumber: string;
  @OutputField(() => Int) stars: number;
  @OutputField() comment: string;
  @OutputField({ description: 'The first word of the name on the order: all a testimonial shows of the client.' })
  clientFirstName: string;
  @OutputField({ description: 'The service’s Arabic name when the order was placed.' }) serviceName: string;
  @OutputField(() => String, { nullable: true }) serviceNameTr: string | null;
  @OutputField(() => String, { nullable: true }) serviceNameEn: string | null;
  @OutputField(() => Date, { nullable: true, description: 'When an admin last added it to the testimonials.' })
  featuredAt: Date | null;
  @OutputField() updatedAt: Date;
}
