import { HttpException } from '@nestjs/common';
import { Prisma } from '../../generated/prisma/client.js';
import { AppError, type ErrorCode, KIND_TEXTS } from './app-error.js';
import { isUnreachable } from './unreachable.js';

const STATUS_TO_CODE: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Turns whatever was thrown into an AppError, or undefined when it is unexpected (a bug): those answer
 * 500 with a generic message and are logged, never shown to the caller. A database or bucket that cannot
 * be reached is an outage, answered 503 SERVICE_UNAVAILABLE.
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isUnreachable(error)) return AppError.unavailable();
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2002') return new AppError('CONFLICT', KIND_TEXTS.CONFLICT);
    if (error.code === 'P2025') return AppError.notFound();
    return undefined;
  }
  if (error instanceof HttpException) {
    const code = STATUS_TO_CODE[error.getStatus()];
    if (!code) return undefined;
    return new AppError(code, code in KIND_TEXTS ? KIND_TEXTS[code as keyof typeof KIND_TEXTS] : error.message);
  }
  return undefined;
}
