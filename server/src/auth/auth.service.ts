import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import type { User } from '../generated/prisma/client.js';
import type { Language } from '../generated/prisma/enums.js';
import { AuthErrors } from './auth-errors.js';
import { USER_SECRETS, type AuthUser } from '../common/auth/auth-user.js';
import { SettingsService } from '../settings/settings.service.js';
import { BackgroundTasks } from '../common/background-tasks.js';
import { enqueueMail } from '../mail/mail-outbox.js';
import { passwordResetMail } from '../mail/mail-templates.js';
import { readSiteName } from '../mail/site-name.js';
import { hashPassword, verifyPassword } from './password.js';
import { checkPasswordLength } from './password-policy.js';
import { revokeRefreshTokens } from './refresh-tokens.js';
import { SessionService, type Session } from './session.service.js';
import { LOCKOUT_MINUTES, UnknownAccountLockout } from './auth-rate-limits.js';
import { hashToken, newToken } from './token-hash.js';
import { EmailVerificationService } from './email-verification.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { isUniqueViolation } from '../common/errors/prisma-errors.js';

const RESET_TOKEN_MINUTES = 60;
/** Verified when the e-mail is unknown, so a wrong address takes as long as a wrong password. */
const UNKNOWN_USER_HASH = hashPassword(randomBytes(16).toString('hex'));

export type RegisterInput = {
  email: string;
  password: string;
  fullName: string;
  phone: string;
  language?: Language | null;
};
export type ProfileInput = { fullName?: string; phone?: string | null; language?: Language | null };

