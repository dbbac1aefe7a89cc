import type { Language, Localized } from '../i18n/languages.js';
import { arabicOf, type ServerText, wordIn } from '../i18n/server-text.js';

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

/** One entry of a validation failure as an API shows it: where (`loc`), the message and its kind. */
export type FieldError = { loc: (string | number)[]; msg: ServerText; type: string };
/**
 * A field a service refuses, named as the operation's input names it (`['serviceId']`, camelCase): each API's
 * translator turns it into its own location (REST `['body', 'service_id']`).
 */
export type InputFieldError = { field: (string | number)[]; msg: ServerText; type: string };

/** What a caller reads when the server failed in a way it did not foresee (the error itself is logged). */
export const GENERIC_ERROR_MESSAGE: Localized = {
  ar: 'حدث خطأ غير متوقع. يرجى المحاولة لاحقاً',
  tr: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin',
  en: 'Something unexpected went wrong. Please try again later',
};

/** How long a client should wait before retrying during an outage (REST sends it as `Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The one error the services raise; the REST filter and GraphQL formatter translate it. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** What the caller reads, in the language of their request (`Error.message` keeps the Arabic, for logs). */
    readonly text: ServerText,
    readonly fieldErrors?: (FieldError | InputFieldError)[],
    /** What the client needs to act on the error (snake_case; GraphQL shows it in camelCase under extensions). */
    readonly details?: Record<string, string | number>,
    /** A feature's own code for this refusal (`EMAIL_TAKEN`), beside the kind that gives its status. */
    readonly reason?: string,
  ) {
    super(arabicOf(text));
  }

  static notFound(text: ServerText = KIND_TEXTS.NOT_FOUND) {
    return new AppError('NOT_FOUND', text);
  }

  /** A service the product needs (the database, the bucket) could not be reached; the request may be retried. */
  static unavailable() {
    return new AppError('SERVICE_UNAVAILABLE', KIND_TEXTS.SERVICE_UNAVAILABLE);
  }

  static validation(fieldErrors: (FieldError | InputFieldError)[]) {
    const joined = (language: Language) => fieldErrors.map((e) => wordIn(e.msg, language)).join('\n');
    return new AppError('VALIDATION_FAILED', { ar: joined('ar'), tr: joined('tr'), en: joined('en') }, fieldErrors);
  }

  /** A service refusing one field of the operation's input, by its input name. */
  static invalidInput(field: string, msg: ServerText, type: string) {
    return AppError.validation([{ field: [field], msg, type }]);
  }

  get status() {
    return ERROR_CODES[this.code].status;
  }

  /** The message in a language (the request's, for an API answer). */
  messageIn(language: Language): string {
    return wordIn(this.text, language);
  }

  /** The code a REST answer names beside `detail`: the feature's own code, or a kind a client acts on. */
  get namedCode(): string | undefined {
    return this.reason ?? ('named' in ERROR_CODES[this.code] ? this.code : undefined);
  }
}

/**
 * What a caller reads for each kind when nothing more particular was said (a guard's refusal, a record not
 * found, a value already taken).
 */
export const KIND_TEXTS = {
  BAD_REQUEST: { ar: 'طلب غير صالح', tr: 'Geçersiz istek', en: 'Invalid request' },
  UNAUTHENTICATED: {
    ar: 'يجب تسجيل الدخول للمتابعة',
    tr: 'Devam etmek için giriş yapmalısınız',
    en: 'Please sign in to continue',
  },
  FORBIDDEN: {
    ar: 'ليس لديك صلاحية للقيام بهذا الإجراء',
    tr: 'Bu işlemi yapma yetkiniz yok',
    en: 'You are not allowed to do this',
  },
  NOT_FOUND: { ar: 'العنصر المطلوب غير موجود', tr: 'İstenen kayıt bulunamadı', en: 'The requested item was not found' },
  CONFLICT: { ar: 'هذه القيمة مستخدمة مسبقاً', tr: 'Bu değer zaten kullanılıyor', en: 'This value is already in use' },
  PAYLOAD_TOO_LARGE: {
    ar: 'حجم الطلب أكبر من المسموح',
    tr: 'İstek izin verilenden büyük',
    en: 'The request is larger than allowed',
  },
  TOO_MANY_REQUESTS: {
    ar: 'طلبات كثيرة. يرجى المحاولة بعد قليل',
    tr: 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin',
    en: 'Too many requests. Please try again shortly',
  },
  SERVICE_UNAVAILABLE: {
    ar: 'الخدمة غير متاحة مؤقتاً. يرجى المحاولة بعد قليل',
    tr: 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin',
    en: 'The service is temporarily unavailable. Please try again shortly',
  },
} satisfies Partial<Record<ErrorCode, Localized>>;

/** A feature's own error: the kind that gives its HTTP status and GraphQL code, and its message in every language. */
export type FeatureErrorDefinition = { kind: ErrorCode; message: Localized };

/**
 * Raises a feature error; `field` makes it a refusal of that input field (of kind `type`, by default the code
 * in lower case), `message` words it for the case at hand.
 */
export type RaiseFeatureError = (options?: { field?: string; message?: Localized; type?: string }) => AppError;

/** Every feature's codes with their messages, so a test can hold each to all three languages. */
export const FEATURE_ERROR_TEXTS = new Map<string, Localized>();

/**
 * A feature's table of error codes, each raised by name (`OrderErrors.SERVICE_INACTIVE({ field: 'serviceId' })`).
 * REST answers name the code as `code` beside `detail`; GraphQL as `extensions.reason`, beside the kind's
 * `extensions.code`.
 */
export function featureErrors<C extends string>(
  definitions: Record<C, FeatureErrorDefinition>,
): Record<C, RaiseFeatureError> {
  const raisers = Object.entries<FeatureErrorDefinition>(definitions).map(
    ([reason, { kind, message }]): [string, RaiseFeatureError] => {
      const known = FEATURE_ERROR_TEXTS.get(reason);
      // A code means one thing to the clients that translate it, whichever feature raises it.
      if (known && JSON.stringify(known) !== JSON.stringify(message))
        throw new Error(`Error code ${reason} is declared twice with different messages`);
      FEATURE_ERROR_TEXTS.set(reason, message);
      return [
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
      ];
    },
  );
  return Object.fromEntries(raisers) as Record<C, RaiseFeatureError>;
}
