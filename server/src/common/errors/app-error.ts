/** Error codes shared by both APIs; each maps to one HTTP status and one GraphQL `extensions.code`. */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, graphql: 'BAD_USER_INPUT' },
  VALIDATION_FAILED: { status: 422, graphql: 'BAD_USER_INPUT' },
  UNAUTHENTICATED: { status: 401, graphql: 'UNAUTHENTICATED' },
  FORBIDDEN: { status: 403, graphql: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, graphql: 'NOT_FOUND' },
  CONFLICT: { status: 409, graphql: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, graphql: 'BAD_USER_INPUT' },
  TOO_MANY_REQUESTS: { status: 429, graphql: 'TOO_MANY_REQUESTS' },
  // Named codes: a client acts on them, so REST answers carry them as `code` beside `detail`.
  EMAIL_NOT_VERIFIED: { status: 403, graphql: 'EMAIL_NOT_VERIFIED', named: true },
  TWO_FACTOR_REQUIRED: { status: 401, graphql: 'TWO_FACTOR_REQUIRED', named: true },
  TWO_FACTOR_SETUP_REQUIRED: { status: 403, graphql: 'TWO_FACTOR_SETUP_REQUIRED', named: true },
  // The database or the bucket could not be reached: an outage to wait out, never a refusal of the session.
  SERVICE_UNAVAILABLE: { status: 503, graphql: 'SERVICE_UNAVAILABLE', named: true },
  INTERNAL: { status: 500, graphql: 'INTERNAL_SERVER_ERROR' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** One entry of a validation failure as an API shows it: where (`loc`), the Arabic message and its kind. */
export type FieldError = { loc: (string | number)[]; msg: string; type: string };
/**
 * A field a service refuses, named as the operation's input names it (`['serviceId']`, camelCase): each API's
 * translator turns it into its own location (REST `['body', 'service_id']`).
 */
export type InputFieldError = { field: (string | number)[]; msg: string; type: string };

export const GENERIC_ERROR_MESSAGE = 'حدث خطأ غير متوقع. يرجى المحاولة لاحقاً';

/** How long a client should wait before retrying during an outage (REST sends it as `Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The one error the services raise; the REST filter and GraphQL formatter translate it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: (FieldError | InputFieldError)[],
    /** What the client needs to act on the error (snake_case; GraphQL shows it in camelCase under extensions). */
    readonly details?: Record<string, string | number>,
    /** A feature's own code for this refusal (`EMAIL_TAKEN`), beside the kind that gives its status. */
    readonly reason?: string,
  ) {
    super(message);
  }

  static notFound(message = 'العنصر المطلوب غير موجود') {
    return new AppError('NOT_FOUND', message);
  }

  /** A service the product needs (the database, the bucket) could not be reached; the request may be retried. */
  static unavailable() {
    return new AppError('SERVICE_UNAVAILABLE', 'الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد قليل');
  }

  static validation(fieldErrors: (FieldError | InputFieldError)[]) {
    return new AppError('VALIDATION_FAILED', fieldErrors.map((e) => e.msg).join('\n'), fieldErrors);
  }

  /** A service refusing one field of the operation's input, by its input name. */
  static invalidInput(field: string, msg: string, type: string) {
    return AppError.validation([{ field: [field], msg, type }]);
  }

  get status() {
    return ERROR_CODES[this.code].status;
  }

  /** The code a REST answer names beside `detail`: the feature's own code, or a kind a client acts on. */
  get namedCode(): string | undefined {
    return this.reason ?? ('named' in ERROR_CODES[this.code] ? this.code : undefined);
  }
}

/** A feature's own error: the kind that gives its HTTP status and GraphQL code, and its Arabic message. */
export type FeatureErrorDefinition = { kind: ErrorCode; message: string };

/**
 * Raises a feature error; `field` makes it a refusal of that input field (of kind `type`, by default the code
 * in lower case), `message` words it for the case at hand.
 */
export type RaiseFeatureError = (options?: { field?: string; message?: string; type?: string }) => AppError;

/**
 * A feature's table of error codes, each raised by name (`OrderErrors.SERVICE_INACTIVE({ field: 'serviceId' })`).
 * REST answers name the code as `code` beside `detail`; GraphQL as `extensions.reason`, beside the kind's
 * `extensions.code`.
 */
export function featureErrors<C extends string>(
  definitions: Record<C, FeatureErrorDefinition>,
): Record<C, RaiseFeatureError> {
  const raisers = Object.entries<FeatureErrorDefinition>(definitions).map(
    ([reason, { kind, message }]): [string, RaiseFeatureError] => [
      reason,
      ({ field, message: worded, type = reason.toLowerCase() } = {}) => {
        const msg = worded ?? message;
        return new AppError(
          kind,
          msg,
          field === undefined ? undefined : [{ field: [field], msg, type }],
          undefined,
          reason,
        );
      },
    ],
  );
  return Object.fromEntries(raisers) as Record<C, RaiseFeatureError>;
}
