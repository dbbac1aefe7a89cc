import { ObjectType } from '@nestjs/graphql';
import { PersonModel } from '../../../users/people/models/person.model.js';

@ObjectType('OrderApplicant', {
  description:
    'Whose papers the order is about, as given when it was placed (later edits of a saved person do not change it). Seen by the owner, staff and admins; never by public tracking.',
})
export class OrderApplicantModel extends PersonModel {}
