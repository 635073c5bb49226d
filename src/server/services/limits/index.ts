export { createRateLimits, rateLimitKey } from './rate-limits';
export type { RateLimitRule, RateLimits } from './rate-limits';
