import { toAccountModel, toSessionUserResponse } from '../auth/account.mapper.js';
import { pageModel, restList } from '../common/pagination.js';
import type { CreateUserBody, UpdateUserBody } from './dto/user.body.js';
import type { UserListResponse, UserResponse } from './dto/user.response.js';
import type { UserModel, UserPageModel } from './models/user.model.js';
import type { ManagedUser, NewUser, UserChanges, UserList } from './users.service.js';

/** The REST form's snake_case fields as the service's input. */
export function fromUserBody(body: CreateUserBody): NewUser;
export function fromUserBody(body: UpdateUserBody): UserChanges;
export function fromUserBody(body: CreateUserBody | UpdateUserBody): UserChanges {
  return { email: body.email, fullName: body.full_name, phone: body.phone, password: body.password, role: body.role, isActive: body.is_active };
}

/** A managed user in the REST vocabulary: the session user's fields plus the back office's. */
export function toUserResponse(user: ManagedUser): UserResponse {
  return {
    ...toSessionUserResponse(user),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    orders_count: user.ordersCount,
  };
}

export function toUserListResponse(list: UserList): UserListResponse {
  const body = restList(list.items.map(toUserResponse), list.total, list.page);
  return { ...body, meta: { ...body.meta, role_counts: list.roleCounts } };
}

/** A managed user as the GraphQL `User`. */
export function toUserModel(user: ManagedUser): UserModel {
  return { ...toAccountModel(user), lastLoginAt: user.lastLoginAt, ordersCount: user.ordersCount };
}

export function toUserPageModel(list: UserList): UserPageModel {
  return { ...pageModel(list.items.map(toUserModel), list.total, list.page), roleCounts: list.roleCounts };
}
