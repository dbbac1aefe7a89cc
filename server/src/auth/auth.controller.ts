import { Body, Controller, Get, HttpCode, Post, Put, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiData, MessageResponse } from '../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../common/output/rest-output.js';
import { AccountModel, AuthPayloadModel, RecoveryCodesModel, TwoFactorSetupModel } from './models/account.model.js';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AuthService } from './auth.service.js';
import { SessionService, type Session } from './session.service.js';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  ProfileBody,
  RefreshTokenBody,
  RegisterBody,
  ResetPasswordBody,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorLoginBody,
  VerifyEmailBody,
} from './dto/auth.dto.js';
import { toAccountModel, toAuthPayloadModel } from './account.mapper.js';
import {
  FailedLoginInterceptor,
  PasswordResetEmailGuard,
  PasswordResetIpGuard,
  RegistrationRateLimitGuard,
  VerificationMailGuard,
} from './auth-rate-limits.js';
import { requestLanguage } from '../common/i18n/request-language.js';
import { wordIn } from '../common/i18n/server-text.js';
import { EmailVerificationService } from './email-verification.service.js';
import { TwoFactorService } from './two-factor.service.js';

const sessionResponse = (session: Session) => ({ data: toRest(AuthPayloadModel, toAuthPayloadModel(session)) });
const recoveryCodesResponse = (recoveryCodes: string[]) => ({ data: toRest(RecoveryCodesModel, { recoveryCodes }) });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly verification: EmailVerificationService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @Post('register')
  @ApiData(RestOutput(AuthPayloadModel), { status: 201, description: 'A client account, signed in.' })
  @UseGuards(RegistrationRateLimitGuard)
  async register(@Body() body: RegisterBody) {
    return sessionResponse(await this.auth.register(body));
  }

  @Post('login')
  @ApiData(RestOutput(AuthPayloadModel), {
    description:
      'The session; an account with two-step sign-in answers 401 TWO_FACTOR_REQUIRED with a challenge_token instead.',
  })
  @HttpCode(200)
  @UseInterceptors(FailedLoginInterceptor)
  async login(@Body() body: LoginBody) {
    return sessionResponse(await this.auth.login(body.email, body.password, body.remember ?? false));
  }

  @Post('login/two-factor')
  @HttpCode(200)
  @ApiData(RestOutput(AuthPayloadModel), {
    description:
      'The second step of a sign-in that answered TWO_FACTOR_REQUIRED: the session. Five wrong codes end the challenge.',
  })
  async loginTwoFactor(@Body() body: TwoFactorLoginBody) {
    return sessionResponse(await this.auth.completeTwoFactorLogin(body.challengeToken, body.code));
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @Auth()
  @ApiData(RestOutput(TwoFactorSetupModel), {
    description: 'A new authenticator secret (text, otpauth URL and SVG QR code); it takes effect once confirmed.',
  })
  async startTwoFactorSetup(@CurrentUser() caller: AuthUser) {
    const setup = await this.twoFactor.startSetup(caller);
    return { data: toRest(TwoFactorSetupModel, setup) };
  }

  @Post('two-factor/confirm')
  @HttpCode(200)
  @Auth()
  @ApiData(RestOutput(RecoveryCodesModel), {
    description: 'Two-factor sign-in is on; the ten recovery codes are in the answer, this once only.',
  })
  async confirmTwoFactor(@CurrentUser() caller: AuthUser, @Body() body: TwoFactorCodeBody) {
    return recoveryCodesResponse(await this.twoFactor.confirmSetup(caller, body.code));
  }

  @Post('two-factor/recovery-codes')
  @HttpCode(200)
  @Auth()
  @ApiData(RestOutput(RecoveryCodesModel), {
    description: 'Ten new recovery codes (the old ones stop working), confirmed with a code from the app.',
  })
  async regenerateRecoveryCodes(@CurrentUser() caller: AuthUser, @Body() body: TwoFactorCodeBody) {
    return recoveryCodesResponse(await this.twoFactor.regenerateRecoveryCodes(caller, body.code));
  }

  @Post('two-factor/disable')
  @HttpCode(200)
  @Auth()
  @ApiData('boolean', { description: 'Two-factor sign-in is off, confirmed with the password.' })
  async disableTwoFactor(@CurrentUser() caller: AuthUser, @Body() body: TwoFactorDisableBody) {
    await this.twoFactor.disable(caller, body.password);
    return { data: true };
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiData(RestOutput(AuthPayloadModel), {
    description: 'A new access_token and refresh_token; the presented refresh_token no longer works.',
  })
  @ApiUnauthorizedResponse({
    description:
      'The refresh token is unknown, expired or revoked (a reused one ends its whole session), or the account was disabled or its password changed.',
  })
  async refresh(@Body() body: RefreshTokenBody) {
    return sessionResponse(await this.sessions.refresh(body.refreshToken));
  }

  @Post('logout')
  @HttpCode(200)
  @ApiData('boolean', {
    description:
      'The session of this refresh token has ended, its access tokens with it (true even when the token was unknown).',
  })
  async logout(@Body() body: RefreshTokenBody) {
    await this.sessions.logout(body.refreshToken);
    return { data: true };
  }

  @Post('logout-everywhere')
  @HttpCode(200)
  @Auth()
  @ApiData('boolean', {
    description:
      'Every session of the caller ends on every device: their access and refresh tokens stop working at once.',
  })
  async logoutEverywhere(@CurrentUser() caller: AuthUser) {
    await this.sessions.logoutEverywhere(caller.id);
    return { data: true };
  }

  @Post('verify-email')
  @HttpCode(200)
  @ApiData(RestOutput(AccountModel), {
    description: 'The account of the link is verified; it may now place orders. Works without a session.',
  })
  async verifyEmail(@Body() body: VerifyEmailBody) {
    return { data: toRest(AccountModel, toAccountModel(await this.verification.verify(body.token))) };
  }

  @Post('resend-verification')
  @HttpCode(200)
  @Auth()
  @UseGuards(VerificationMailGuard)
  @ApiData(MessageResponse, {
    description: 'A new verification link was mailed; earlier links stop working. At most 3 an hour per account.',
  })
  async resendVerification(@CurrentUser() caller: AuthUser) {
    await this.verification.resend(caller);
    return { data: { message: wordIn('أرسلنا رابط تأكيد جديداً إلى بريدك الإلكتروني', requestLanguage()) } };
  }

  @Get('me')
  @ApiData(RestOutput(AccountModel))
  @Auth()
  me(@CurrentUser() caller: AuthUser) {
    return { data: toRest(AccountModel, toAccountModel(this.auth.me(caller))) };
  }

  @Put('profile')
  @ApiData(RestOutput(AccountModel))
  @Auth()
  async updateProfile(@CurrentUser() caller: AuthUser, @Body() body: ProfileBody) {
    return { data: toRest(AccountModel, toAccountModel(await this.auth.updateProfile(caller, body))) };
  }

  @Put('change-password')
  @ApiData(RestOutput(AuthPayloadModel), {
    description: 'Every other session has ended; this is a fresh one (not remembered).',
  })
  @Auth()
  async changePassword(@CurrentUser() caller: AuthUser, @Body() body: ChangePasswordBody) {
    return sessionResponse(await this.auth.changePassword(caller, body.currentPassword, body.newPassword));
  }

  @Post('forgot-password')
  @ApiData(MessageResponse, { description: 'The same answer whether or not the address has an account.' })
  @HttpCode(200)
  @UseGuards(PasswordResetIpGuard, PasswordResetEmailGuard)
  forgotPassword(@Body() body: ForgotPasswordBody) {
    this.auth.forgotPassword(body.email);
    return {
      data: {
        message: wordIn(
          'إذا كان البريد الإلكتروني مسجلاً لدينا فستصلك رسالة فيها رابط إعادة تعيين كلمة المرور',
          requestLanguage(),
        ),
      },
    };
  }

  @Post('reset-password')
  @ApiData(MessageResponse)
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordBody) {
    await this.auth.resetPassword(body.token, body.newPassword);
    return { data: { message: wordIn('تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن', requestLanguage()) } };
  }
}
