import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import type { Language, Role } from '../generated/prisma/enums.js';
import { UserErrors } from './user-errors.js';
import { isUniqueViolation } from '../common/errors/prisma-errors.js';
import { USER_SECRETS, type AuthUser, type UserWithoutSecrets } from '../common/auth/auth-user.js';
import type { Localized } from '../common/i18n/languages.js';
import { type Page, pageArgs } from '../common/pagination.js';
import { recordAudit } from '../audit/audit.js';
import { SettingsService } from '../settings/settings.service.js';
import { hashPassword } from '../auth/password.js';
import { checkPasswordLength } from '../auth/password-policy.js';
import { revokeRefreshTokens } from '../auth/refresh-tokens.js';
import { holdAdvisoryLock } from '../database/advisory-locks.js';
import { clearTwoFactor } from '../auth/two-factor-reset.js';
import { searchTerms } from '../common/search-text.js';

export type UserFilter = { role?: Role; search?: string };
export type NewUser = {
  email: string;
  fullName: string;
  phone?: string | null;
  password: string;
  role?: Role | null;
  language?: Language | null;
  isActive?: boolean | null;
};
/** Absent fields stay as they are; so does null, except for the phone, where null removes it. */
export type UserChanges = {
  email?: string | null;
  fullName?: string | null;
  phone?: string | null;
  password?: string | null;
  role?: Role | null;
  language?: Language | null;
  isActive?: boolean | null;
};
export type ManagedUser = UserWithoutSecrets & { ordersCount: number };
export type RoleCounts = Record<Role | 'all', number>;
export type UserList = { items: ManagedUser[]; total: number; roleCounts: RoleCounts; page: Page };

/** Full name, e-mail or phone, through their normalised copy (see common/search-text.ts) and its trigram index. */
function searchWhere(search?: string): Prisma.UserWhereInput {
  const terms = searchTerms(search);
  return terms.length ? { OR: terms.map((term) => ({ searchText: { contains: term } })) } : {};
}

