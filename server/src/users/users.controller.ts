import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser } from '../common/auth/auth.decorators.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { toPage } from '../common/pagination.js';
import { UsersService } from './users.service.js';
import { CreateUserBody, UpdateUserBody } from './dto/user.input.js';
import { UserListQuery } from './dto/user-list.query.js';
import { UserIdPipe } from './dto/user-id.pipe.js';
import { toUserModel, toUserPageModel } from './managed-user.mapper.js';
import { RestOutput, toRest, toRestPage } from '../common/output/rest-output.js';
import { ApiData, ApiPage } from '../common/openapi/api-responses.js';
import { UserModel, UserPageModel } from './models/user.model.js';

@ApiTags('admin: users')
@Controller('admin/users')
@Auth('admin')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiPage(UserPageModel)
  async list(@Query() query: UserListQuery) {
    return toRestPage(
      UserPageModel,
      toUserPageModel(await this.users.list({ role: query.role, search: query.search }, toPage(query))),
    );
  }

  @Post()
  @ApiData(RestOutput(UserModel), { status: 201 })
  @ApiBadRequestResponse({ description: 'The e-mail is already registered.' })
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateUserBody) {
    return { data: toRest(UserModel, toUserModel(await this.users.create(caller, body))) };
  }

  @Put(':id')
  @ApiData(RestOutput(UserModel))
  @ApiBadRequestResponse({
    description: "The e-mail is another user's, or an admin tried to deactivate or demote themself.",
  })
  @ApiNotFoundResponse({ description: 'No such user.' })
  @ApiConflictResponse({ description: 'It would leave no active admin.' })
  async update(@CurrentUser() caller: AuthUser, @Param('id', UserIdPipe) id: number, @Body() body: UpdateUserBody) {
    return { data: toRest(UserModel, toUserModel(await this.users.update(caller, id, body))) };
  }

  @Delete(':id/two-factor')
  @ApiData(RestOutput(UserModel), {
    description:
      "The user's second factor is off (recorded in the audit log); they sign in with the password alone until they set it up again.",
  })
  @ApiNotFoundResponse({ description: 'No such user.' })
  async resetTwoFactor(@CurrentUser() caller: AuthUser, @Param('id', UserIdPipe) id: number) {
    return { data: toRest(UserModel, toUserModel(await this.users.resetTwoFactor(caller, id))) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: "Deleted. The user's orders stay, without an owner." })
  @ApiBadRequestResponse({ description: 'An admin cannot delete themself.' })
  @ApiNotFoundResponse({ description: 'No such user.' })
  @ApiConflictResponse({ description: 'It is the last active admin.' })
  async delete(@CurrentUser() caller: AuthUser, @Param('id', UserIdPipe) id: number) {
    await this.users.delete(caller, id);
  }
}
