import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { SESSION_COOKIE, sessionCookieAttributes } from '../services/accounts';

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...sessionCookieAttributes(config.publicUrl),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieAttributes(config.publicUrl));
}
