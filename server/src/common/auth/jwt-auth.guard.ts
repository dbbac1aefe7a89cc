import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '../../generated/prisma/enums.js';
import { AppError, KIND_TEXTS } from '../errors/app-error.js';
import { ROLES_KEY } from './auth.decorators.js';
import { type AuthUser, isBackOffice } from './auth-user.js';
import { BACK_OFFICE_TWO_FACTOR_RULE, type BackOfficeTwoFactorRule } from './two-factor-rule.js';
import { requestOf } from './request-of.js';

/** The global guard: enforces @Auth on both APIs; routes without it stay public. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    @Inject(BACK_OFFICE_TWO_FACTOR_RULE) private readonly twoFactorRule: BackOfficeTwoFactorRule,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles === undefined) return true;
    await super.canActivate(context);
    const user = requestOf(context).user!;
    if (roles.length > 0 && !roles.includes(user.role)) {
      throw new AppError('FORBIDDEN', KIND_TEXTS.FORBIDDEN);
    }
    // The back office is closed to its own users until they set up a second factor (BackOfficeTwoFactorRule).
    if (isBackOffice(user) && !user.twoFactor && (await this.twoFactorRule.required())) {
      if (roles.length > 0 && !roles.includes('client')) {
        throw new AppError('TWO_FACTOR_SETUP_REQUIRED', {
          ar: 'فعّل التحقق بخطوتين من ملفك الشخصي قبل استخدام لوحة التحكم',
          tr: 'Yönetim panelini kullanmadan önce profilinizden iki adımlı doğrulamayı açın',
          en: 'Turn on two-step verification in your profile before using the dashboard',
        });
      }
      // On the routes clients share (an order, its files, its invoice) they may reach only what is theirs.
      user.backOfficeWithheld = true;
    }
    return true;
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  /**
   * `error` is what checking the token's account threw (a refusal, or a database that cannot be reached):
   * it is answered as itself, so an outage is a 503 and never signs the user out. A bad token is `user: false`.
   */
  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new AppError('UNAUTHENTICATED', KIND_TEXTS.UNAUTHENTICATED);
    return user;
  }
}
