import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsOptional } from 'class-validator';
import { Language } from '../../generated/prisma/enums.js';
import { RestInput } from '../../common/validation/rest-input.js';
import {
  IsEmailAddress,
  IsFullName,
  IsInternationalPhone,
  IsLanguage,
  IsOmittable,
  IsPasswordText,
  IsTokenText,
} from '../../common/validation/rules.js';

const LANGUAGE = "The account's language (e-mails, interface); the client sends the interface's. Arabic when omitted.";

/** `register` (GraphQL `input`) and `POST /auth/register`. */
@InputType()
export class RegisterInput {
  @Field() @ApiProperty({ example: 'client@example.com' }) @IsEmailAddress() email: string;
  @Field()
  @ApiProperty({ description: 'At least security.password_min_length characters (GET /config).' })
  @IsPasswordText()
  password: string;
  @Field() @ApiProperty({ example: 'محمد الأحمد' }) @IsFullName() fullName: string;
  @Field({ description: 'International form with + and country code.' })
  @ApiProperty({ example: '+905321234567', description: 'International form with + and country code.' })
  @IsInternationalPhone()
  phone: string;
  @Field(() => Language, { nullable: true, description: LANGUAGE })
  @ApiPropertyOptional({ enum: Language, enumName: 'Language', default: Language.ar, description: LANGUAGE })
  @IsOptional()
  @IsLanguage()
  language?: Language;
  // REST only: older clients send a role, which registration ignores.
  @ApiPropertyOptional({ description: 'Ignored: registration always creates a client.' })
  @Allow()
  role?: unknown;
}
export class RegisterBody extends RestInput(RegisterInput) {}

/** `login` and `POST /auth/login`. */
@ArgsType()
export class LoginInput {
  @Field() @ApiProperty() @IsEmailAddress() email: string;
  @Field() @ApiProperty() @IsPasswordText() password: string;
  @Field(() => Boolean, { nullable: true, defaultValue: false })
  @ApiPropertyOptional({
    default: false,
    description: 'Remember me: the refresh token lasts 30 days instead of the idle security.session_timeout.',
  })
  @IsOptional()
  @IsBoolean({ message: 'قيمة تذكرني غير صحيحة' })
  remember?: boolean;
}
export class LoginBody extends RestInput(LoginInput) {}

/** `refreshSession`, `logout` and their REST routes. */
@ArgsType()
export class RefreshTokenInput {
  @Field()
  @ApiProperty({ description: 'The refresh_token of the last sign-in or refresh.' })
  @IsTokenText('رمز الجلسة غير صالح')
  refreshToken: string;
}
export class RefreshTokenBody extends RestInput(RefreshTokenInput) {}

/** `updateProfile` (GraphQL `input`) and `PUT /auth/profile`. */
@InputType()
export class ProfileInput {
  @Field({ nullable: true }) @ApiPropertyOptional() @IsOmittable() @IsFullName() fullName?: string;
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ example: '+905321234567', nullable: true })
  @IsOptional()
  @IsInternationalPhone()
  phone?: string | null;
  @Field(() => Language, { nullable: true, description: 'The language of your e-mails and interface.' })
  @ApiPropertyOptional({
    enum: Language,
    enumName: 'Language',
    description: 'The language of your e-mails and interface.',
  })
  @IsOmittable()
  @IsLanguage()
  language?: Language;
}
export class ProfileBody extends RestInput(ProfileInput) {}

/** `changePassword` and `PUT /auth/change-password`. */
@ArgsType()
export class ChangePasswordInput {
  @Field() @ApiProperty() @IsPasswordText('كلمة المرور الحالية مطلوبة') currentPassword: string;
  @Field() @ApiProperty() @IsPasswordText('كلمة المرور الجديدة مطلوبة') newPassword: string;
}
export class ChangePasswordBody extends RestInput(ChangePasswordInput) {}

/** `forgotPassword` and `POST /auth/forgot-password`. */
@ArgsType()
export class ForgotPasswordInput {
  @Field() @ApiProperty() @IsEmailAddress() email: string;
}
export class ForgotPasswordBody extends RestInput(ForgotPasswordInput) {}

/** `loginTwoFactor` and `POST /auth/login/two-factor`. */
@ArgsType()
export class TwoFactorLoginInput {
  @Field()
  @ApiProperty({ description: 'The challenge_token of the login answer (TWO_FACTOR_REQUIRED).' })
  @IsTokenText('انتهت مهلة التحقق. سجّل الدخول من جديد', 2048)
  challengeToken: string;

  @Field()
  @ApiProperty({ description: 'The 6-digit code of the authenticator app, or an unused recovery code.' })
  @IsTokenText('أدخل رمز التحقق')
  code: string;
}
export class TwoFactorLoginBody extends RestInput(TwoFactorLoginInput) {}

/** `confirmTwoFactorSetup`, `regenerateRecoveryCodes` and their REST routes. */
@ArgsType()
export class TwoFactorCodeInput {
  @Field()
  @ApiProperty({ description: 'The 6-digit code of the authenticator app.' })
  @IsTokenText('أدخل رمز التحقق')
  code: string;
}
export class TwoFactorCodeBody extends RestInput(TwoFactorCodeInput) {}

/** `disableTwoFactor` and `POST /auth/two-factor/disable`. */
@ArgsType()
export class TwoFactorDisableInput {
  @Field() @ApiProperty() @IsPasswordText('كلمة المرور مطلوبة') password: string;
}
export class TwoFactorDisableBody extends RestInput(TwoFactorDisableInput) {}

/** `verifyEmail` and `POST /auth/verify-email`. */
@ArgsType()
export class VerifyEmailInput {
  @Field()
  @ApiProperty({ description: 'The token from the e-mailed link.' })
  @IsTokenText('رابط التأكيد غير صالح')
  token: string;
}
export class VerifyEmailBody extends RestInput(VerifyEmailInput) {}

/** `resetPassword` and `POST /auth/reset-password`. */
@ArgsType()
export class ResetPasswordInput {
  @Field()
  @ApiProperty({ description: 'The token from the e-mailed link.' })
  @IsPasswordText('رابط إعادة التعيين غير صالح')
  token: string;
  @Field() @ApiProperty() @IsPasswordText('كلمة المرور الجديدة مطلوبة') newPassword: string;
}
export class ResetPasswordBody extends RestInput(ResetPasswordInput) {}
