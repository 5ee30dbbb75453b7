import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Tells a database that is down or silent apart from every other failure, so the one error handler
 * answers 503 `unavailable` (try again later) for it instead of 500 (our bug).
 */

/** The client gave a connection up: the server did not answer a statement in time. */
export class QueryDeadlineError extends Error {
  readonly code = 'QUERY_DEADLINE';

  constructor(timeoutMs: number) {
    super(`the database did not answer a statement within ${timeoutMs} ms`);
  }
}

/** Socket errors of a connection that cannot be made or was cut. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'QUERY_DEADLINE',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01–57P03 (shutting
 * down, crashed, starting up), 53300 (too many connections), 57014 (statement_timeout cancelled it).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

/** What pg and pg-pool say when a connection cannot be had, was cut, or timed out. */
const driverMessages = [
  /^Connection terminated/, // …unexpectedly, …due to connection timeout
  /^timeout exceeded when trying to connect$/, // no free connection in time
  /^timeout expired$/, // connecting took too long
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/, // shutting down
];

/**
 * The error and what the driver layers wrapped in it: Drizzle puts the driver's error in `cause`,
 * Node puts one error per address tried in an AggregateError. Other wrappers are not followed, so a
 * refused connection to a bank (fetch's `cause`) never reads as a database outage.
 */
function* databaseLayers(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current !== undefined && depth < 5; depth += 1) {
    yield current;
    if (current instanceof AggregateError) yield* current.errors;
    current = current instanceof DrizzleQueryError ? current.cause : undefined;
  }
}

function reasonOf(layer: unknown): string | undefined {
  if (!(layer instanceof Error)) return undefined;
  const code = (layer as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkCodes.has(code)) return code;
    // A server's error carries a five-character SQLSTATE and a severity.
    if (/^[0-9A-Z]{5}$/.test(code) && 'severity' in layer && isUnavailableState(code)) return `SQLSTATE ${code}`;
  }
  if (driverMessages.some((pattern) => pattern.test(layer.message))) return layer.message;
  return undefined;
}

/**
 * Why the database cannot be used, in a few words without SQL or parameters ("ECONNREFUSED",
 * "SQLSTATE 57P01", "Connection terminated unexpectedly"), or undefined when the error is not an
 * outage (a constraint, a bug).
 */
export function databaseOutageReason(error: unknown): string | undefined {
  for (const layer of databaseLayers(error)) {
    const reason = reasonOf(layer);
    if (reason) return reason;
  }
  return undefined;
}

export function isDatabaseOutage(error: unknown): boolean {
  return databaseOutageReason(error) !== undefined;
}
