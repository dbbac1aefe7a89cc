import { ArgsType, Field, IntersectionType as GraphQLIntersection } from '@nestjs/graphql';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Role } from '../../generated/prisma/enums.js';
import { PageArgs, PageQuery } from '../../common/pagination.js';
import { RestInput } from '../../common/validation/rest-input.js';
import { IsText } from '../../common/validation/rules.js';
import { IsUserRole } from '../user-field-rules.js';

const SEARCH =
  'Full name, e-mail or part of the phone number; any case, Arabic letter forms and diacritics ignored (احمد finds أحمد), Arabic-Indic digits read as Latin.';

/** The filters of the back office's user list (`users`, `GET /admin/users`). */
@ArgsType()
export class UserFilter {
  @Field(() => Role, { nullable: true, description: 'Only this role (omit for all).' })
  @ApiPropertyOptional({ enum: Role, enumName: 'Role', description: 'Only this role (omit for all).' })
  @IsOptional()
  @IsUserRole()
  role?: Role;

  @Field(() => String, { nullable: true, description: SEARCH })
  @ApiPropertyOptional({ description: SEARCH })
  @IsOptional()
  @IsText(100)
  search?: string;
}

@ArgsType()
export class UserListArgs extends GraphQLIntersection(UserFilter, PageArgs, ArgsType) {}
export class UserListQuery extends RestInput(IntersectionType(PageQuery, UserFilter)) {}
