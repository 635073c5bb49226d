import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  TRACKING_STEPS,
  canTransition,
  isFinalStatus,
  isPaid,
  isPayable,
  isOrderStatus,
  nextStatuses,
  statusBadgeColour,
  trackingLabel,
  type OrderStatus,
} from './order-status';

describe('canTransition', () => {
  it('follows the happy path from either unpaid state', () => {
    const path: OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];
    for (const start of ['awaiting_payment', 'pending_payment'] as const) {
      let from: OrderStatus = start;
      for (const to of path) {
        expect(canTransition(from, to)).toBe(true);
        from = to;
      }
    }
    expect(canTransition('pending', 'confirmed')).toBe(true);
  });

  it('lets the shopper switch between M-Pesa and Pay Later', () => {
    expect(canTransition('awaiting_payment', 'pending_payment')).toBe(true);
    expect(canTransition('pending_payment', 'awaiting_payment')).toBe(true);
  });

  it('cancels only before shipping', () => {
    for (const from of [
      'awaiting_payment',
      'pending_payment',
      'pending',
      'confirmed',
      'processing',
    ] as const) {
      expect(canTransition(from, 'cancelled')).toBe(true);
    }
    for (const from of ['shipped', 'delivered', 'cancelled'] as const) {
      expect(canTransition(from, 'cancelled')).toBe(false);
    }
  });

  it('refuses skips, reversals and staying put', () => {
    expect(canTransition('awaiting_payment', 'shipped')).toBe(false);
    expect(canTransition('confirmed', 'shipped')).toBe(false);
    expect(canTransition('shipped', 'processing')).toBe(false);
    expect(canTransition('confirmed', 'awaiting_payment')).toBe(false);
    expect(canTransition('cancelled', 'confirmed')).toBe(false);
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('knows the final states', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered']);
  });
});

describe('labels', () => {
  it('shows the tracking labels of SPEC §4, Processing for anything else', () => {
    expect(TRACKING_STEPS.map(trackingLabel)).toEqual([
      'Order Confirmed',
      'Processing',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(trackingLabel('pending_payment')).toBe('Processing');
    expect(trackingLabel('cancelled')).toBe('Processing');
    expect(trackingLabel('whatever')).toBe('Processing');
  });

  it('has an admin label for every status', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy();
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('lost')).toBe(false);
  });

  it('colours reseller badges as SPEC §4 says', () => {
    expect(statusBadgeColour('pending')).toBe('yellow');
    expect(statusBadgeColour('confirmed')).toBe('blue');
    expect(statusBadgeColour('processing')).toBe('orange');
    expect(statusBadgeColour('shipped')).toBe('purple');
    expect(statusBadgeColour('delivered')).toBe('green');
    expect(statusBadgeColour('cancelled')).toBe('grey');
    expect(statusBadgeColour('toString')).toBe('grey');
  });
});

describe('isPayable and isPaid', () => {
  it('tells unpaid, paid and closed orders apart', () => {
    const payable = ORDER_STATUSES.filter(isPayable);
    const paid = ORDER_STATUSES.filter(isPaid);
    expect(payable).toEqual(['awaiting_payment', 'pending_payment']);
    expect(paid).toEqual(['confirmed', 'processing', 'shipped', 'delivered']);
    expect(isPayable('cancelled') || isPaid('cancelled')).toBe(false);
    // Everything payable can be confirmed by a payment.
    for (const status of payable) expect(canTransition(status, 'confirmed')).toBe(true);
  });
});
