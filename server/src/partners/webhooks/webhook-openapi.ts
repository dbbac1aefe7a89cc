import type { OpenAPIObject } from '@nestjs/swagger';
import { extendOpenApiDocument } from '../../common/openapi/document-extensions.js';
import { WEBHOOK_EVENTS, type WebhookEventType } from './webhook-event-types.js';

/** The REST answer whose `data` (or its items) is each kind of event object. */
const OBJECT_SOURCES = {
  order: { path: '/api/v1/orders/{id}', method: 'get', status: '200' },
  message: { path: '/api/v1/orders/{id}/messages', method: 'post', status: '201' },
  payment: { path: '/api/v1/orders/{id}/payments', method: 'get', status: '200' },
  document: { path: '/api/v1/orders/{id}/documents', method: 'get', status: '200' },
} as const;

type SchemaNode = { $ref?: string; items?: SchemaNode; properties?: Record<string, SchemaNode> };

function objectSchema(document: OpenAPIObject, kind: keyof typeof OBJECT_SOURCES): SchemaNode {
  const source = OBJECT_SOURCES[kind];
  const operation = (document.paths[source.path] as Record<string, { responses?: Record<string, unknown> }>)?.[
    source.method
  ];
  const response = operation?.responses?.[source.status] as
    { content?: { 'application/json'?: { schema?: SchemaNode } } } | undefined;
  const data = response?.content?.['application/json']?.schema?.properties?.data;
  return data?.items ?? data ?? ({ type: 'object' } as SchemaNode);
}

/**
 * Each event's request as the receiver gets it, under `x-webhooks` (OpenAPI 3.1's `webhooks`, in the extension
 * form a 3.0 document may hold): the signed headers and the body with the object as REST shows it.
 */
function describeWebhooks(document: OpenAPIObject) {
  const header = (description: string, example: string) => ({
    required: true,
    description,
    schema: { type: 'string', example },
  });
  const entries = Object.entries(WEBHOOK_EVENTS).map(([type, event]) => [
    type,
    {
      post: {
        summary: type,
        description: `${event.description} Retried with back-off for 24 hours until a 2xx answer.`,
        tags: ['webhooks'],
        parameters: [
          {
            in: 'header',
            name: 'Lo-Signature',
            ...header(
              'HMAC-SHA256 with the endpoint’s secret over `${t}.${body}`: `t=<unix seconds>,v1=<hex>`.',
              't=1767225600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
            ),
          },
          { in: 'header', name: 'Lo-Event-Id', ...header('The event’s id, the same on every retry.', 'evt_9f2c…') },
          { in: 'header', name: 'Lo-Event-Type', ...header('The event’s type.', type) },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'type', 'created_at', 'data'],
                properties: {
                  id: { type: 'string', pattern: '^evt_[0-9a-f]{32}$' },
                  type: { type: 'string', enum: [type as WebhookEventType] },
                  created_at: { type: 'string', format: 'date-time' },
                  data: {
                    type: 'object',
                    required: ['object'],
                    properties: { object: { ...objectSchema(document, event.object), nullable: true } },
                  },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'Any 2xx answer marks the delivery succeeded.' } },
      },
    },
  ]);
  (document as OpenAPIObject & { 'x-webhooks'?: unknown })['x-webhooks'] = Object.fromEntries(entries);
}

extendOpenApiDocument(describeWebhooks);