/** The back office's user management (admins only): list, create, edit, activate or deactivate, delete. */
@Injectable()
export class UsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly settings: SettingsService,
  ) {}

  /** Newest first, each with its order count; `roleCounts` are for the search alone, for the screen's role tabs. */
  async list(filter: UserFilter, page: Page): Promise<UserList> {
    const search = searchWhere(filter.search);
    const [byRole, users] = await Promise.all([
      this.prisma.user.groupBy({ by: ['role'], where: search, _count: { _all: true } }),
      this.prisma.user.findMany({
        where: { ...search, role: filter.role },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        omit: USER_SECRETS,
        ...pageArgs(page),
      }),
    ]);
    const roleCounts: RoleCounts = { all: 0, admin: 0, staff: 0, client: 0, partner: 0 };
    for (const group of byRole) {
      roleCounts[group.role] = group._count._all;
      roleCounts.all += group._count._all;
    }
    const counts = await this.ordersCounts(users.map((user) => user.id));
    return {
      items: users.map((user) => ({ ...user, ordersCount: counts.get(user.id) ?? 0 })),
      total: roleCounts[filter.role ?? 'all'],
      roleCounts,
      page,
    };
  }

  /** One grouped query for any number of users. */
  private async ordersCounts(userIds: number[]) {
    if (userIds.length === 0) return new Map<number, number>();
    const groups = await this.prisma.order.groupBy({
      by: ['userId'],
      where: { userId: { in: userIds } },
      _count: { _all: true },
    });
    return new Map(groups.map((group) => [group.userId!, group._count._all]));
  }

  async create(caller: AuthUser, input: NewUser): Promise<ManagedUser> {
    await checkPasswordLength(this.settings, input.password, 'password');
    const passwordHash = await hashPassword(input.password);
    return this.refuseDuplicateEmail(() =>
      this.prisma.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: {
            email: input.email,
            fullName: input.fullName,
            phone: input.phone ?? null,
            passwordHash,
            role: input.role ?? 'client',
            language: input.language ?? 'ar',
            // The office vouches for an address it enters itself.
            emailVerifiedAt: new Date(),
            isActive: input.isActive ?? true,
          },
          omit: USER_SECRETS,
        });
        await recordAudit(tx, {
          actor: caller,
          action: 'user.create',
          entityType: 'user',
          entityId: user.id,
          details: { email: user.email, role: user.role, is_active: user.isActive },
        });
        return { ...user, ordersCount: 0 };
      }),
    );
  }

  /**
   * Changes only the fields given; a password only when one is given. Deactivating the user or
   * setting their password ends their sessions at once (token version and refresh tokens).
   */
  async update(caller: AuthUser, id: number, changes: UserChanges): Promise<ManagedUser> {
    const password = changes.password ?? undefined;
    if (password !== undefined) await checkPasswordLength(this.settings, password, 'password');
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    return this.refuseDuplicateEmail(() =>
      this.prisma.$transaction(async (tx) => {
        await holdAdvisoryLock(tx, 'adminChanges');
        const current = await tx.user.findUnique({ where: { id }, omit: USER_SECRETS });
        if (!current) throw UserErrors.USER_NOT_FOUND();
        const deactivating = current.isActive && changes.isActive === false;
        const demoting = current.role === 'admin' && changes.role != null && changes.role !== 'admin';
        if (id === caller.id && deactivating) throw UserErrors.SELF_DEACTIVATION();
        if (id === caller.id && demoting) throw UserErrors.SELF_DEMOTION();
        if (deactivating || demoting) await this.ensureAnotherActiveAdmin(tx, current);
        const endsSessions = deactivating || passwordHash !== undefined;
        const user = await tx.user.update({
          where: { id },
          data: {
            email: changes.email ?? undefined,
            fullName: changes.fullName ?? undefined,
            phone: changes.phone,
            role: changes.role ?? undefined,
            language: changes.language ?? undefined,
            isActive: changes.isActive ?? undefined,
            passwordHash,
            tokenVersion: endsSessions ? { increment: 1 } : undefined,
          },
          omit: USER_SECRETS,
        });
        if (endsSessions) await revokeRefreshTokens(tx, id);
        await recordAudit(tx, {
          actor: caller,
          action: 'user.update',
          entityType: 'user',
          entityId: id,
          details: { changes: describeChanges(current, user), password_changed: passwordHash !== undefined },
        });
        return { ...user, ordersCount: await tx.order.count({ where: { userId: id } }) };
      }),
    );
  }

  /** Turns a user's second factor off (a lost phone); they sign in with the password alone until they set it up again. */
  async resetTwoFactor(caller: AuthUser, id: number): Promise<ManagedUser> {
    return this.prisma.$transaction(async (tx) => {
      const user = await tx.user.findUnique({ where: { id }, omit: USER_SECRETS });
      if (!user) throw UserErrors.USER_NOT_FOUND();
      const reset = await clearTwoFactor(tx, id);
      await recordAudit(tx, {
        actor: caller,
        action: 'user.two_factor_reset',
        entityType: 'user',
        entityId: id,
        details: { email: user.email, was_enabled: user.twoFactorEnabledAt !== null },
      });
      return { ...reset, ordersCount: await tx.order.count({ where: { userId: id } }) };
    });
  }

  /** The user's orders stay, without an owner (their contact snapshot keeps who ordered); their refresh tokens go with them. */
  async delete(caller: AuthUser, id: number): Promise<void> {
    if (id === caller.id) throw UserErrors.SELF_DELETION();
    await this.prisma.$transaction(async (tx) => {
      await holdAdvisoryLock(tx, 'adminChanges');
      const user = await tx.user.findUnique({ where: { id }, omit: USER_SECRETS });
      if (!user) throw UserErrors.USER_NOT_FOUND();
      await this.ensureAnotherActiveAdmin(tx, user, {
        ar: 'لا يمكن حذف آخر مدير نشط',
        tr: 'Son etkin yönetici silinemez',
        en: 'The last active administrator cannot be deleted',
      });
      await tx.user.delete({ where: { id }, select: { id: true } });
      await recordAudit(tx, {
        actor: caller,
        action: 'user.delete',
        entityType: 'user',
        entityId: id,
        details: { email: user.email, role: user.role },
      });
    });
  }

  /** Refuses to take away the last active admin; holds only under ADMIN_CHANGES_LOCK. */
  private async ensureAnotherActiveAdmin(tx: Prisma.TransactionClient, user: UserWithoutSecrets, message?: Localized) {
    if (user.role !== 'admin' || !user.isActive) return;
    const others = await tx.user.count({ where: { role: 'admin', isActive: true, id: { not: user.id } } });
    if (others === 0) throw UserErrors.LAST_ADMIN({ message });
  }

  /** E-mails are stored lower-cased, so the unique index catches the same address in any case. */
  private async refuseDuplicateEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw UserErrors.EMAIL_TAKEN();
      throw error;
    }
  }
}

const AUDITED_FIELDS = ['email', 'fullName', 'phone', 'role', 'language', 'isActive'] as const;

/** What an edit changed, for the audit log (never the password). */
function describeChanges(before: UserWithoutSecrets, after: UserWithoutSecrets) {
  const changes: Record<string, { from: string | boolean | null; to: string | boolean | null }> = {};
  for (const field of AUDITED_FIELDS) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}
