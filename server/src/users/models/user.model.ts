import { PageOf } from '../../common/pagination.js';
import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField } from '../../common/output/output-field.js';
import { AccountModel } from '../../auth/models/account.model.js';

@ObjectType('User', { description: 'An account as the back office manages it (admins only).' })
export class UserModel extends AccountModel {
  @OutputField(() => Date, { nullable: true }) lastLoginAt: Date | null;
  @OutputField(() => Int, {
    description: 'How many orders the user has placed (counted for the whole page in one query).',
  })
  ordersCount: number;
}

@ObjectType('RoleCounts', {
  description: 'Users per role for the current search, whatever the role filter (the role tabs).',
})
export class RoleCountsModel {
  @OutputField(() => Int) all: number;
  @OutputField(() => Int) admin: number;
  @OutputField(() => Int) staff: number;
  @OutputField(() => Int) client: number;
  @OutputField(() => Int) partner: number;
}

@ObjectType('UserPage')
export class UserPageModel extends PageOf(UserModel) {
  @OutputField(() => RoleCountsModel, {
    description: 'Users per role for the current search, whatever the role filter.',
  })
  roleCounts: RoleCountsModel;
}
