import type { IncomingMessage } from 'node:http';
import {
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  specifiedRules,
  validate,
} from 'graphql';
import type { Response } from 'express';
import type { GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import type { AppRequest } from '../auth/request-of.js';
import { inLanguage, negotiateLanguage } from '../i18n/request-language.js';
import { formatGraphQLError } from './format-graphql-error.js';
import { aliasLimitRule, depthLimitRule } from './query-limits.js';

/** What graphql-ws (over `ws`) tells of one socket: what the client sent with `connection_init`, and the upgrade request. */
type SocketContext = {
  connectionParams?: Readonly<Record<string, unknown>>;
  extra: { request: IncomingMessage };
};

/** The GraphQL context: the HTTP request of a query or mutation, or for a subscription one that stands for its socket. */
export type GraphQLContext = { req: AppRequest; res?: Response };

/** The access token a socket was opened with: `connectionParams.authorization` ("Bearer <token>"), as queries send it. */
function bearerOf(params: SocketContext['connectionParams']): string | undefined {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' && /^Bearer \S+$/.test(value) ? value : undefined;
}

/**
 * A subscription's request: the socket's upgrade request as seen by the guards (its headers, with the
 * token of `connectionParams` as the Authorization header, and the peer's address), so `@Auth` checks the token,
 * the account and the session, and `@CurrentUser` answers, as for a query.
 */
function socketRequest({ connectionParams, extra }: SocketContext): AppRequest {
  const { authorization: _upgradeHeader, ...headers } = extra.request.headers;
  const bearer = bearerOf(connectionParams);
  return {
    headers: bearer ? { ...headers, authorization: bearer } : headers,
    ip: extra.request.socket.remoteAddress,
    method: 'GET',
    url: extra.request.url,
  } as unknown as AppRequest;
}

/** The context of every operation: over HTTP (Apollo's express integration) or a graphql-ws socket. */
export function graphqlContext(source: { req: AppRequest; res: Response } | SocketContext): GraphQLContext {
  if ('extra' in source) return { req: socketRequest(source) };
  return { req: source.req, res: source.res };
}

/**
 * A subscription's root `resolve`: every event is executed with a request object of its own, so what the
 * field resolvers keep per request (DataLoaders, keyed by it) is read again for each event rather than kept
 * from the first.
 */
export function renewRequestPerEvent<T>(payload: T, _args: unknown, context: GraphQLContext): T {
  context.req = { ...context.req } as AppRequest;
  return payload;
}

/**
 * A socket's errors are worded in the language it asked for: `connectionParams['accept-language']` (a browser
 * cannot set the upgrade request's headers), else the upgrade request's `Accept-Language`.
 */
const inSocketLanguage = <T>({ connectionParams, extra }: SocketContext, work: () => T): T => {
  const asked = connectionParams?.['accept-language'];
  return inLanguage(
    negotiateLanguage(typeof asked === 'string' ? asked : extra.request.headers['accept-language']),
    work,
  );
};

const formatted = (error: GraphQLError): GraphQLFormattedError =>
  formatGraphQLError(
    // Raised by GraphQL itself before anything ran (an unknown field, a limit): the caller's mistake.
    error.originalError
      ? error.toJSON()
      : { ...error.toJSON(), extensions: { code: 'GRAPHQL_VALIDATION_FAILED', ...error.extensions } },
    error,
  );

/**
 * GraphQL over WebSocket (the graphql-ws protocol) at /graphql, for subscriptions: a socket is accepted only
 * with a token (anonymous callers are closed with 4403 Forbidden); each subscription then checks it like a
 * query (`@Auth`), with the queries' validation limits, and its errors worded like theirs.
 */
export const graphqlWsOptions = {
  /** The client must say who it is within this time of opening the socket. */
  connectionInitWaitTimeout: 5_000,
  onConnect: (ctx: SocketContext) => bearerOf(ctx.connectionParams) !== undefined,
  validate: (schema: GraphQLSchema, document: DocumentNode) =>
    validate(schema, document, [...specifiedRules, depthLimitRule, aliasLimitRule]),
  onNext: (
    ctx: SocketContext,
    _id: unknown,
    _payload: unknown,
    _args: unknown,
    result: ExecutionResult,
  ): FormattedExecutionResult | void => {
    if (result.errors?.length)
      return {
        ...result,
        errors: inSocketLanguage(ctx, () => result.errors!.map(formatted)),
      } as FormattedExecutionResult;
  },
  onError: (ctx: SocketContext, _id: unknown, _payload: unknown, errors: readonly GraphQLError[]) =>
    inSocketLanguage(ctx, () => errors.map(formatted)),
  // Nest's type names a few of graphql-ws's options; it hands every one to graphql-ws (`validate` and `onError` too).
} as unknown as GraphQLWsSubscriptionsConfig;
