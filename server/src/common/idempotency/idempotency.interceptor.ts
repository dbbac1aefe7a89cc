import { createHash } from 'node:crypto';
import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Response } from 'express';
import { catchError, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import type { AppRequest } from '../auth/request-of.js';
import { assertValidKey, requestHash } from './request-hash.js';
import { IdempotencyService } from './idempotency.service.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

type UploadedPart = { fieldname: string; originalname: string; mimetype: string; buffer: Buffer };

/** Files uploaded with the request (multer's), by their field, name, type and the SHA-256 of their content. */
function uploadedParts(request: AppRequest & { file?: UploadedPart; files?: unknown }): object[] {
  const parts = [request.file, ...(Array.isArray(request.files) ? (request.files as UploadedPart[]) : [])];
  return parts
    .filter((part): part is UploadedPart => part !== undefined)
    .map((part) => ({
      field: part.fieldname,
      name: part.originalname,
      type: part.mimetype,
      sha256: createHash('sha256').update(part.buffer).digest('hex'),
    }));
}

/**
 * REST requests with an `Idempotency-Key` header (see `Idempotent`): the first request with a key runs and,
 * when it answers 2xx, its status and body are kept; the same key with the same request from the same caller
 * answers that again for 24 hours, with `Idempotent-Replayed: true`. A refused or failed request keeps nothing,
 * so the caller may retry it with the same key. Without the header a request runs as always.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly idempotency: IdempotencyService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AppRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = request.header(IDEMPOTENCY_KEY_HEADER);
    // Keys belong to a caller: a route open to anonymous callers keeps none.
    if (key === undefined || !request.user) return next.handle();
    assertValidKey(key);
    const begun = await this.idempotency.begin({
      userId: request.user.id,
      key,
      route: `${request.method} ${(request.route as { path: string }).path}`,
      // What the request asks: method, path (with its ids), body and uploaded files.
      requestHash: requestHash({
        method: request.method,
        path: request.path,
        body: request.body ?? null,
        files: uploadedParts(request),
      }),
    });
    if ('replay' in begun) {
      response.status(begun.replay.status);
      response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return of(begun.replay.body);
    }
    const rowId = begun.claimed;
    return next.handle().pipe(
      mergeMap(async (body: unknown) => {
        // The status is set before the handler runs (201 for POST, or @HttpCode): it is the answer's.
        if (response.statusCode >= 200 && response.statusCode < 300)
          await this.idempotency.keep(rowId, { status: response.statusCode, body: JSON.parse(JSON.stringify(body)) });
        else await this.idempotency.release(rowId);
        return body;
      }),
      catchError((error: unknown) =>
        from(this.idempotency.release(rowId)).pipe(mergeMap(() => throwError(() => error))),
      ),
    );
  }
}

/**
 * Makes a REST route idempotent under an optional `Idempotency-Key` header (IdempotencyInterceptor), and
 * documents the header. On an upload route, put it above the upload interceptor so the files are hashed too.
 * The route's module imports IdempotencyModule.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
      description:
        'Optional, 1-255 printable ASCII characters (a UUID). The same key with the same request from the same ' +
        'caller within 24 hours answers the first 2xx answer again, with `Idempotent-Replayed: true`; with a ' +
        'different request 422 `IDEMPOTENCY_KEY_REUSED`; while the first still runs 409 `IDEMPOTENCY_KEY_IN_USE`. ' +
        'Refused or failed requests are not kept: retry them with the same key.',
    }),
  );
