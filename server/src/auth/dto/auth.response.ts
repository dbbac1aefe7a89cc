import { ApiProperty } from '@nestjs/swagger';
import { Role } from '../../generated/prisma/enums.js';

/** The signed-in account. */
export class SessionUserResponse {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty() full_name: string;
  @ApiProperty({ type: String, nullable: true, example: '+905321234567' }) phone: string | null;
  @ApiProperty({ enum: Role, enumName: 'Role' }) role: Role;
  @ApiProperty() is_active: boolean;
  @ApiProperty({ description: "role === 'admin'" }) is_admin: boolean;
  @ApiProperty({ description: 'Whether the owner confirmed the address through the e-mailed link; orders need it while require_email_verification is on.' })
  email_verified: boolean;
  @ApiProperty({ description: 'Whether signing in asks for a code from an authenticator app.' }) two_factor_enabled: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

/** A session: what sign-in, registration, refresh and a password change answer. */
export class SessionResponse {
  @ApiProperty({ description: 'A JWT for `Authorization: Bearer …`.' }) access_token: string;
  @ApiProperty({ enum: ['bearer'] }) token_type: 'bearer';
  @ApiProperty({ description: 'Seconds the access token lives.' }) expires_in: number;
  @ApiProperty({ description: 'Trades for a new pair at POST /auth/refresh; works once.' }) refresh_token: string;
  @ApiProperty({ type: SessionUserResponse }) user: SessionUserResponse;
}

export class TwoFactorSetupResponse {
  @ApiProperty({ description: 'The base32 secret, to type into an authenticator app.' }) secret: string;
  @ApiProperty({ example: 'otpauth://totp/…' }) otpauth_url: string;
  @ApiProperty({ description: 'The otpauth URL as an SVG QR code.' }) qr_svg: string;
}

export class RecoveryCodesResponse {
  @ApiProperty({ type: [String], description: 'Ten one-time codes that stand in for the app; shown this once only.' }) recovery_codes: string[];
}
