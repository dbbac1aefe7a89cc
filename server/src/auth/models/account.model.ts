import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Role } from '../../generated/prisma/enums.js';

@ObjectType('Account', { description: 'The signed-in user’s own account.' })
export class AccountModel {
  @Field(() => Int) id: number;
  @Field() email: string;
  @Field() fullName: string;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Role) role: Role;
  @Field({ description: 'role === admin' }) isAdmin: boolean;
  @Field() isActive: boolean;
  @Field({ description: 'Whether the owner confirmed the address through the e-mailed link.' }) emailVerified: boolean;
  @Field({ description: 'Whether signing in asks for a code from an authenticator app.' }) twoFactorEnabled: boolean;
  @Field() createdAt: Date;
}

@ObjectType('AuthPayload', { description: 'A session: send accessToken as the bearer; when it expires, trade refreshToken for a new pair (refreshSession).' })
export class AuthPayloadModel {
  @Field() accessToken: string;
  @Field({ description: 'Opaque and single-use: each refreshSession answers a new one.' }) refreshToken: string;
  @Field(() => Int, { description: 'Lifetime of accessToken in seconds.' }) expiresIn: number;
  @Field(() => AccountModel) user: AccountModel;
}

@ObjectType('TwoFactorSetup', { description: 'A new authenticator secret: scan qrSvg (or type secret) into the app, then confirm with a code.' })
export class TwoFactorSetupModel {
  @Field() secret: string;
  @Field() otpauthUrl: string;
  @Field({ description: 'The otpauth URL as an SVG QR code.' }) qrSvg: string;
}
