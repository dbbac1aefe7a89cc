import { toAccountModel } from '../auth/account.mapper.js';
import { pageModel } from '../common/pagination.js';
import type { UserModel, UserPageModel } from './models/user.model.js';
import type { ManagedUser, UserList } from './users.service.js';

/** A managed user as `User`: the account plus the back office's figures. */
export function toUserModel(user: ManagedUser): UserModel {
  return { ...toAccountModel(user), lastLoginAt: user.lastLoginAt, ordersCount: user.ordersCount };
}

export function toUserPageModel(list: UserList): UserPageModel {
  return { ...pageModel(list.items.map(toUserModel), list.total, list.page), roleCounts: list.roleCounts };
}
