import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Role } from '../../generated/prisma/enums.js';
import { AppError, KIND_TEXTS } from '../errors/app-error.js';
import { refuseRequest } from '../rate-limit/ip-rate-limit.guard.js';
import { ROLES_KEY } from './auth.decorators.js';
import { type AuthUser, isBackOffice } from './auth-user.js';
import { API_KEY_AUTHENTICATOR, type ApiKeyAuthenticator, isApiKeySecret } from './api-key-auth.js';
import { ApiKeyAuthErrors } from './api-key-errors.js';
import { type ApiKeyScope, SCOPES_KEY } from './api-key-scopes.js';
import { BACK_OFFICE_TWO_FACTOR_RULE, type BackOfficeTwoFactorRule } from './two-factor-rule.js';
import { type AppRequest, requestOf } from './request-of.js';

/** The bearer token of a request's Authorization header, if any. */
function bearerOf(request: AppRequest): string | undefined {
  const header = request.headers?.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The global guard: enforces @Auth on both APIs; routes without it stay public. A bearer token starting with
 * `lo_live_` is a partner's API key rather than a session: it is checked by the partners feature
 * (API_KEY_AUTHENTICATOR), counted against the key's limit, and reaches only routes declaring one of its @Scopes.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  /** One check and one count per HTTP request, however many GraphQL fields it asks for. */
  private readonly keyChecks = new WeakMap<AppRequest, Promise<AuthUser>>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(BACK_OFFICE_TWO_FACTOR_RULE) private readonly twoFactorRule: BackOfficeTwoFactorRule,
    @Inject(API_KEY_AUTHENTICATOR) private readonly apiKeys: ApiKeyAuthenticator,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    const request = requestOf(context);
    const bearer = bearerOf(request);
    if (bearer !== undefined && isApiKeySecret(bearer)) {
      const scopes = this.reflector.getAllAndOverride<ApiKeyScope[] | undefined>(SCOPES_KEY, targets);
      const user = await this.authenticateKey(context, request, bearer);
      // Keys reach only what is declared for them, public routes included.
      if (!scopes?.length) throw ApiKeyAuthErrors.API_KEY_ROUTE_NOT_ALLOWED();
      if (!scopes.some((scope) => user.apiKey!.scopes.includes(scope))) throw ApiKeyAuthErrors.API_KEY_SCOPE_MISSING();
      if (roles?.length && !roles.includes(user.role)) throw new AppError('FORBIDDEN', KIND_TEXTS.FORBIDDEN);
      return true;
    }
    if (roles === undefined) return true;
    await super.canActivate(context);
    const user = request.user!;
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

  /** The key's partner on the request (checked and counted once per request), or its refusal. */
  private async authenticateKey(context: ExecutionContext, request: AppRequest, secret: string): Promise<AuthUser> {
    let check = this.keyChecks.get(request);
    if (!check) {
      check = (async () => {
        const user = await this.apiKeys.authenticate(secret, request.ip);
        const verdict = await this.apiKeys.consume(user.apiKey!);
        if (!verdict.allowed)
          refuseRequest(context, 'api_key', verdict.retryAfterSeconds, ApiKeyAuthErrors.API_KEY_RATE_LIMITED());
        return user;
      })();
      this.keyChecks.set(request, check);
    }
    const user = await check;
    request.user = user;
    return user;
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
