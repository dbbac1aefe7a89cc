import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDate,
  IsIn,
  IsNotEmpty,
  IsOptional,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { API_KEY_SCOPES } from '../../../common/auth/api-key-scopes.js';
import { RestInput } from '../../../common/validation/rest-input.js';
import { IsRecordId, IsText } from '../../../common/validation/rules.js';
import { IdParamPipe } from '../../../common/validation/id-param.pipe.js';
import { isIpRange } from '../allowed-ips.js';

export const API_KEY_NAME_MAX = 100;
export const MAX_ALLOWED_IPS = 50;

const PARTNER = 'The partner account (a user with role `partner`) the key acts as.';
const NAME = 'What the key is for, as the office names it (e.g. the partner’s system).';
const SCOPES = `What the key may do, at least one of: ${API_KEY_SCOPES.join(', ')}.`;
const EXPIRES = 'When the key stops working; null or absent for never.';
const ALLOWED_IPS =
  'The addresses the key may be used from, as CIDR ranges or single addresses (IPv4 or IPv6); empty or absent for any.';

/** Names every scope of API_KEY_SCOPES (the translations key the sentence as it is). */
const UNKNOWN_SCOPE =
  'صلاحية غير معروفة؛ الصلاحيات المتاحة: services:read وorders:read وorders:write وfiles:write وmessages:write وwebhooks:manage';

const IsIpRange = (options: ValidationOptions) =>
  ValidateBy({ name: 'isIpRange', validator: { validate: (value) => isIpRange(value) } }, options);

/** `createApiKey` (GraphQL `input`) and `POST /admin/api-keys` (admins). */
@InputType()
export class CreateApiKeyInput {
  @Field(() => Int, { description: PARTNER })
  @ApiProperty({ description: PARTNER, example: 12 })
  @IsRecordId('رقم الشريك غير صحيح')
  partnerId: number;

  @Field({ description: NAME })
  @ApiProperty({ minLength: 1, maxLength: API_KEY_NAME_MAX, description: NAME, example: 'Agency CRM' })
  @IsText(API_KEY_NAME_MAX, 'اسم المفتاح يجب أن يكون نصاً')
  @IsNotEmpty({ message: 'اكتب اسماً للمفتاح' })
  name: string;

  @Field(() => [String], { description: SCOPES })
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, description: SCOPES, example: ['services:read', 'orders:read'] })
  @IsArray({ message: 'اختر صلاحية واحدة على الأقل للمفتاح' })
  @ArrayMinSize(1, { message: 'اختر صلاحية واحدة على الأقل للمفتاح' })
  @ArrayMaxSize(API_KEY_SCOPES.length, { message: 'اختر صلاحية واحدة على الأقل للمفتاح' })
  @IsIn(API_KEY_SCOPES, { each: true, message: UNKNOWN_SCOPE })
  scopes: string[];

  @Field(() => Date, { nullable: true, description: EXPIRES })
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: EXPIRES })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'تاريخ انتهاء المفتاح غير صحيح' })
  expiresAt?: Date | null;

  @Field(() => [String], { nullable: true, description: ALLOWED_IPS })
  @ApiPropertyOptional({ type: [String], description: ALLOWED_IPS, example: ['203.0.113.0/24'] })
  @IsOptional()
  @IsArray({ message: 'نطاقات العناوين يجب أن تكون قائمة' })
  @ArrayMaxSize(MAX_ALLOWED_IPS, { message: `${MAX_ALLOWED_IPS} نطاقاً على الأكثر` })
  @IsIpRange({ each: true, message: 'نطاق العناوين يجب أن يكون عنوان IP أو نطاق CIDR مثل 203.0.113.0/24' })
  allowedIps?: string[] | null;
}
export class CreateApiKeyBody extends RestInput(CreateApiKeyInput) {}

const PARTNER_FILTER = 'Only this partner’s keys (omit for every partner’s).';

/** `apiKeys(partnerId)` and `GET /admin/api-keys?partner_id=`. */
@ArgsType()
export class ApiKeyListArgs {
  @Field(() => Int, { nullable: true, description: PARTNER_FILTER })
  @ApiPropertyOptional({ type: 'integer', description: PARTNER_FILTER })
  @IsOptional()
  @Type(() => Number)
  @IsRecordId('رقم الشريك غير صحيح')
  partnerId?: number | null;
}
export class ApiKeyListQuery extends RestInput(ApiKeyListArgs) {}

export const ApiKeyIdPipe = new IdParamPipe('رقم المفتاح غير صحيح');
