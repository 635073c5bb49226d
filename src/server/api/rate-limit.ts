import type { FastifyRequest } from 'fastify';
import type { RateLimitRule, RateLimits } from '../services/limits';

/**
 * A route's preHandler that counts each request against `rule` per client address, in the
 * database, so every app process enforces one limit. Over it, the route answers 429 with
 * Retry-After and `message`.
 */
export function limitPerAddress(limits: RateLimits, rule: RateLimitRule, message: string) {
  return async (request: FastifyRequest) => {
    await limits.enforce(rule, request.ip, message);
  };
}
