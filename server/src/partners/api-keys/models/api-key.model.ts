import { Int, ObjectType } from '@nestjs/graphql';
import { API_KEY_SCOPES } from '../../../common/auth/api-key-scopes.js';
import { OutputField } from '../../../common/output/output-field.js';

@ObjectType('ApiKey', {
  description: 'A partner’s API key as admins see it: never its secret, which is shown once, when it is made.',
})
export class ApiKeyModel {
  @OutputField(() => Int) id: number;
  @OutputField({ description: 'What the key is for.' }) name: string;
  @OutputField({
    description: 'The visible beginning of the secret (`lo_live_` and 12 characters), to recognise the key.',
  })
  prefix: string;
  @OutputField(() => [String], { description: 'What the key may do.', openApi: { enum: API_KEY_SCOPES } })
  scopes: string[];
  @OutputField(() => Int, { description: 'The partner account the key acts as.' }) partnerId: number;
  @OutputField() partnerName: string;
  @OutputField() partnerEmail: string;
  @OutputField(() => Date, { nullable: true, description: 'When the key stops working; null for never.' })
  expiresAt: Date | null;
  @OutputField(() => [String], { description: 'CIDR ranges the key may be used from; empty for any address.' })
  allowedIps: string[];
  @OutputField(() => Date, { nullable: true, description: 'When the key was last used (to the minute).' })
  lastUsedAt: Date | null;
  @OutputField(() => Date, { nullable: true, description: 'When the key was revoked; null while it works.' })
  revokedAt: Date | null;
  @OutputField(() => Int, { nullable: true, description: 'The admin who made it; null once their account is deleted.' })
  createdById: number | null;
  @OutputField() createdAt: Date;
}

@ObjectType('CreatedApiKey', { description: 'A new key and its secret: the only answer that ever shows the secret.' })
export class CreatedApiKeyModel {
  @OutputField(() => ApiKeyModel) apiKey: ApiKeyModel;
  @OutputField({
    description: 'The whole key (`lo_live_...`), sent as `Authorization: Bearer <secret>`. Shown this once: keep it.',
  })
  secret: string;
}
