import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiKeyIdPipe, ApiKeyListArgs, CreateApiKeyInput } from './dto/api-key.input.js';
import { ApiKeyModel, CreatedApiKeyModel } from './models/api-key.model.js';
import { toApiKeyModel } from './api-key.mapper.js';
import { ApiKeysService } from './api-keys.service.js';

/** The same operations as `/admin/api-keys`, admins only. */
@Resolver(() => ApiKeyModel)
@Auth('admin')
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @Query(() => [ApiKeyModel], {
    description: 'Partners’ API keys (one partner’s with partnerId), newest first, revoked ones included (admins).',
  })
  async apiKeys(@Args() args: ApiKeyListArgs) {
    return (await this.keys.list(args.partnerId)).map(toApiKeyModel);
  }

  @Mutation(() => CreatedApiKeyModel, {
    description: 'Makes a key for an active partner; its secret is in this answer only (admins).',
  })
  async createApiKey(@CurrentUser() caller: AuthUser, @Args('input') input: CreateApiKeyInput) {
    const { apiKey, secret } = await this.keys.create(caller, input);
    return { apiKey: toApiKeyModel(apiKey), secret };
  }

  @Mutation(() => ApiKeyModel, { description: 'Revokes a key, at once on every instance (admins).' })
  async revokeApiKey(@CurrentUser() caller: AuthUser, @Args('id', { type: () => Int }, ApiKeyIdPipe) id: number) {
    return toApiKeyModel(await this.keys.revoke(caller, id));
  }
}
