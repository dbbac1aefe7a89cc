import { Global, Module } from '@nestjs/common';
import { API_KEY_AUTHENTICATOR } from '../../common/auth/api-key-auth.js';
import { ApiKeyAuthService, ApiKeyRateLimiter } from './api-key-auth.service.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysResolver } from './api-keys.resolver.js';
import { ApiKeysService } from './api-keys.service.js';

/**
 * Partners' API keys: admins manage them, and the shared auth guard checks a request's key through
 * API_KEY_AUTHENTICATOR (global, as the guard is).
 */
@Global()
@Module({
  controllers: [ApiKeysController],
  providers: [
    ApiKeysService,
    ApiKeysResolver,
    ApiKeyRateLimiter,
    ApiKeyAuthService,
    { provide: API_KEY_AUTHENTICATOR, useExisting: ApiKeyAuthService },
  ],
  exports: [API_KEY_AUTHENTICATOR],
})
export class ApiKeysModule {}
