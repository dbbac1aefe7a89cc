import { Int, ObjectType } from '@nestjs/graphql';
import { OutputField, RestField } from '../../common/output/output-field.js';
import { Language, Role } from '../../generated/prisma/enums.js';

@ObjectType('Account', { description: 'The signed-in user’s own account.' })
export class AccountModel {
  @OutputField(() => Int) id: number;
  @OutputField() email: string;
  @OutputField() fullName: string;
  @OutputField(() => String, { nullable: true, openApi: { example: '+905321234567' } }) phone: string | null;
  @OutputField(() => Role) role: Role;
  @OutputField(() => Language, { description: 'The language of the e-mails the user receives and of their interface.' })
  language: Language;
  @OutputField() isActive: boolean;
  @OutputField({ description: 'role === admin' }) isAdmin: boolean;
  @OutputField({ description: 'Whether the owner confirmed the address through the e-mailed link.' })
  emailVerified: boolean;
  @OutputField({ description: 'Whether signing in asks for a code from an authenticator app.' })
  twoFactorEnabled: boolean;
  @OutputField() createdAt: Date;
}

@ObjectType('AuthPayload', {
  description:
    'A session: send accessToken as the bearer; when it expires, trade refreshToken for a new pair (refreshSession).',
})
export class AuthPayloadModel {
  @OutputField() accessToken: string;
  /** REST names the scheme, as OAuth answers do. */
  @RestField(() => String, { openApi: { enum: ['bearer'] } }) tokenType: 'bearer';
  @OutputField(() => Int, { description: 'Lifetime of accessToken in seconds.' }) expiresIn: number;
  @OutputField({ description: 'Opaque and single-use: each refreshSession answers a new one.' }) refreshToken: string;
  @OutputField(() => AccountModel) user: AccountModel;
}

@ObjectType('TwoFactorSetup', {
  description: 'A new authenticator secret: scan qrSvg (or type secret) into the app, then confirm with a code.',
})
export class TwoFactorSetupModel {
  @OutputField() secret: string;
  @OutputField({ openApi: { example: 'otpauth://totp/…' } }) otpauthUrl: string;
  @OutputField({ description: 'The otpauth URL as an SVG QR code.' }) qrSvg: string;
}

/** REST's answer of confirming two-factor sign-in or renewing its codes (GraphQL answers the list itself). */
export class RecoveryCodesModel {
  @RestField(() => [String], { description: 'Ten one-time codes that stand in for the app; shown this once only.' })
  recoveryCodes: string[];
}
