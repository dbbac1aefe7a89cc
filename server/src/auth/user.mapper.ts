import type { User } from '../generated/prisma/client.js';

/** The signed-in user in the REST vocabulary of the spec; `is_admin` is `role === 'admin'`. */
export function toSessionUserResponse(user: User) {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    phone: user.phone,
    role: user.role,
    is_active: user.isActive,
    is_admin: user.role === 'admin',
    created_at: user.createdAt.toISOString(),
  };
}
