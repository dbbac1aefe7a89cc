import { Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyService } from './idempotency.service.js';
import { IdempotencySweep } from './idempotency.sweep.js';

/** `Idempotency-Key` for REST routes marked `@Idempotent()`: their modules import this one. */
@Module({
  providers: [IdempotencyService, IdempotencyInterceptor, IdempotencySweep],
  exports: [IdempotencyService, IdempotencyInterceptor],
})
export class IdempotencyModule {}
