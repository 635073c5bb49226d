import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptFingerprint, attemptFor, endAttempt, saveAttempt } from './checkout-attempt';
import type { PlacedOrder } from './placed-order';

const details = {
  customerName: 'Amina Wanjiru',
  customerEmail: 'amina@example.com',
  customerPhone: '0712345678',
  deliveryAddress: 'Kenyatta Avenue, Bihi Towers',
  deliveryArea: 'Nairobi CBD',
  smsOptOut: false,
};

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkout attempts', () => {
  it('keep one key (and order) for the same details and cart', () => {
    const fingerprint = attemptFingerprint(details, [{ id: 1, quantity: 2 }]);
    const first = attemptFor(fingerprint);
    saveAttempt({ ...first, order: { orderNumber: 'HM-AAAA2222' } as PlacedOrder });
    const again = attemptFor(attemptFingerprint({ ...details }, [{ id: 1, quantity: 2 }]));
    expect(again.idempotencyKey).toBe(first.idempotencyKey);
    expect(again.order?.orderNumber).toBe('HM-AAAA2222');
  });

  it('start afresh when the cart or the details change, or after an order is done', () => {
    const first = attemptFor(attemptFingerprint(details, [{ id: 1, quantity: 2 }]));
    const moreJars = attemptFor(attemptFingerprint(details, [{ id: 1, quantity: 3 }]));
    expect(moreJars.idempotencyKey).not.toBe(first.idempotencyKey);
    const otherArea = attemptFor(
      attemptFingerprint({ ...details, deliveryArea: 'Karen' }, [{ id: 1, quantity: 3 }]),
    );
    expect(otherArea.idempotencyKey).not.toBe(moreJars.idempotencyKey);
    const lines = [{ id: 1, quantity: 3 }];
    const byRider = attemptFor(attemptFingerprint(details, lines, null, { deliveryMethod: 'rider' }));
    const atPoint = (pickupPointId: number) =>
      attemptFor(attemptFingerprint(details, lines, null, { deliveryMethod: 'pickup_point', pickupPointId }));
    const firstPoint = atPoint(4);
    expect(firstPoint.idempotencyKey).not.toBe(byRider.idempotencyKey);
    expect(atPoint(5).idempotencyKey).not.toBe(firstPoint.idempotencyKey);

    const fingerprint = attemptFingerprint(details, [{ id: 1, quantity: 2 }]);
    const kept = attemptFor(fingerprint);
    endAttempt();
    expect(attemptFor(fingerprint).idempotencyKey).not.toBe(kept.idempotencyKey);
  });
});
