import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Role } from '../../generated/prisma/enums.js';
import { IsEmailAddress, IsFullName, IsInternationalPhone, IsPasswordText } from '../../common/validation/rules.js';
import { EmptyMeansNone, EmptyMeansUnchanged, IsActiveFlag, IsUserRole } from '../user-field-rules.js';

const PHONE = { type: String, nullable: true, example: '+905321234567', description: "International form with + and country code; '' or null for none." };
const PASSWORD = 'At least security.password_min_length characters.';

export class CreateUserBody {
  @ApiProperty({ example: 'staff@example.com' }) @IsEmailAddress() email: string;
  @ApiProperty({ example: 'ليلى حداد' }) @IsFullName() full_name: string;
  @ApiPropertyOptional(PHONE) @IsOptional() @IsInternationalPhone() @EmptyMeansNone() phone?: string | null;
  @ApiProperty({ description: PASSWORD }) @IsPasswordText() password: string;
  @ApiPropertyOptional({ enum: Role, enumName: 'Role', default: Role.client }) @IsOptional() @IsUserRole() role?: Role;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsActiveFlag() is_active?: boolean;
}

/** Only the fields sent change; `{ is_active }` alone is the card's toggle. */
export class UpdateUserBody {
  @ApiPropertyOptional() @IsOptional() @IsEmailAddress() email?: string;
  @ApiPropertyOptional() @IsOptional() @IsFullName() full_name?: string;
  @ApiPropertyOptional(PHONE) @IsOptional() @IsInternationalPhone() @EmptyMeansNone() phone?: string | null;
  @ApiPropertyOptional({ description: `${PASSWORD} Empty or absent keeps the current password.` })
  @IsOptional()
  @IsPasswordText()
  @EmptyMeansUnchanged()
  password?: string;
  @ApiPropertyOptional({ enum: Role, enumName: 'Role' }) @IsOptional() @IsUserRole() role?: Role;
  @ApiPropertyOptional() @IsOptional() @IsActiveFlag() is_active?: boolean;
}
