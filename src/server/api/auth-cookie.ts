import type { FastifyReply } from 'fastify';
import type { Config } from '../config/config';
import {
  DEVICE_COOKIE,
  SESSION_COOKIE,
  deviceCookieExpiry,
  sessionCookieAttributes,
} from '../services/accounts';

export function setDeviceCookie(reply: FastifyReply, config: Config, deviceId: string) {
  reply.setCookie(DEVICE_COOKIE, deviceId, {
    ...sessionCookieAttributes(config.publicUrl),
    expires: deviceCookieExpiry(),
  });
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    ...sessionCookieAttributes(config.publicUrl),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieAttributes(config.publicUrl));
}
