import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { AppError } from '../common/errors/app-error.js';
import { IpRateLimiter, type RateLimit } from '../common/rate-limit/ip-rate-limiter.js';
import { callerIp, IpRateLimitGuard, refuseRequest, requestedEmail } from '../common/rate-limit/ip-rate-limit.guard.js';
import { requestOf } from '../common/auth/request-of.js';

/** The public doors of accounts and their limits; a provider, so a test can lower them. */
export const AUTH_RATE_LIMITS = Symbol('AUTH_RATE_LIMITS');
export type AuthRateLimits = Record<
  | 'passwordResetPerEmail'
  | 'passwordResetPerIp'
  | 'failedLoginsPerIp'
  | 'registrationsPerIp'
  | 'verificationMailsPerAccount'
  | 'twoFactorPerChallenge'
  | 'twoFactorPerAccount',
  RateLimit
>;
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  passwordResetPerEmail: { points: 3, durationSeconds: 3600 },
  passwordResetPerIp: { points: 10, durationSeconds: 3600 },
  failedLoginsPerIp: { points: 20, durationSeconds: 900 },
  registrationsPerIp: { points: 10, durationSeconds: 3600 },
  verificationMailsPerAccount: { points: 3, durationSeconds: 3600 },
  twoFactorPerChallenge: { points: 5, durationSeconds: 300 },
  twoFactorPerAccount: { points: 10, durationSeconds: 900 },
};

/** A limiter provider for one of the limits above, counted under its own key prefix. */
function authLimiter(limit: keyof AuthRateLimits, keyPrefix: string) {
  @Injectable()
  class AuthLimiter extends IpRateLimiter {
    constructor(@Inject(AUTH_RATE_LIMITS) limits: AuthRateLimits, @Inject(APP_CONFIG) config: AppConfig) {
      super(limits[limit], config, keyPrefix);
    }
  }
  return AuthLimiter;
}

const inMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** How long sign-in stays refused for an address after `security.max_login_attempts` failures in a row. */
export const LOCKOUT_MINUTES = 15;
/** Far above any `max_login_attempts`: the lockout decides with the setting, the limiter only counts. */
const UNCOUNTED = 1_000_000;

/**
 * Failed sign-ins for addresses that have no account, locked exactly like an account's own lockout,
 * so a locked answer never tells an attacker which addresses are registered.
 */
@Injectable()
export class UnknownAccountLockout extends IpRateLimiter {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ points: UNCOUNTED, durationSeconds: LOCKOUT_MINUTES * 60 }, config, 'failed-login-unknown');
  }

  /** When sign-in for this address is refused until, or null. */
  async lockedUntil(email: string): Promise<Date | null> {
    const state = await this.limiter.get(email);
    return state && state.consumedPoints > UNCOUNTED ? new Date(Date.now() + state.msBeforeNext) : null;
  }

  /** Counts one failure; at `maxAttempts` in a row the address is locked, and the end of the lock is returned. */
  async recordFailure(email: string, maxAttempts: number): Promise<Date | null> {
    const verdict = await this.limiter.consume(email).catch((refusal: unknown) => refusal);
    if (!(verdict instanceof RateLimiterRes) || verdict.consumedPoints < maxAttempts) return null;
    await this.limiter.block(email, LOCKOUT_MINUTES * 60);
    return new Date(Date.now() + LOCKOUT_MINUTES * 60_000);
  }
}

export class PasswordResetEmailLimiter extends authLimiter('passwordResetPerEmail', 'password-reset-email') {}

export class PasswordResetIpLimiter extends authLimiter('passwordResetPerIp', 'password-reset-ip') {}

export class FailedLoginLimiter extends authLimiter('failedLoginsPerIp', 'failed-login-ip') {}

export class RegistrationLimiter extends authLimiter('registrationsPerIp', 'registration-ip') {}

/** Wrong second-factor codes per sign-in challenge: past the limit the challenge is over. */
export class TwoFactorChallengeLimiter extends authLimiter('twoFactorPerChallenge', 'two-factor-challenge') {}

/** Wrong second-factor codes per account, across challenges: guessing by starting over is slowed too. */
export class TwoFactorAccountLimiter extends authLimiter('twoFactorPerAccount', 'two-factor-account') {}

export class VerificationMailLimiter extends authLimiter('verificationMailsPerAccount', 'verification-mail') {}

/** New verification links per signed-in account: each request sends a mail and cancels the previous link. */
@Injectable()
export class VerificationMailGuard extends IpRateLimitGuard {
  constructor(limiter: VerificationMailLimiter) {
    super(
      limiter,
      (seconds) => `طلبت روابط تأكيد كثيرة، يرجى المحاولة بعد ${inMinutes(seconds)} دقيقة`,
      (context) => {
        const caller = requestOf(context).user;
        return caller ? `user:${caller.id}` : undefined;
      },
    );
  }
}

const RESET_REFUSAL = (seconds: number) =>
  `طلبات إعادة تعيين كلمة المرور كثيرة، يرجى المحاولة بعد ${inMinutes(seconds)} دقيقة`;

/** Reset mails per address: each request would send a mail and cancel the previous link. */
@Injectable()
export class PasswordResetEmailGuard extends IpRateLimitGuard {
  constructor(limiter: PasswordResetEmailLimiter) {
    super(limiter, RESET_REFUSAL, requestedEmail);
  }
}

@Injectable()
export class PasswordResetIpGuard extends IpRateLimitGuard {
  constructor(limiter: PasswordResetIpLimiter) {
    super(limiter, RESET_REFUSAL);
  }
}

@Injectable()
export class RegistrationRateLimitGuard extends IpRateLimitGuard {
  constructor(limiter: RegistrationLimiter) {
    super(
      limiter,
      (seconds) => `محاولات إنشاء حسابات كثيرة من هذا الجهاز، يرجى المحاولة بعد ${inMinutes(seconds)} دقيقة`,
    );
  }
}

/**
 * Failed sign-ins per IP, whatever addresses they try (the per-account lockout cannot see an attacker
 * spreading guesses over many accounts). Only failures count; past the limit every attempt is refused.
 */
@Injectable()
export class FailedLoginInterceptor implements NestInterceptor {
  constructor(private readonly limiter: FailedLoginLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const ip = callerIp(context)!;
    return from(this.limiter.check(ip)).pipe(
      mergeMap((verdict) => {
        if (!verdict.allowed)
          refuseRequest(
            context,
            this.limiter.keyPrefix,
            verdict.retryAfterSeconds,
            `محاولات دخول خاطئة كثيرة من هذا الجهاز، حاول بعد ${inMinutes(verdict.retryAfterSeconds)} دقيقة`,
          );
        return next.handle();
      }),
      catchError(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'UNAUTHENTICATED') await this.limiter.consume(ip);
        throw error;
      }),
    );
  }
}

export const AUTH_RATE_LIMIT_PROVIDERS = [
  { provide: AUTH_RATE_LIMITS, useValue: DEFAULT_AUTH_RATE_LIMITS },
  PasswordResetEmailLimiter,
  PasswordResetIpLimiter,
  FailedLoginLimiter,
  RegistrationLimiter,
  UnknownAccountLockout,
  VerificationMailLimiter,
  VerificationMailGuard,
  TwoFactorChallengeLimiter,
  TwoFactorAccountLimiter,
  PasswordResetEmailGuard,
  PasswordResetIpGuard,
  RegistrationRateLimitGuard,
  FailedLoginInterceptor,
];
