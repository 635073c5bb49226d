import type { LoggerOptions } from 'pino';
import { serializeError } from './lib/error-log';

/** One set of pino options for the server's logger and for services logging on their own. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Cookies carry session tokens and Authorization carries credentials: never log them.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { err: serializeError },
  };
}
