import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsOptional } from 'class-validator';
import { IsEmailAddress, IsFullName, IsInternationalPhone, IsOmittable, IsPasswordText, IsTokenText } from '../../common/validation/rules.js';

export class RegisterBody {
  @ApiProperty({ example: 'client@example.com' }) @IsEmailAddress() email: string;
  @ApiProperty({ description: 'At least security.password_min_length characters (GET /config).' }) @IsPasswordText() password: string;
  @ApiProperty({ example: 'محمد الأحمد' }) @IsFullName() full_name: string;
  @ApiProperty({ example: '+905321234567', description: 'International form with + and country code.' })
  @IsInternationalPhone()
  phone: string;
  @ApiPropertyOptional({ description: 'Ignored: registration always creates a client.' })
  @Allow()
  role?: unknown;
}

export class LoginBody {
  @ApiProperty() @IsEmailAddress() email: string;
  @ApiProperty() @IsPasswordText() password: string;
  @ApiPropertyOptional({ default: false, description: 'Remember me: the refresh token lasts 30 days instead of the idle security.session_timeout.' })
  @IsOptional()
  @IsBoolean({ message: 'قيمة تذكرني غير صحيحة' })
  remember?: boolean;
}

export class RefreshTokenBody {
  @ApiProperty({ description: 'The refresh_token of the last sign-in or refresh.' }) @IsTokenText('رمز الجلسة غير صالح') refresh_token: string;
}

export class ProfileBody {
  @ApiPropertyOptional() @IsOmittable() @IsFullName() full_name?: string;
  @ApiPropertyOptional({ example: '+905321234567', nullable: true }) @IsOptional() @IsInternationalPhone() phone?: string | null;
}

export class ChangePasswordBody {
  @ApiProperty() @IsPasswordText('كلمة المرور الحالية مطلوبة') current_password: string;
  @ApiProperty() @IsPasswordText('كلمة المرور الجديدة مطلوبة') new_password: string;
}

export class ForgotPasswordBody {
  @ApiProperty() @IsEmailAddress() email: string;
}

export class TwoFactorLoginBody {
  @ApiProperty({ description: 'The challenge_token of the login answer (TWO_FACTOR_REQUIRED).' }) @IsTokenText('انتهت مهلة التحقق. سجّل الدخول من جديد', 2048) challenge_token: string;
  @ApiProperty({ description: 'The 6-digit code of the authenticator app, or an unused recovery code.' }) @IsTokenText('أدخل رمز التحقق') code: string;
}

export class TwoFactorCodeBody {
  @ApiProperty({ description: 'The 6-digit code of the authenticator app.' }) @IsTokenText('أدخل رمز التحقق') code: string;
}

export class TwoFactorDisableBody {
  @ApiProperty() @IsPasswordText('كلمة المرور مطلوبة') password: string;
}

export class VerifyEmailBody {
  @ApiProperty({ description: 'The token from the e-mailed link.' }) @IsTokenText('رابط التأكيد غير صالح') token: string;
}

export class ResetPasswordBody {
  @ApiProperty({ description: 'The token from the e-mailed link.' }) @IsPasswordText('رابط إعادة التعيين غير صالح') token: string;
  @ApiProperty() @IsPasswordText('كلمة المرور الجديدة مطلوبة') new_password: string;
}
