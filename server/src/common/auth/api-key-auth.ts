import type { RateVerdict } from '../rate-limit/ip-rate-limiter.js';
import type { AuthUser } from './auth-user.js';

/** Every API key's secret starts so; a bearer token that does not is a session's JWT. */
export const API_KEY_PREFIX = 'lo_live_';

export const isApiKeySecret = (bearer: string) => bearer.startsWith(API_KEY_PREFIX);

/**
 * Checks a request's API key: the partners feature provides it under this token, so the shared guard needs no
 * feature (as BACK_OFFICE_TWO_FACTOR_RULE).
 */
export const API_KEY_AUTHENTICATOR = Symbol('API_KEY_AUTHENTICATOR');

export type ApiKeyAuthenticator = {
  /**
   * The partner a key acts as, with the key's id and scopes; refuses (401) an unknown, revoked or expired key or one
   * whose partner is disabled, and (403) a request from outside the key's allowed IP ranges.
   */
  authenticate(secret: string, ip: string | undefined): Promise<AuthUser>;
  /** Counts one request of the key against its per-minute limit. */
  consume(apiKey: NonNullable<AuthUser['apiKey']>): Promise<RateVerdict>;
};
