import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ApiData } from '../../common/openapi/api-responses.js';
import { RestOutput, toRest } from '../../common/output/rest-output.js';
import { ApiKeyIdPipe, ApiKeyListQuery, CreateApiKeyBody } from './dto/api-key.input.js';
import { ApiKeyModel, CreatedApiKeyModel } from './models/api-key.model.js';
import { toApiKeyModel } from './api-key.mapper.js';
import { ApiKeysService } from './api-keys.service.js';

/** Partners' API keys: admins only, on both APIs. */
@ApiTags('admin: api keys')
@Controller('admin/api-keys')
@Auth('admin')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiData([RestOutput(ApiKeyModel)], {
    description:
      'Every partner’s keys (or one partner’s with `partner_id`), newest first, revoked ones included; never a secret.',
  })
  async list(@Query() query: ApiKeyListQuery) {
    return { data: toRest(ApiKeyModel, (await this.keys.list(query.partnerId)).map(toApiKeyModel)) };
  }

  @Post()
  @ApiData(RestOutput(CreatedApiKeyModel), {
    status: 201,
    description: 'The new key and its secret, shown this once (only its hash is kept).',
  })
  @ApiUnprocessableEntityResponse({
    description:
      'An unknown scope, a bad IP range, an expiry in the past, or an owner that is not an active partner (API_KEY_OWNER_NOT_PARTNER).',
  })
  async create(@CurrentUser() caller: AuthUser, @Body() body: CreateApiKeyBody) {
    const { apiKey, secret } = await this.keys.create(caller, body);
    return { data: toRest(CreatedApiKeyModel, { apiKey: toApiKeyModel(apiKey), secret }) };
  }

  @Delete(':id')
  @ApiData(RestOutput(ApiKeyModel), {
    description:
      'The key, revoked: refused from the next request on every instance. Revoking it again changes nothing.',
  })
  @ApiNotFoundResponse({ description: 'No such key (API_KEY_NOT_FOUND).' })
  async revoke(@CurrentUser() caller: AuthUser, @Param('id', ApiKeyIdPipe) id: number) {
    return { data: toRest(ApiKeyModel, toApiKeyModel(await this.keys.revoke(caller, id))) };
  }
}
