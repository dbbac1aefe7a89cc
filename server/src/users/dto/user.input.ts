import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { Language, Role } from '../../generated/prisma/enums.js';
import { RestInput } from '../../common/validation/rest-input.js';
import {
  IsEmailAddress,
  IsFullName,
  IsInternationalPhone,
  IsLanguage,
  IsPasswordText,
} from '../../common/validation/rules.js';
import { EmptyMeansNone, EmptyMeansUnchanged, IsActiveFlag, IsUserRole } from '../user-field-rules.js';

const PHONE = "International form with + and country code; '' or null for none.";
const PHONE_DOC = { type: String, nullable: true, example: '+905321234567', description: PHONE };
const PASSWORD = 'At least security.password_min_length characters.';
const LANGUAGE = 'The language of the e-mails the user receives and of their interface.';

/** `createUser` (GraphQL `input`) and `POST /admin/users`. */
@InputType()
export class CreateUserInput {
  @Field() @ApiProperty({ example: 'staff@example.com' }) @IsEmailAddress() email: string;
  @Field() @ApiProperty({ example: 'ليلى حداد' }) @IsFullName() fullName: string;
  @Field(() => String, { nullable: true, description: PHONE })
  @ApiPropertyOptional(PHONE_DOC)
  @IsOptional()
  @IsInternationalPhone()
  @EmptyMeansNone()
  phone?: string | null;
  @Field({ description: PASSWORD }) @ApiProperty({ description: PASSWORD }) @IsPasswordText() password: string;
  @Field(() => Role, { nullable: true, defaultValue: Role.client })
  @ApiPropertyOptional({ enum: Role, enumName: 'Role', default: Role.client })
  @IsOptional()
  @IsUserRole()
  role?: Role;
  @Field(() => Language, { nullable: true, defaultValue: Language.ar, description: LANGUAGE })
  @ApiPropertyOptional({ enum: Language, enumName: 'Language', default: Language.ar, description: LANGUAGE })
  @IsOptional()
  @IsLanguage()
  language?: Language;
  @Field({ nullable: true, defaultValue: true })
  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsActiveFlag()
  isActive?: boolean;
}
export class CreateUserBody extends RestInput(CreateUserInput) {}

/** `updateUser` and `PUT /admin/users/{id}`: only the fields given change; `{ isActive }` alone is the card's toggle. */
@InputType()
export class UpdateUserInput {
  @Field({ nullable: true }) @ApiPropertyOptional() @IsOptional() @IsEmailAddress() email?: string;
  @Field({ nullable: true }) @ApiPropertyOptional() @IsOptional() @IsFullName() fullName?: string;
  @Field(() => String, { nullable: true, description: PHONE })
  @ApiPropertyOptional(PHONE_DOC)
  @IsOptional()
  @IsInternationalPhone()
  @EmptyMeansNone()
  phone?: string | null;
  @Field({ nullable: true, description: 'Empty or absent keeps the current password.' })
  @ApiPropertyOptional({ description: `${PASSWORD} Empty or absent keeps the current password.` })
  @IsOptional()
  @IsPasswordText()
  @EmptyMeansUnchanged()
  password?: string;
  @Field(() => Role, { nullable: true })
  @ApiPropertyOptional({ enum: Role, enumName: 'Role' })
  @IsOptional()
  @IsUserRole()
  role?: Role;
  @Field(() => Language, { nullable: true, description: LANGUAGE })
  @ApiPropertyOptional({ enum: Language, enumName: 'Language', description: LANGUAGE })
  @IsOptional()
  @IsLanguage()
  language?: Language;
  @Field({ nullable: true }) @ApiPropertyOptional() @IsOptional() @IsActiveFlag() isActive?: boolean;
}
export class UpdateUserBody extends RestInput(UpdateUserInput) {}
