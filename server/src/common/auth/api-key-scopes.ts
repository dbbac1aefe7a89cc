import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiSecurity } from '@nestjs/swagger';

/** Everything a partner's API key may be allowed to do, declared once (the admin's choice, the routes' rules, OpenAPI). */
export const API_KEY_SCOPES = [
  'services:read',
  'orders:read',
  'orders:write',
  'files:write',
  'messages:write',
  'webhooks:manage',
] as const;

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);

export const SCOPES_KEY = 'auth:api-key-scopes';

/** The OpenAPI security scheme of API keys (a bearer token `lo_live_...`), named in each route's requirements. */
export const API_KEY_SECURITY_SCHEME = 'apiKey';

/** Where OpenAPI lists a route's scopes (`x-api-key-scopes`), which the document also writes into its description. */
export const SCOPES_EXTENSION = 'x-api-key-scopes';

/**
 * The scopes an API key needs for this REST handler or GraphQL resolver (any one of them suffices). A route without
 * it is refused to every key (403 API_KEY_ROUTE_NOT_ALLOWED): keys reach only what is declared. Signed-in users
 * (JWT) are not concerned.
 */
export const Scopes = (...scopes: [ApiKeyScope, ...ApiKeyScope[]]) =>
  applyDecorators(
    SetMetadata(SCOPES_KEY, scopes),
    ApiSecurity(API_KEY_SECURITY_SCHEME, scopes),
    ApiExtension(SCOPES_EXTENSION, scopes),
  );
