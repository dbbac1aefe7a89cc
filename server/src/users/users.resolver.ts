import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { pageComplexity, toPage } from '../common/pagination.js';
import { UsersService } from './users.service.js';
import { UserModel, UserPageModel } from './models/user.model.js';
import { CreateUserInput, UpdateUserInput } from './dto/user.input.js';
import { UserListArgs } from './dto/user-list.query.js';
import { UserIdPipe } from './dto/user-id.pipe.js';
import { toUserModel, toUserPageModel } from './managed-user.mapper.js';

@Resolver(() => UserModel)
@Auth('admin')
export class UsersResolver {
  constructor(private readonly usersService: UsersService) {}

  @Query(() => UserPageModel, {
    description:
      'Back-office user list, newest first, with order counts and per-role counts for the search (admins only).',
    complexity: pageComplexity,
  })
  async users(@Args() args: UserListArgs) {
    // GraphQL sends an omitted filter as null; the service takes "no filter" as undefined.
    return toUserPageModel(
      await this.usersService.list(
        { role: args.role ?? undefined, search: args.search ?? undefined },
        toPage(args.page ?? undefined),
      ),
    );
  }

  @Mutation(() => UserModel)
  async createUser(@CurrentUser() caller: AuthUser, @Args('input') input: CreateUserInput) {
    return toUserModel(await this.usersService.create(caller, input));
  }

  @Mutation(() => UserModel, { description: 'Changes only the fields given; an empty password keeps the current one.' })
  async updateUser(
    @CurrentUser() caller: AuthUser,
    @Args('id', { type: () => Int }, UserIdPipe) id: number,
    @Args('input') input: UpdateUserInput,
  ) {
    return toUserModel(await this.usersService.update(caller, id, input));
  }

  @Mutation(() => UserModel, {
    description: "Turns the user's second factor off (a lost phone), recorded in the audit log.",
  })
  async resetUserTwoFactor(@CurrentUser() caller: AuthUser, @Args('id', { type: () => Int }, UserIdPipe) id: number) {
    return toUserModel(await this.usersService.resetTwoFactor(caller, id));
  }

  @Mutation(() => Boolean, {
    description: 'Deletes the user; their orders stay, without an owner. Not yourself, not the last active admin.',
  })
  async deleteUser(@CurrentUser() caller: AuthUser, @Args('id', { type: () => Int }, UserIdPipe) id: number) {
    await this.usersService.delete(caller, id);
    return true;
  }
}
