import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma, User } from '../generated/prisma/client.js';
import { AppError } from '../common/errors/app-error.js';
import { isUniqueViolation } from '../common/errors/prisma-errors.js';
import { AuthErrors } from './auth-errors.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { readSiteName } from '../mail/site-name.js';
import { verifyPassword } from './password.js';
import { hashToken } from './token-hash.js';
import { clearTwoFactor } from './two-factor-reset.js';
import { TwoFactorAccountLimiter, TwoFactorChallengeLimiter } from './auth-rate-limits.js';

const PERIOD_SECONDS = 30;
const CHALLENGE_MINUTES = 5;
const RECOVERY_CODE_COUNT = 10;
const CHALLENGE_AUDIENCE = 'two-factor-challenge';
export const ENTER_CODE = 'أدخل رمز التحقق من تطبيق المصادقة لإكمال تسجيل الدخول';

type Challenge = { sub: number; ver: number; rem: boolean; jti: string };

/** A recovery code as people copy it: ten letters and digits in two groups, e.g. `k3q9x-7mz2p`. */
function newRecoveryCode() {
  const raw = randomBytes(8)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(10, '7')
    .slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}
const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, '');

/**
 * Two-factor sign-in with time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 seconds, the
 * parameters every authenticator app reads from the QR code) and ten one-time recovery codes.
 *
 * The secret is stored as the apps store it (base32, readable by the database's owner): it must be
 * readable to check codes, and encrypting it with a key kept beside the database would protect nothing
 * the database's own access rules do not. Recovery codes are high-entropy, so a SHA-256 hash suffices.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jwt: JwtService,
    private readonly challengeLimiter: TwoFactorChallengeLimiter,
    private readonly accountLimiter: TwoFactorAccountLimiter,
  ) {}

  private async totp(email: string, secret: string, db: Prisma.TransactionClient = this.prisma) {
    const issuer = await readSiteName(db);
    return new OTPAuth.TOTP({
      issuer,
      label: email,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
  }

  /** A new secret to scan; it takes effect only once confirmed with a code from the app. */
  async startSetup(caller: AuthUser) {
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await this.prisma.user.update({
      where: { id: caller.id },
      data: { twoFactorPendingSecret: secret },
      select: { id: true },
    });
    const otpauthUrl = (await this.totp(caller.email, secret)).toString();
    return { secret, otpauthUrl, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }) };
  }

  /** Turns two-factor sign-in on with the pending secret; answers the recovery codes, shown this once. */
  async confirmSetup(caller: AuthUser, code: string) {
    const user = await this.prisma.user.findUniqueOrThrow({
      where: { id: caller.id },
      select: { id: true, email: true, twoFactorPendingSecret: true },
    });
    if (!user.twoFactorPendingSecret) throw AuthErrors.TWO_FACTOR_NOT_STARTED();
    const step = await this.matchingStep(user.email, user.twoFactorPendingSecret, code);
    if (step === undefined) throw AuthErrors.INVALID_CODE({ field: 'code' });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.prisma.$transaction([
      this.prisma.user.update({
        where: { id: user.id },
        data: {
          twoFactorSecret: user.twoFactorPendingSecret,
          twoFactorPendingSecret: null,
          twoFactorEnabledAt: new Date(),
          twoFactorLastStep: step,
        },
        select: { id: true },
      }),
      this.prisma.recoveryCode.deleteMany({ where: { userId: user.id } }),
      this.prisma.recoveryCode.createMany({ data: codes.map((c) => ({ userId: user.id, codeHash: hashToken(c) })) }),
    ]);
    return codes;
  }

  /** Turns it off; the account's password proves it is the owner and not someone at an unlocked screen. */
  async disable(caller: AuthUser, password: string) {
    const user = await this.prisma.user.findUniqueOrThrow({
      where: { id: caller.id },
      select: { id: true, passwordHash: true },
    });
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw AuthErrors.INVALID_PASSWORD({ field: 'password' });
    }
    await this.prisma.$transaction((tx) => clearTwoFactor(tx, user.id));
  }

  /** New recovery codes (the old ones stop working), confirmed with a code from the app. */
  async regenerateRecoveryCodes(caller: AuthUser, code: string) {
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: caller.id } });
    if (!user.twoFactorSecret) throw AuthErrors.TWO_FACTOR_OFF();
    await this.checkAppCode(user, code);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.prisma.$transaction([
      this.prisma.recoveryCode.deleteMany({ where: { userId: user.id } }),
      this.prisma.recoveryCode.createMany({ data: codes.map((c) => ({ userId: user.id, codeHash: hashToken(c) })) }),
    ]);
    return codes;
  }

  /** The refusal that carries the password step's proof to the second step: short-lived and bound to this sign-in. */
  async challengeFor(user: User, remember: boolean): Promise<AppError> {
    const payload: Challenge = { sub: user.id, ver: user.tokenVersion, rem: remember, jti: randomUUID() };
    const challengeToken = await this.jwt.signAsync(payload, {
      expiresIn: CHALLENGE_MINUTES * 60,
      audience: CHALLENGE_AUDIENCE,
    });
    return new AppError('TWO_FACTOR_REQUIRED', ENTER_CODE, undefined, {
      challenge_token: challengeToken,
      expires_in: CHALLENGE_MINUTES * 60,
    });
  }

  /**
   * The second step: a code from the app (each accepted once) or an unused recovery code. Five wrong
   * codes end the challenge; ten an account in fifteen minutes stop all attempts for a while.
   */
  async completeSignIn(challengeToken: string, code: string): Promise<{ user: User; remember: boolean }> {
    const challenge = await this.jwt
      .verifyAsync<Challenge & { exp: number }>(challengeToken, { audience: CHALLENGE_AUDIENCE })
      .catch(() => undefined);
    if (!challenge) throw AuthErrors.CHALLENGE_ENDED();
    for (const [limiter, key] of [
      [this.challengeLimiter, challenge.jti],
      [this.accountLimiter, `user:${challenge.sub}`],
    ] as const) {
      const verdict = await limiter.check(key);
      if (!verdict.allowed) {
        throw limiter === this.challengeLimiter
          ? AuthErrors.CHALLENGE_ENDED()
          : this.tooManyCodes(Math.ceil(verdict.retryAfterSeconds / 60));
      }
    }
    const user = await this.prisma.user.findUnique({ where: { id: challenge.sub } });
    if (!user || !user.isActive || user.tokenVersion !== challenge.ver || !user.twoFactorSecret)
      throw AuthErrors.CHALLENGE_ENDED();
    try {
      await this.prisma.$transaction(async (tx) => {
        await this.spendChallenge(tx, challenge);
        await this.checkAppCode(user, code, true, tx);
      });
    } catch (error) {
      if (error instanceof AppError && error.reason === 'INVALID_CODE') {
        await Promise.all([
          this.challengeLimiter.consume(challenge.jti),
          this.accountLimiter.consume(`user:${challenge.sub}`),
        ]);
      }
      throw error;
    }
    return { user, remember: challenge.rem };
  }

  /**
   * Marks the challenge used, in the sign-in's transaction (a wrong code rolls it back): a challenge is spent
   * by its success, so its token cannot sign in again with another code. The row is in the database, not in
   * memory, so every replica refuses it; a second sign-in racing this one waits on the row and is refused.
   */
  private async spendChallenge(tx: Prisma.TransactionClient, challenge: Challenge & { exp: number }) {
    await tx.spentSignInChallenge.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    try {
      await tx.spentSignInChallenge.create({ data: { id: challenge.jti, expiresAt: new Date(challenge.exp * 1000) } });
    } catch (error) {
      if (isUniqueViolation(error)) throw AuthErrors.CHALLENGE_ENDED();
      throw error;
    }
  }

  /** Accepts a code from the app not used before (or, when allowed, an unused recovery code, which is then spent). */
  private async checkAppCode(
    user: User,
    code: string,
    recoveryAllowed = false,
    db: Prisma.TransactionClient = this.prisma,
  ) {
    const digits = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = await this.matchingStep(user.email, user.twoFactorSecret!, digits, db);
      if (step !== undefined && step > (user.twoFactorLastStep ?? -1)) {
        // Claimed atomically: the same code sent twice at once passes only once.
        const claimed = await db.user.updateMany({
          where: { id: user.id, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
          data: { twoFactorLastStep: step },
        });
        if (claimed.count === 1) return;
      }
    } else if (recoveryAllowed) {
      const used = await db.recoveryCode.updateMany({
        where: { userId: user.id, codeHash: hashToken(normaliseRecoveryCode(code)), usedAt: null },
        data: { usedAt: new Date() },
      });
      if (used.count === 1) return;
    }
    throw AuthErrors.INVALID_CODE({ field: 'code' });
  }

  /** The time step the code belongs to (now, or one step either side for a clock a little off), or undefined. */
  private async matchingStep(email: string, secret: string, code: string, db: Prisma.TransactionClient = this.prisma) {
    const totp = await this.totp(email, secret, db);
    const delta = totp.validate({ token: code.replace(/\s+/g, ''), window: 1 });
    return delta === null ? undefined : Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
  }

  private tooManyCodes(minutes: number) {
    return AuthErrors.TOO_MANY_CODES({
      message: {
        ar: `محاولات تحقق خاطئة كثيرة، حاول بعد ${minutes} دقيقة`,
        tr: `Çok fazla hatalı doğrulama denemesi. ${minutes} dakika sonra tekrar deneyin`,
        en: `Too many incorrect verification attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
      },
    });
  }
}
