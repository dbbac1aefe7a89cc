import { UseGuards, UseInterceptors } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AuthService } from './auth.service.js';
import { SessionService } from './session.service.js';
import { AccountModel, AuthPayloadModel, TwoFactorSetupModel } from './models/account.model.js';
import {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  ProfileInput,
  RefreshTokenInput,
  RegisterInput,
  ResetPasswordInput,
  TwoFactorCodeInput,
  TwoFactorDisableInput,
  TwoFactorLoginInput,
  VerifyEmailInput,
} from './dto/auth.dto.js';
import { toAccountModel, toAuthPayloadModel } from './account.mapper.js';
import {
  FailedLoginInterceptor,
  PasswordResetEmailGuard,
  PasswordResetIpGuard,
  RegistrationRateLimitGuard,
  VerificationMailGuard,
} from './auth-rate-limits.js';
import { EmailVerificationService } from './email-verification.service.js';
import { TwoFactorService } from './two-factor.service.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly verification: EmailVerificationService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Mutation(() => AuthPayloadModel, { description: 'Creates a client account (never another role) and signs it in.' })
  @UseGuards(RegistrationRateLimitGuard)
  async register(@Args('input') input: RegisterInput) {
    return toAuthPayloadModel(await this.auth.register(input));
  }

  @Mutation(() => AuthPayloadModel, {
    description:
      'With remember the session lasts 30 days; without it, it ends after security.session_timeout minutes without a refresh.',
  })
  @UseInterceptors(FailedLoginInterceptor)
  async login(@Args() args: LoginInput) {
    return toAuthPayloadModel(await this.auth.login(args.email, args.password, args.remember === true));
  }

  @Mutation(() => AuthPayloadModel, {
    description:
      'The second step of a login that answered TWO_FACTOR_REQUIRED (extensions.challengeToken): a code from the app or a recovery code. Five wrong codes end the challenge.',
  })
  async loginTwoFactor(@Args() args: TwoFactorLoginInput) {
    return toAuthPayloadModel(await this.auth.completeTwoFactorLogin(args.challengeToken, args.code));
  }

  @Mutation(() => TwoFactorSetupModel, {
    description: 'A new authenticator secret; it takes effect once confirmed with a code.',
  })
  @Auth()
  startTwoFactorSetup(@CurrentUser() caller: AuthUser) {
    return this.twoFactor.startSetup(caller);
  }

  @Mutation(() => [String], {
    description: 'Turns two-factor sign-in on; answers the ten recovery codes, this once only.',
  })
  @Auth()
  confirmTwoFactorSetup(@CurrentUser() caller: AuthUser, @Args() args: TwoFactorCodeInput) {
    return this.twoFactor.confirmSetup(caller, args.code);
  }

  @Mutation(() => [String], {
    description: 'Ten new recovery codes (the old ones stop working), confirmed with a code from the app.',
  })
  @Auth()
  regenerateRecoveryCodes(@CurrentUser() caller: AuthUser, @Args() args: TwoFactorCodeInput) {
    return this.twoFactor.regenerateRecoveryCodes(caller, args.code);
  }

  @Mutation(() => Boolean, { description: 'Turns two-factor sign-in off, confirmed with the password.' })
  @Auth()
  async disableTwoFactor(@CurrentUser() caller: AuthUser, @Args() args: TwoFactorDisableInput) {
    await this.twoFactor.disable(caller, args.password);
    return true;
  }

  @Mutation(() => AuthPayloadModel, {
    description:
      'Trades a refresh token for a new session; the old token stops working, and presenting it again ends the session.',
  })
  async refreshSession(@Args() args: RefreshTokenInput) {
    return toAuthPayloadModel(await this.sessions.refresh(args.refreshToken));
  }

  @Mutation(() => Boolean, {
    description: 'Ends the session of this refresh token and its access tokens; true even when the token is unknown.',
  })
  async logout(@Args() args: RefreshTokenInput) {
    await this.sessions.logout(args.refreshToken);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Ends every session of the caller on every device; their access and refresh tokens stop working at once.',
  })
  @Auth()
  async logoutEverywhere(@CurrentUser() caller: AuthUser) {
    await this.sessions.logoutEverywhere(caller.id);
    return true;
  }

  @Mutation(() => AccountModel, {
    description: 'Verifies the account of an e-mailed link (no session needed); it may then place orders.',
  })
  async verifyEmail(@Args() args: VerifyEmailInput) {
    return toAccountModel(await this.verification.verify(args.token));
  }

  @Mutation(() => Boolean, {
    description:
      'Mails a new verification link to the signed-in account; earlier links stop working. At most 3 an hour.',
  })
  @Auth()
  @UseGuards(VerificationMailGuard)
  async resendVerificationEmail(@CurrentUser() caller: AuthUser) {
    await this.verification.resend(caller);
    return true;
  }

  @Query(() => AccountModel)
  @Auth()
  me(@CurrentUser() caller: AuthUser) {
    return toAccountModel(this.auth.me(caller));
  }

  @Mutation(() => AccountModel)
  @Auth()
  async updateProfile(@CurrentUser() caller: AuthUser, @Args('input') input: ProfileInput) {
    return toAccountModel(await this.auth.updateProfile(caller, input));
  }

  @Mutation(() => AuthPayloadModel, { description: 'Ends every session and returns a fresh one (not remembered).' })
  @Auth()
  async changePassword(@CurrentUser() caller: AuthUser, @Args() args: ChangePasswordInput) {
    return toAuthPayloadModel(await this.auth.changePassword(caller, args.currentPassword, args.newPassword));
  }

  @Mutation(() => Boolean, {
    description: 'E-mails a one-time link valid for one hour; answers true whether or not the address exists.',
  })
  @UseGuards(PasswordResetIpGuard, PasswordResetEmailGuard)
  forgotPassword(@Args() args: ForgotPasswordInput) {
    this.auth.forgotPassword(args.email);
    return true;
  }

  @Mutation(() => Boolean)
  async resetPassword(@Args() args: ResetPasswordInput) {
    await this.auth.resetPassword(args.token, args.newPassword);
    return true;
  }
}
