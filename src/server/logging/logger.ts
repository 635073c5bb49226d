import type { LoggerOptions } from 'pino';
import { logSerializers } from './serializers';

/**
 * One set of pino options for the server's logger and for services logging on their own: paths
 * without query strings, failed queries without their values, no cookies or credentials.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Cookies carry session tokens and Authorization carries credentials: never log them.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: logSerializers,
  };
}
