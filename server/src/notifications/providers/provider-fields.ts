import type { NotificationEvent } from '../notification-events.js';

/** The plain (shown) and secret (write-only, sealed at rest) fields of each provider. */
export type WhatsappConfig = { phone_number_id: string; templates: Partial<Record<NotificationEvent, string>> };
export type WhatsappSecrets = { access_token: string; app_secret: string; verify_token: string };
export type SmsConfig = { account_sid: string; from_number: string };
export type SmsSecrets = { auth_token: string };

export const WHATSAPP_SECRETS = ['access_token', 'app_secret', 'verify_token'] as const;
export const SMS_SECRETS = ['auth_token'] as const;

export type WhatsappProvider = WhatsappConfig & WhatsappSecrets;
export type SmsProvider = SmsConfig & SmsSecrets;

/** What a provider answer says about one message. */
export type SendOutcome =
  | { ok: true; providerMessageId: string }
  | {
      ok: false;
      reason: string;
      /** The number cannot receive on this channel: no retry, the message falls back to e-mail. */
      unreachable: boolean;
      /** Worth trying again later (the provider is down, rate limits, a timeout). */
      retry: boolean;
    };

export const SEND_TIMEOUT_MS = 10_000;

/** A failure of the request itself (no answer, a timeout): the provider may be down, so it is tried again. */
export function networkFailure(error: unknown): SendOutcome {
  const reason =
    error instanceof Error && error.name === 'TimeoutError'
      ? `no answer within ${SEND_TIMEOUT_MS / 1000} s`
      : error instanceof Error
        ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
        : String(error);
  return { ok: false, reason: reason.slice(0, 500), unreachable: false, retry: true };
}

/** Server errors and rate limits pass; other 4xx answers are the request's fault and are not retried. */
export const retriable = (status: number) => status >= 500 || status === 429;
