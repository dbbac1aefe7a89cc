import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { toPage } from '../common/pagination.js';
import { UsersService } from './users.service.js';
import { CreateUserBody, UpdateUserBody } from './dto/user.body.js';
import { UserListQuery } from './dto/user-list.query.js';
import { UserEnvelope, UserListResponse } from './dto/user.response.js';
import { UserIdPipe } from './dto/user-id.pipe.js';
import { toUserListResponse, toUserResponse } from './user.mapper.js';

@ApiTags('admin: users')
@Controller('admin/users')
@Auth('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOkResponse({ type: UserListResponse })
  async list(@Query() query: UserListQuery) {
    return toUserListResponse(await this.users.list({ role: query.role, search: query.search }, toPage(query)));
  }

  @Post()
  @ApiCreatedResponse({ type: UserEnvelope })
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateUserBody) {
    const user = await this.users.create(caller, {
      email: body.email,
      fullName: body.full_name,
      phone: body.phone,
      password: body.password,
      role: body.role,
      isActive: body.is_active,
    });
    return { data: toUserResponse(user) };
  }

  @Put(':id')
  @ApiOkResponse({ type: UserEnvelope })
  async update(@CurrentUser() caller: AuthUser, @Param('id', UserIdPipe) id: number, @Body() body: UpdateUserBody) {
    const user = await this.users.update(caller, id, {
      email: body.email,
      fullName: body.full_name,
      phone: body.phone,
      password: body.password,
      role: body.role,
      isActive: body.is_active,
    });
    return { data: toUserResponse(user) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Deleted. The user's orders stay, without an owner. Not yourself, not the last active admin." })
  async delete(@CurrentUser() caller: AuthUser, @Param('id', UserIdPipe) id: number) {
    await this.users.delete(caller, id);
  }
}
