import { PageOf } from '../../common/pagination.js';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { AccountModel } from '../../auth/models/account.model.js';

@ObjectType('User', { description: 'An account as the back office manages it (admins only).' })
export class UserModel extends AccountModel {
  @Field(() => Date, { nullable: true }) lastLoginAt: Date | null;
  @Field(() => Int, { description: 'How many orders the user has placed (counted for the whole page in one query).' })
  ordersCount: number;
}

@ObjectType('RoleCounts', { description: 'Users per role for the current search, whatever the role filter (the role tabs).' })
export class RoleCountsModel {
  @Field(() => Int) all: number;
  @Field(() => Int) admin: number;
  @Field(() => Int) staff: number;
  @Field(() => Int) client: number;
}

@ObjectType('UserPage')
export class UserPageModel extends PageOf(UserModel) {
  @Field(() => RoleCountsModel, { description: 'Users per role for the current search, whatever the role filter.' }) roleCounts: RoleCountsModel;
}