/** Accounts: register, log in, profile, password change and reset; sessions come from SessionService. */
@Injectable()
export class AuthService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sessions: SessionService,
    private readonly settings: SettingsService,
    private readonly unknownAccounts: UnknownAccountLockout,
    private readonly background: BackgroundTasks,
    private readonly verification: EmailVerificationService,
    private readonly twoFactor: TwoFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Always creates a client, whatever role the caller asked for; its session is not remembered. When
   * the settings ask for it, the address must then be verified through the link mailed here.
   */
  async register(input: RegisterInput): Promise<Session> {
    await checkPasswordLength(this.settings, input.password, 'password');
    const existing = await this.prisma.user.findUnique({ where: { email: input.email }, select: { id: true } });
    if (existing) throw AuthErrors.EMAIL_TAKEN();
    const [mustVerify, passwordHash] = await Promise.all([this.verification.required(), hashPassword(input.password)]);
    try {
      const user = await this.prisma.$transaction(async (tx) => {
        const created = await tx.user.create({
          data: {
            email: input.email,
            fullName: input.fullName,
            phone: input.phone,
            passwordHash,
            role: 'client',
            language: input.language ?? 'ar',
            emailVerifiedAt: mustVerify ? null : new Date(),
          },
          omit: USER_SECRETS,
        });
        if (mustVerify) await this.verification.sendLink(tx, created);
        return created;
      });
      return await this.sessions.start(user, false);
    } catch (error) {
      // Another registration with the same address won the race since the check above.
      if (isUniqueViolation(error, 'email')) throw AuthErrors.EMAIL_TAKEN();
      throw error;
    }
  }

  async login(email: string, password: string, remember: boolean): Promise<Session> {
    const user = await this.prisma.user.findUnique({ where: { email } });
    if (!user) return this.refuseUnknownAccount(email, password);
    if (user.lockedUntil && user.lockedUntil > new Date()) throw this.lockedError(user.lockedUntil);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.recordFailedLogin(user);
      throw AuthErrors.INVALID_CREDENTIALS();
    }
    if (!user.isActive) throw AuthErrors.ACCOUNT_DISABLED();
    if (user.twoFactorEnabledAt) {
      // The password was right: the lockout count starts over, and the second step decides.
      await this.prisma.user.update({
        where: { id: user.id },
        data: { failedLoginCount: 0, lockedUntil: null },
        select: { id: true },
      });
      throw await this.twoFactor.challengeFor(user, remember);
    }
    return this.startSignedIn(user, remember);
  }

  /** The second step of a sign-in with two-factor: a code from the app or a recovery code. */
  async completeTwoFactorLogin(challengeToken: string, code: string): Promise<Session> {
    const { user, remember } = await this.twoFactor.completeSignIn(challengeToken, code);
    return this.startSignedIn(user, remember);
  }

  private async startSignedIn(user: Pick<User, 'id'>, remember: boolean) {
    const signedIn = await this.prisma.user.update({
      where: { id: user.id },
      data: { failedLoginCount: 0, lockedUntil: null, lastLoginAt: new Date() },
      omit: USER_SECRETS,
    });
    return this.sessions.start(signedIn, remember);
  }

  /** Answers exactly as for an account with a wrong password: the same time, the same lockout. */
  private async refuseUnknownAccount(email: string, password: string): Promise<never> {
    const lockedUntil = await this.unknownAccounts.lockedUntil(email);
    if (lockedUntil) throw this.lockedError(lockedUntil);
    await verifyPassword(await UNKNOWN_USER_HASH, password);
    const { max_login_attempts } = await this.settings.get('security');
    const lockEnds = await this.unknownAccounts.recordFailure(email, max_login_attempts);
    if (lockEnds) throw this.lockedError(lockEnds);
    throw AuthErrors.INVALID_CREDENTIALS();
  }

  /** After `security.max_login_attempts` failures in a row the account is locked for a while. */
  private async recordFailedLogin(user: User) {
    const { max_login_attempts } = await this.settings.get('security');
    const failures = user.failedLoginCount + 1;
    const lock = failures >= max_login_attempts;
    await this.prisma.user.update({
      where: { id: user.id },
      data: lock
        ? { failedLoginCount: 0, lockedUntil: new Date(Date.now() + LOCKOUT_MINUTES * 60_000) }
        : { failedLoginCount: failures },
      select: { id: true },
    });
    if (lock) throw this.lockedError(new Date(Date.now() + LOCKOUT_MINUTES * 60_000));
  }

  private lockedError(until: Date) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
    return AuthErrors.ACCOUNT_LOCKED({
      message: {
        ar: `تم إيقاف تسجيل الدخول مؤقتاً بسبب محاولات خاطئة متكررة. حاول بعد ${minutes} دقيقة`,
        tr: `Tekrarlanan hatalı denemeler nedeniyle giriş geçici olarak durduruldu. ${minutes} dakika sonra tekrar deneyin`,
        en: `Sign-in has been paused after repeated failed attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
      },
    });
  }

  /** The caller's account as the token check read it, in the same statement. */
  me(caller: AuthUser) {
    return caller.account;
  }

  updateProfile(caller: AuthUser, input: ProfileInput) {
    return this.prisma.user.update({
      where: { id: caller.id },
      data: { fullName: input.fullName, phone: input.phone, language: input.language ?? undefined },
      omit: USER_SECRETS,
    });
  }

  /** Every session ends (token version, refresh tokens); the caller gets a fresh one, not remembered, to stay signed in. */
  async changePassword(caller: AuthUser, currentPassword: string, newPassword: string): Promise<Session> {
    const user = await this.prisma.user.findUniqueOrThrow({
      where: { id: caller.id },
      select: { id: true, passwordHash: true },
    });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw AuthErrors.INVALID_PASSWORD({
        field: 'currentPassword',
        message: {
          ar: 'كلمة المرور الحالية غير صحيحة',
          tr: 'Mevcut şifre hatalı',
          en: 'The current password is incorrect',
        },
      });
    }
    await checkPasswordLength(this.settings, newPassword, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    const [updated] = await this.prisma.$transaction([
      this.prisma.user.update({
        where: { id: user.id },
        data: { passwordHash, tokenVersion: { increment: 1 } },
        omit: USER_SECRETS,
      }),
      revokeRefreshTokens(this.prisma, user.id),
    ]);
    return this.sessions.start(updated, false);
  }

  /**
   * Answers at once, the same whether or not the address exists: the link is made and mailed after the
   * answer, so its duration cannot tell the caller that the address has an account.
   */
  forgotPassword(email: string) {
    this.background.run('password reset mail', () => this.sendPasswordReset(email));
  }

  /** Only an active account gets a link; a new link cancels the earlier ones. */
  private async sendPasswordReset(email: string) {
    const user = await this.prisma.user.findUnique({ where: { email }, omit: USER_SECRETS });
    if (!user || !user.isActive) return;
    const { token, tokenHash } = newToken();
    const mail = await passwordResetMail({
      to: user.email,
      language: user.language,
      fullName: user.fullName,
      link: `${this.config.publicUrl}/reset-password?token=${token}`,
      siteName: await readSiteName(this.prisma),
    });
    await this.prisma.$transaction(async (tx) => {
      await tx.passwordResetToken.updateMany({
        where: { userId: user.id, usedAt: null },
        data: { usedAt: new Date() },
      });
      await tx.passwordResetToken.create({
        data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000) },
      });
      await enqueueMail(tx, mail);
    });
  }

  async resetPassword(token: string, newPassword: string) {
    const record = await this.prisma.passwordResetToken.findUnique({
      where: { tokenHash: hashToken(token) },
      include: { user: { select: { isActive: true } } },
    });
    if (!record || record.usedAt || record.expiresAt < new Date() || !record.user.isActive) {
      throw AuthErrors.RESET_LINK_INVALID();
    }
    await checkPasswordLength(this.settings, newPassword, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    await this.prisma.$transaction([
      this.prisma.passwordResetToken.update({ where: { id: record.id }, data: { usedAt: new Date() } }),
      this.prisma.user.update({
        where: { id: record.userId },
        data: { passwordHash, tokenVersion: { increment: 1 }, failedLoginCount: 0, lockedUntil: null },
        select: { id: true },
      }),
      revokeRefreshTokens(this.prisma, record.userId),
    ]);
  }
}
