// "The database cannot answer right now", as opposed to "this query is wrong": the first is
// answered 503 with Retry-After (the shop comes back by itself), the second is a bug (500).

/** What a 503 asks the client to wait: a restarting database is usually back within this. */
export const RETRY_AFTER_SECONDS = 30;

// SQLSTATE codes (https://www.postgresql.org/docs/current/errcodes-appendix.html) that mean the
// server is away, starting, stopping, full or too slow, whatever the query.
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up / shutting down
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '53000', // insufficient_resources
  '57014', // query_canceled: statement_timeout
]);

// Socket errors of the connection to the database.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres reports these without a code.
const NODE_POSTGRES_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/** True when `error`, or an error it wraps (Drizzle wraps the driver's), says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const { code, severity, message } = e as { code?: unknown; severity?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // Class 08: connection exception. A FATAL error always ends the session.
      if (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code)) return true;
    }
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof message === 'string' && NODE_POSTGRES_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The error, its causes and the errors it aggregates (a refused connection to each address). */
function* errorChain(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  yield error;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  yield* errorChain(cause, depth + 1);
  if (Array.isArray(errors)) for (const e of errors) yield* errorChain(e, depth + 1);
}
