// An order for the text-message tests: the largest realistic one (the longest order number form and
// a six-figure total), so a text that fits one segment for it fits for every order.
import { expect } from 'vitest';
import { isGsm7, smsSegments } from '../../src/core/sms-length';
import type { Order } from '../../src/server/services/orders';

export function largestOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    orderNumber: 'HM-7KQ2XW9D',
    kind: 'retail',
    status: 'awaiting_payment',
    userId: null,
    paymentMethod: 'mpesa',
    transactionId: null,
    customerName: 'Wanjiku Kamau',
    customerEmail: 'wanjiku@example.com',
    customerPhone: '+254 712 345 678',
    deliveryAddress: 'Moi Avenue, Bazaar Plaza',
    deliveryArea: 'Westlands',
    deliveryMethod: 'rider',
    pickupPointId: null,
    subtotalCents: 24_999_950,
    deliveryFeeCents: 0,
    discountCode: null,
    discountCents: 0,
    totalCents: 24_999_950,
    notes: null,
    paymentToken: null,
    smsOptOut: false,
    items: [],
    unitsShipped: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

/** The text is plain GSM-7 and one segment: one message's price. */
export function expectOneSegment(text: string): void {
  expect(isGsm7(text)).toBe(true);
  expect(smsSegments(text)).toBe(1);
}
