import { toAccountModel, toSessionUserResponse } from '../auth/account.mapper.js';
import { pageModel, restList } from '../common/pagination.js';
import type { UserListResponse, UserResponse } from './dto/user.response.js';
import type { UserModel, UserPageModel } from './models/user.model.js';
import type { ManagedUser, UserList } from './users.service.js';

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
