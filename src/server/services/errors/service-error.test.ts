import { describe, expect, it } from 'vitest';
import { isRateLimited, isServiceErrorOf, RateLimitedError, ServiceError } from './service-error';

describe('isRateLimited', () => {
  it('knows a RateLimitedError, also one from another copy of the module (the page bundle)', () => {
    class CopiedRateLimitedError extends Error {
      readonly kind = 'too_many_requests';
      constructor(readonly retryAfterSeconds: number) {
        super('Too many');
      }
    }
    expect(isRateLimited(new RateLimitedError('Too many', 30))).toBe(true);
    expect(isRateLimited(new CopiedRateLimitedError(30))).toBe(true);
  });

  it('says no to other errors and to things that are not errors', () => {
    expect(isRateLimited(new ServiceError('not_found', 'Order not found'))).toBe(false);
    expect(isRateLimited(new Error('boom'))).toBe(false);
    expect(isRateLimited({ kind: 'too_many_requests', retryAfterSeconds: 1 })).toBe(false);
    expect(isRateLimited(null)).toBe(false);
  });
});

describe('isServiceErrorOf', () => {
  it('knows a ServiceError of one kind by its fields, and nothing else', () => {
    expect(
      isServiceErrorOf(new ServiceError('unauthenticated', 'Invalid email or password'), 'unauthenticated'),
    ).toBe(true);
    expect(
      isServiceErrorOf(Object.assign(new Error('copied'), { kind: 'unauthenticated' }), 'unauthenticated'),
    ).toBe(true);
    expect(isServiceErrorOf(new ServiceError('not_found', 'Order not found'), 'unauthenticated')).toBe(false);
    expect(isServiceErrorOf({ kind: 'unauthenticated' }, 'unauthenticated')).toBe(false);
  });
});
