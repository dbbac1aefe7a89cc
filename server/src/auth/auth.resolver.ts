import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AuthService, type Session } from './auth.service.js';
import { AccountModel, AuthPayloadModel, ProfileInput, RegisterInput } from './models/account.model.js';
import { toAccountModel } from './user.mapper.js';

const toPayload = (session: Session): AuthPayloadModel => ({ accessToken: session.accessToken, user: toAccountModel(session.user) });

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayloadModel, { description: 'Creates a client account (never another role) and signs it in.' })
  async register(@Args('input') input: RegisterInput) {
    return toPayload(await this.auth.register(input));
  }

  @Mutation(() => AuthPayloadModel)
  async login(@Args('email') email: string, @Args('password') password: string) {
    return toPayload(await this.auth.login(email.trim().toLowerCase(), password));
  }

  @Query(() => AccountModel)
  @Auth()
  async me(@CurrentUser() caller: AuthUser) {
    return toAccountModel(await this.auth.me(caller));
  }

  @Mutation(() => AccountModel)
  @Auth()
  async updateProfile(@CurrentUser() caller: AuthUser, @Args('input') input: ProfileInput) {
    return toAccountModel(await this.auth.updateProfile(caller, input));
  }

  @Mutation(() => AuthPayloadModel, { description: 'Ends the other sessions and returns a fresh token.' })
  @Auth()
  async changePassword(@CurrentUser() caller: AuthUser, @Args('currentPassword') currentPassword: string, @Args('newPassword') newPassword: string) {
    return toPayload(await this.auth.changePassword(caller, currentPassword, newPassword));
  }

  @Mutation(() => Boolean, { description: 'E-mails a one-time link valid for one hour; answers true whether or not the address exists.' })
  async forgotPassword(@Args('email') email: string) {
    await this.auth.forgotPassword(email.trim().toLowerCase());
    return true;
  }

  @Mutation(() => Boolean)
  async resetPassword(@Args('token') token: string, @Args('newPassword') newPassword: string) {
    await this.auth.resetPassword(token, newPassword);
    return true;
  }
}
