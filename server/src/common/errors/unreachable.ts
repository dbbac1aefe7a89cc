import { Prisma } from '../../generated/prisma/client.js';

/** Prisma's codes for a database it cannot reach, lost, timed out on or ran out of connections to. */
const PRISMA_CONNECTION_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);

/** What Prisma's driver adapters report when the connection, not the statement, failed. */
const ADAPTER_CONNECTION_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/**
 * PostgreSQL's SQLSTATEs for a lost or refused connection: class 08 (connection exception), 57P01–57P03
 * (admin or crash shutdown, cannot connect now), 53300 (too many connections).
 */
const CONNECTION_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/** Node's socket errors: nothing answers, or the peer went away. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Drivers that throw plain errors (node-postgres after a lost socket, PGlite once closed), and wrappers that
 * keep only the socket error's text (the AWS SDK's "AWS SDK error wrapper for Error: connect ECONNREFUSED …").
 */
const CONNECTION_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Connection closed|PGlite is clos(ed|ing))|\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH)\b/i;

type Failure = {
  code?: unknown;
  kind?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
  errors?: unknown;
};

/** The error and what it wraps: its cause, a driver adapter's error behind Prisma's, each attempt of an AggregateError. */
function* chainOf(error: unknown, depth = 0): Generator<Failure> {
  if (!error || typeof error !== 'object' || depth > 8) return;
  const failure = error as Failure;
  yield failure;
  yield* chainOf(failure.cause, depth + 1);
  yield* chainOf(failure.meta?.driverAdapterError, depth + 1);
  if (Array.isArray(failure.errors)) for (const attempt of failure.errors) yield* chainOf(attempt, depth + 1);
}

/**
 * Whether an error means a service the product needs (the database, the bucket's server) could not be
 * reached, rather than a bug or a refusal: such requests answer 503 and may be retried, never 401 or 500.
 * The one place that knows the shapes: Prisma's codes, its driver adapters' kinds, PostgreSQL's SQLSTATEs,
 * Node's socket errors and the drivers' own messages.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  for (const failure of chainOf(error)) {
    const { code, kind, message } = failure;
    if (
      typeof code === 'string' &&
      (PRISMA_CONNECTION_CODES.has(code) || SOCKET_CODES.has(code) || CONNECTION_SQLSTATE.test(code))
    )
      return true;
    if (typeof kind === 'string' && ADAPTER_CONNECTION_KINDS.has(kind)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}
