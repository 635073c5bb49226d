// Rate limits and throttles counted in the database, so every app process shares one count.
export { createRateLimits, rateLimitKey } from './rate-limits';
export type { RateLimitRule, RateLimits } from './rate-limits';
