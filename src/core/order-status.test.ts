import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  TRACKING_STEPS,
  canTransition,
  initialStatus,
  isFinalStatus,
  isPaid,
  isPayable,
  isWaitingStatus,
  isOrderStatus,
  nextStatuses,
  sendsGoods,
  statusesOf,
  statusBadgeColour,
  trackingLabel,
  type OrderState,
  type OrderStatus,
} from './order-status';

const retail = (status: OrderStatus): OrderState => ({ kind: 'retail', status });
const wholesale = (status: OrderStatus): OrderState => ({ kind: 'wholesale', status });

describe('canTransition', () => {
  it('follows the happy path from either unpaid retail state, and from a pending wholesale order', () => {
    const path: OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];
    for (const start of [retail('awaiting_payment'), retail('pending_payment'), wholesale('pending')]) {
      let from = start;
      for (const to of path) {
        expect(canTransition(from, to)).toBe(true);
        from = { ...from, status: to };
      }
    }
  });

  it('lets the shopper switch a retail order between M-Pesa and Pay Later', () => {
    expect(canTransition(retail('awaiting_payment'), 'pending_payment')).toBe(true);
    expect(canTransition(retail('pending_payment'), 'awaiting_payment')).toBe(true);
  });

  it('keeps each kind to its own statuses', () => {
    expect(statusesOf('retail')).toEqual([
      'awaiting_payment',
      'pending_payment',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(statusesOf('wholesale')).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    expect(canTransition(retail('pending'), 'confirmed')).toBe(false);
    expect(canTransition(wholesale('awaiting_payment'), 'confirmed')).toBe(false);
    expect(canTransition(wholesale('pending'), 'pending_payment')).toBe(false);
  });

  it('cancels only before shipping', () => {
    for (const from of [
      retail('awaiting_payment'),
      retail('pending_payment'),
      wholesale('pending'),
      retail('confirmed'),
      wholesale('processing'),
    ]) {
      expect(canTransition(from, 'cancelled')).toBe(true);
    }
    for (const status of ['shipped', 'delivered', 'cancelled'] as const) {
      expect(canTransition(retail(status), 'cancelled')).toBe(false);
      expect(canTransition(wholesale(status), 'cancelled')).toBe(false);
    }
  });

  it('refuses skips, reversals and staying put', () => {
    expect(canTransition(retail('awaiting_payment'), 'shipped')).toBe(false);
    expect(canTransition(retail('confirmed'), 'shipped')).toBe(false);
    expect(canTransition(retail('shipped'), 'processing')).toBe(false);
    expect(canTransition(retail('confirmed'), 'awaiting_payment')).toBe(false);
    expect(canTransition(wholesale('cancelled'), 'confirmed')).toBe(false);
    for (const status of ORDER_STATUSES) {
      expect(canTransition(retail(status), status)).toBe(false);
      expect(canTransition(wholesale(status), status)).toBe(false);
    }
  });

  it('knows the final states', () => {
    expect(statusesOf('retail').filter((s) => isFinalStatus(retail(s)))).toEqual(['delivered', 'cancelled']);
    expect(nextStatuses(wholesale('shipped'))).toEqual(['delivered']);
  });
});

describe('an order whose units are all back in stock', () => {
  it('may not be processed or shipped, only cancelled or (once shipped) delivered', () => {
    const back = (status: OrderStatus): OrderState => ({ ...retail(status), allUnitsBack: true });
    expect(nextStatuses(back('confirmed'))).toEqual(['cancelled']);
    expect(nextStatuses(back('processing'))).toEqual(['cancelled']);
    expect(canTransition(back('processing'), 'shipped')).toBe(false);
    expect(canTransition(back('shipped'), 'delivered')).toBe(true);
    expect(canTransition({ ...wholesale('confirmed'), allUnitsBack: true }, 'processing')).toBe(false);
    expect(sendsGoods('processing') && sendsGoods('shipped')).toBe(true);
    expect(sendsGoods('delivered') || sendsGoods('cancelled') || sendsGoods('confirmed')).toBe(false);
  });

  it('moves as any other while a unit is still out', () => {
    expect(nextStatuses({ ...retail('confirmed'), allUnitsBack: false })).toEqual([
      'processing',
      'cancelled',
    ]);
  });
});

describe('labels', () => {
  it('shows the tracking labels of SPEC §4, and says what a waiting order waits for', () => {
    expect(TRACKING_STEPS.map(trackingLabel)).toEqual([
      'Order Confirmed',
      'Processing',
      'Out for Delivery',
      'Delivered',
    ]);
    expect(trackingLabel('pending_payment')).toBe('Awaiting Payment');
    expect(trackingLabel('awaiting_payment')).toBe('Awaiting Payment');
    expect(trackingLabel('pending')).toBe('Awaiting Confirmation');
    expect(trackingLabel('cancelled')).toBe('Cancelled');
    expect(trackingLabel('whatever')).toBe('Processing');
  });

  it('knows which statuses come before the first tracking step', () => {
    expect(ORDER_STATUSES.filter(isWaitingStatus)).toEqual([
      'awaiting_payment',
      'pending_payment',
      'pending',
    ]);
    expect(isWaitingStatus('whatever')).toBe(false);
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
    const payable = statusesOf('retail').filter((s) => isPayable(retail(s)));
    const paid = statusesOf('retail').filter((s) => isPaid(retail(s)));
    expect(payable).toEqual(['awaiting_payment', 'pending_payment']);
    expect(paid).toEqual(['confirmed', 'processing', 'shipped', 'delivered']);
    expect(isPayable(retail('cancelled')) || isPaid(retail('cancelled'))).toBe(false);
    // Everything payable can be confirmed by a payment.
    for (const status of payable) expect(canTransition(retail(status), 'confirmed')).toBe(true);
  });

  it('never offers a wholesale order to M-Pesa; the shop confirming it makes it a sale', () => {
    for (const status of statusesOf('wholesale')) expect(isPayable(wholesale(status))).toBe(false);
    expect(isPaid(wholesale('pending'))).toBe(false);
    expect(isPaid(wholesale('confirmed'))).toBe(true);
  });
});

describe('initialStatus', () => {
  it('puts a retail order where its payment method waits', () => {
    expect(initialStatus('retail', 'mpesa')).toBe('awaiting_payment');
    expect(initialStatus('retail', 'pay_later')).toBe('pending_payment');
  });

  it('starts every wholesale order waiting for the shop', () => {
    expect(initialStatus('wholesale', 'invoice')).toBe('pending');
  });
});
