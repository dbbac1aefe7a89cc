import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { Role } from '../../generated/prisma/enums.js';
import { PageArgs } from '../../common/pagination.js';
import { IsEmailAddress, IsFullName, IsInternationalPhone, IsPasswordText, IsText } from '../../common/validation/rules.js';
import { EmptyMeansNone, EmptyMeansUnchanged, IsActiveFlag, IsUserRole } from '../user-field-rules.js';

@ArgsType()
export class UserListArgs extends PageArgs {
  @Field(() => Role, { nullable: true, description: 'Only this role (omit for all).' })
  @IsOptional()
  @IsUserRole()
  role?: Role;

  @Field(() => String, { nullable: true, description: 'Full name or e-mail (case-insensitive), or part of the phone number.' })
  @IsOptional()
  @IsText(100)
  search?: string;
}

@InputType()
export class CreateUserInput {
  @Field() @IsEmailAddress() email: string;
  @Field() @IsFullName() fullName: string;
  @Field(() => String, { nullable: true, description: "International form with + and country code; '' or null for none." })
  @IsOptional()
  @IsInternationalPhone()
  @EmptyMeansNone()
  phone?: string | null;
  @Field({ description: 'At least security.password_min_length characters.' }) @IsPasswordText() password: string;
  @Field(() => Role, { nullable: true, defaultValue: Role.client }) @IsOptional() @IsUserRole() role?: Role;
  @Field({ nullable: true, defaultValue: true }) @IsOptional() @IsActiveFlag() isActive?: boolean;
}

/** Only the fields given change; `{ isActive }` alone is the card's toggle. */
@InputType()
export class UpdateUserInput {
  @Field({ nullable: true }) @IsOptional() @IsEmailAddress() email?: string;
  @Field({ nullable: true }) @IsOptional() @IsFullName() fullName?: string;
  @Field(() => String, { nullable: true, description: "International form with + and country code; '' or null for none." })
  @IsOptional()
  @IsInternationalPhone()
  @EmptyMeansNone()
  phone?: string | null;
  @Field({ nullable: true, description: 'Empty or absent keeps the current password.' })
  @IsOptional()
  @IsPasswordText()
  @EmptyMeansUnchanged()
  password?: string;
  @Field(() => Role, { nullable: true }) @IsOptional() @IsUserRole() role?: Role;
  @Field({ nullable: true }) @IsOptional() @IsActiveFlag() isActive?: boolean;
}
