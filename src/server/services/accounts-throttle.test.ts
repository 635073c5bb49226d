import { describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_WINDOW_MS, LoginThrottledError } from './accounts-throttle';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('login throttle', () => {
  it('blocks an email after its limit until the window ends, naming the wait', () => {
    const time = clock();
    const throttle = createLoginThrottle({ now: time.now, maxPerEmail: 3, maxPerAddress: 100 });
    for (let i = 0; i < 3; i++) {
      throttle.assertAllowed('a@example.com', '10.0.0.1');
      throttle.recordFailure('a@example.com', '10.0.0.1');
    }
    time.advance(60_000);
    let error: unknown;
    try {
      throttle.assertAllowed('a@example.com', '10.0.0.2');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LoginThrottledError);
    expect((error as LoginThrottledError).retryAfterSeconds).toBe((LOGIN_WINDOW_MS - 60_000) / 1000);
    expect((error as Error).message).toBe(
      'Too many failed sign-in attempts. Please try again in 14 minutes.',
    );
    // Another email from the same address is not affected.
    expect(() => throttle.assertAllowed('b@example.com', '10.0.0.1')).not.toThrow();
    time.advance(LOGIN_WINDOW_MS);
    expect(() => throttle.assertAllowed('a@example.com', '10.0.0.1')).not.toThrow();
  });

  it('blocks an address that fails across many emails', () => {
    const throttle = createLoginThrottle({ now: clock().now, maxPerEmail: 100, maxPerAddress: 2 });
    throttle.recordFailure('a@example.com', '10.0.0.9');
    throttle.recordFailure('b@example.com', '10.0.0.9');
    expect(() => throttle.assertAllowed('c@example.com', '10.0.0.9')).toThrow(LoginThrottledError);
    expect(() => throttle.assertAllowed('c@example.com', '10.0.0.8')).not.toThrow();
  });

  it('a successful sign-in clears the email count', () => {
    const throttle = createLoginThrottle({ now: clock().now, maxPerEmail: 2, maxPerAddress: 100 });
    throttle.recordFailure('a@example.com', '10.0.0.1');
    throttle.recordSuccess('a@example.com');
    throttle.recordFailure('a@example.com', '10.0.0.1');
    expect(() => throttle.assertAllowed('a@example.com', '10.0.0.1')).not.toThrow();
  });
});
