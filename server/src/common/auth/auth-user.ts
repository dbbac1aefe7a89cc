import type { Role, User } from '../../generated/prisma/client.js';

/** Who is calling: what the JWT strategy puts on the request after checking the account. */
export type AuthUser = { id: number; email: string; fullName: string; role: Role };

export const toAuthUser = (user: User): AuthUser => ({ id: user.id, email: user.email, fullName: user.fullName, role: user.role });

export const isBackOffice = (user: AuthUser) => user.role === 'admin' || user.role === 'staff';
