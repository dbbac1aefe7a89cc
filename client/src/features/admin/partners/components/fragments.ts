import { graphql } from '../../../../gql';

/** What the partners page shows of an API key (never its secret). */
export const PartnerApiKeyFragment = graphql(`
  fragment PartnerApiKey on ApiKey {
    id
    partnerId
    name
    prefix
    scopes
    allowedIps
    expiresAt
    lastUsedAt
    revokedAt
    createdAt
  }
`);

/** What the partners page shows of a webhook endpoint (never its signing secret). */
export const PartnerWebhookFragment = graphql(`
  fragment PartnerWebhook on WebhookEndpoint {
    id
    ownerId
    url
    events
    enabled
    disabledAt
    disabledReason
    consecutiveFailures
    createdAt
  }
`);

/** One line of an endpoint's delivery log. */
export const PartnerDeliveryFragment = graphql(`
  fragment PartnerDelivery on WebhookDelivery {
    id
    endpointId
    eventType
    status
    attempts
    lastStatusCode
    lastError
    createdAt
    deliveredAt
  }
`);
