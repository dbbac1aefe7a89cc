import type { OpenAPIObject } from '@nestjs/swagger';
import { API_KEY_PREFIX } from '../auth/api-key-auth.js';
import { SCOPES_EXTENSION } from '../auth/api-key-scopes.js';

/** How OpenAPI describes the partners' API keys: a bearer scheme of its own beside the sessions' JWT. */
export const API_KEY_SCHEME_DESCRIPTION =
  `A partner's API key, made by an admin (\`POST /admin/api-keys\`) and shown once: \`Authorization: Bearer ${API_KEY_PREFIX}...\`. ` +
  'It acts as the partner (who sees only their own orders) and reaches only the routes that list one of its scopes ' +
  '(403 API_KEY_SCOPE_MISSING, or API_KEY_ROUTE_NOT_ALLOWED on routes listing none); 401 API_KEY_INVALID, ' +
  'API_KEY_REVOKED, API_KEY_EXPIRED or API_KEY_OWNER_INACTIVE; 403 API_KEY_IP_NOT_ALLOWED outside its IP ranges; ' +
  '429 API_KEY_RATE_LIMITED with Retry-After beyond its requests a minute. The same key works on GraphQL.';

type Operation = { description?: string; security?: Record<string, string[]>[]; [SCOPES_EXTENSION]?: string[] };

/**
 * Writes each route's API key scopes (declared with @Scopes) into its description, and keeps a public route open
 * without credentials (an empty requirement beside the key's).
 */
export function describeApiKeyScopes(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      const scopes = operation?.[SCOPES_EXTENSION];
      if (!scopes) continue;
      const line = `API key scopes: ${scopes.map((scope) => `\`${scope}\``).join(' or ')}.`;
      operation.description = operation.description ? `${operation.description}\n\n${line}` : line;
      const security = operation.security ?? [];
      const signedIn = security.some((requirement) => 'bearer' in requirement);
      if (!signedIn) operation.security = [...security, {}];
    }
  }
  return document;
}
