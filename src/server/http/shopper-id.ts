import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

export const SHOPPER_COOKIE = 'shopper_id';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const VALID_ID = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The anonymous shopper's id, which keys the wishlist. Kept in an httpOnly cookie, which the
 * wishlist API makes on first need and the wishlist page reads.
 */
export function ensureShopperId(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = readShopperId(request);
  if (existing) return existing;
  const id = randomBytes(18).toString('base64url');
  reply.setCookie(SHOPPER_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}

export function readShopperId(request: FastifyRequest): string | null {
  const value = request.cookies[SHOPPER_COOKIE];
  return value && VALID_ID.test(value) ? value : null;
}
