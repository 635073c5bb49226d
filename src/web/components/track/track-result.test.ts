import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrackResult } from './track-result';
import type { TrackedOrder } from './tracked-order';

const order = (paymentMethod: string | null): TrackedOrder => ({
  orderNumber: 'HM-7K2M9Q4R',
  status: 'confirmed',
  createdAt: '2026-11-20T08:00:00.000Z',
  customerName: 'Wanjiru',
  deliveryArea: 'Nairobi',
  totalCents: 250_000,
  paymentMethod,
  history: [{ status: 'confirmed', at: '2026-11-20T08:00:00.000Z' }],
});

const paymentShown = (method: string | null) => {
  const html = renderToStaticMarkup(createElement(TrackResult, { order: order(method) }));
  return /Payment<\/dt><dd[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
};

describe('the tracked order', () => {
  it('names the payment method as the shop does, whichever way the order was paid', () => {
    expect(paymentShown('mpesa')).toBe('M-Pesa');
    expect(paymentShown('pay_later')).toBe('Pay Later');
    expect(paymentShown('invoice')).toBe('Wholesale invoice');
    expect(paymentShown(null)).toBeNull();
  });
});
