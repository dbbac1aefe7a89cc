import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GENERIC_ERROR_MESSAGE } from './app-error.js';
import { toAppError } from './to-app-error.js';

/** REST errors: `{ detail }` (and `code` for the codes a client acts on) with the status of the error's code. */
@Catch()
export class RestExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('RestExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost) {
    if (host.getType() !== 'http') throw exception; // GraphQL errors are formatted by formatGraphQLError
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const error = toAppError(exception);
    if (!error) {
      this.logger.error({ err: exception, requestId: request.id }, 'Unexpected error');
      response.status(500).json({ detail: GENERIC_ERROR_MESSAGE });
      return;
    }
    const code = error.namedCode;
    response.status(error.status).json({ detail: error.fieldErrors ?? error.message, ...(code ? { code } : {}), ...error.details });
  }
}
