import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma, User } from '../generated/prisma/client.js';
import { AppError } from '../common/errors/app-error.js';
import { AuthErrors } from './auth-errors.js';
import { USER_SECRETS, type AuthUser, type UserWithoutSecrets } from '../common/auth/auth-user.js';
import { SettingsService } from '../settings/settings.service.js';
import { enqueueMail } from '../mail/mail-outbox.js';
import { emailVerificationMail } from '../mail/mail-templates.js';
import { readSiteName } from '../mail/site-name.js';
import { hashToken, newToken } from './token-hash.js';

const LINK_HOURS = 24;
const NOT_VERIFIED =
  'يرجى تأكيد بريدك الإلكتروني قبل تقديم الطلب. أرسلنا إليك رابط التأكيد، ويمكنك طلب رابط جديد من ملفك الشخصي';

/** Refuses what an unverified account may not do yet (place orders), while the settings ask for verification. */
export function assertEmailVerified(
  account: Pick<User, 'emailVerifiedAt'>,
  security: { require_email_verification: boolean },
) {
  if (!account.emailVerifiedAt && security.require_email_verification)
    throw new AppError('EMAIL_NOT_VERIFIED', NOT_VERIFIED);
}

/**
 * Proves that an account's e-mail address belongs to its owner (`security.require_email_verification`):
 * a one-time link valid 24 hours, sent at registration and on request. Until then the account may sign
 * in and see its profile, but not place orders.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Whether a new account must verify its address. When the setting is off at registration the account
   * is created verified, so turning the setting on later never locks out people who were never asked.
   */
  async required() {
    return (await this.settings.get('security')).require_email_verification;
  }

  /** Mails a new link inside the caller's transaction; the account's earlier links stop working. */
  async sendLink(tx: Prisma.TransactionClient, user: Pick<User, 'id' | 'email' | 'fullName' | 'language'>) {
    const { token, tokenHash } = newToken();
    await tx.emailVerificationToken.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    await tx.emailVerificationToken.create({
      data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + LINK_HOURS * 3_600_000) },
    });
    const siteName = await readSiteName(tx);
    await enqueueMail(
      tx,
      await emailVerificationMail({
        to: user.email,
        language: user.language,
        fullName: user.fullName,
        link: `${this.config.publicUrl}/verify-email?token=${token}`,
        siteName,
      }),
    );
  }

  /** A new link for the signed-in owner; an address already verified gets none. */
  async resend(caller: AuthUser) {
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: caller.id }, omit: USER_SECRETS });
    if (user.emailVerifiedAt) throw AuthErrors.EMAIL_ALREADY_VERIFIED();
    await this.prisma.$transaction((tx) => this.sendLink(tx, user));
  }

  /**
   * Marks the link's account verified; works without a session (the link may be opened on another device).
   * The link is claimed atomically, so of two presentations at once only one succeeds.
   */
  async verify(token: string): Promise<UserWithoutSecrets> {
    const record = await this.prisma.emailVerificationToken.findUnique({
      where: { tokenHash: hashToken(token) },
      select: { id: true, userId: true },
    });
    if (!record) throw AuthErrors.VERIFICATION_LINK_INVALID();
    const now = new Date();
    return this.prisma.$transaction(async (tx) => {
      const claimed = await tx.emailVerificationToken.updateMany({
        where: { id: record.id, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count === 0) throw AuthErrors.VERIFICATION_LINK_INVALID();
      await tx.emailVerificationToken.updateMany({
        where: { userId: record.userId, usedAt: null },
        data: { usedAt: now },
      });
      const user = await tx.user.findUniqueOrThrow({ where: { id: record.userId }, omit: USER_SECRETS });
      return user.emailVerifiedAt
        ? user
        : tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now }, omit: USER_SECRETS });
    });
  }
}
