// What the shop's log lines say about requests and errors. Logs leave the shop (hosting, log
// services) and are kept for long, so they carry no personal data: no query strings (a tracking
// link holds the shopper's email) and none of the values a failed SQL query was given (Drizzle
// writes every parameter into its message; PostgreSQL's `detail` quotes the refused row).
import type { FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';

export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Typed as Fastify wants it; pino hands over whatever was logged under `err`, thrown or not.
export function errorForLog(error: Error) {
  return stdSerializers.err(error instanceof Error ? withoutQueryValues(error) : error);
}

/** Fastify's logger serializers: its own, but for these two. */
export const logSerializers = { req: requestForLog, err: errorForLog };

// Fields of a PostgreSQL error (node-postgres and PGlite alike) that name what failed, never the
// data: `detail`, `where` and `hint` may quote values, and PGlite adds the query's `params`.
const DRIVER_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'];

interface DriverError extends Error {
  code: string;
  severity: string;
}

function isDriverError(error: Error): error is DriverError {
  const fields = error as Partial<DriverError>;
  return typeof fields.code === 'string' && typeof fields.severity === 'string';
}

/** The error and its causes as the log may show them: same type, message and stack, no values. */
function withoutQueryValues(error: Error): Error {
  const cause = error.cause instanceof Error ? withoutQueryValues(error.cause) : error.cause;
  if (error instanceof DrizzleQueryError) {
    // The driver's code and constraint say what went wrong; its message follows as the cause.
    const driverFields = cause instanceof Error && isDriverError(cause) ? pick(cause, DRIVER_FIELDS) : {};
    return copyOf(error, `Failed query: ${error.query}`, { query: error.query, ...driverFields, cause });
  }
  if (isDriverError(error)) {
    return copyOf(error, withoutQuotedValue(error.message), { ...pick(error, DRIVER_FIELDS), cause });
  }
  return cause === error.cause ? error : copyOf(error, error.message, { ...error, cause });
}

// PostgreSQL quotes the offending input in a few messages: `invalid input syntax for type
// integer: "abc"`, `value "99999999999" is out of range for type integer`.
function withoutQuotedValue(message: string): string {
  return message
    .replace(/^(invalid input (?:syntax|value) for [^:]*): ".*"$/s, '$1: [value]')
    .replace(/^value ".*" is out of range/s, 'value [value] is out of range');
}

function copyOf(error: Error, message: string, fields: object): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  // The stack starts with the message: keep only the frames after the original one.
  const stack = error.stack ?? '';
  const at = stack.indexOf(error.message);
  const frames = error.message !== '' && at !== -1 ? stack.slice(at + error.message.length) : '';
  const header = stack.slice(0, Math.max(at, 0)) || `${error.name}: `;
  Object.assign(copy, fields, { message, stack: `${header}${message}${frames}` });
  return copy;
}

function pick(source: object, keys: string[]): Record<string, unknown> {
  const record = source as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));
}
