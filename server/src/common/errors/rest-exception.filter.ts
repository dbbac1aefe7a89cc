import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestLanguage } from '../i18n/request-language.js';
import type { Language } from '../i18n/languages.js';
import { wordIn } from '../i18n/server-text.js';
import { toRestName } from '../validation/rest-input.js';
import {
  type FieldError,
  GENERIC_ERROR_MESSAGE,
  type InputFieldError,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './app-error.js';
import { toAppError } from './to-app-error.js';

/** A field error at its REST location (a service's: the body field under its snake_case name), worded. */
const restFieldError = (error: FieldError | InputFieldError, language: Language) => ({
  loc:
    'loc' in error
      ? error.loc
      : ['body', ...error.field.map((part) => (typeof part === 'string' ? toRestName(part) : part))],
  msg: wordIn(error.msg, language),
  type: error.type,
});

/**
 * REST errors: `{ detail }` (and `code` for the codes a client acts on) with the status of the error's code,
 * worded in the request's language (`Accept-Language`).
 */
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
      response.status(500).json({ detail: GENERIC_ERROR_MESSAGE[requestLanguage()] });
      return;
    }
    if (error.code === 'SERVICE_UNAVAILABLE') {
      if (exception !== error) this.logger.warn({ err: exception, requestId: request.id }, 'Service unreachable');
      response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    }
    const code = error.namedCode;
    const language = requestLanguage();
    response.status(error.status).json({
      detail: error.fieldErrors?.map((fieldError) => restFieldError(fieldError, language)) ?? error.messageIn(language),
      ...(code ? { code } : {}),
      ...error.details,
    });
  }
}
