import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Role } from '../../generated/prisma/enums.js';
import { PageQuery } from '../../common/pagination.js';
import { IsText } from '../../common/validation/rules.js';
import { IsUserRole } from '../user-field-rules.js';

export class UserListQuery extends PageQuery {
  @ApiPropertyOptional({ enum: Role, enumName: 'Role', description: 'Only this role (omit for all).' })
  @IsOptional()
  @IsUserRole()
  role?: Role;

  @ApiPropertyOptional({ description: 'Full name or e-mail (case-insensitive), or part of the phone number.' })
  @IsOptional()
  @IsText(100)
  search?: string;
}
