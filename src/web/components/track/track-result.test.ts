import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
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
  discount: null,
  items: [
    { name: 'Raw Shea Butter', size: '500 g', quantity: 1 },
    { name: 'Raw Shea Butter', size: '250 g', quantity: 2 },
    { name: 'Old Balm', size: null, quantity: 1 },
  ],
  paymentMethod,
  history: [{ status: 'confirmed', at: '2026-11-20T08:00:00.000Z' }],
});

const paymentShown = (method: string | null) => {
  const html = renderToStaticMarkup(
    createElement(TrackResult, { order: order(method), email: 'wanjiru@example.com' }),
  );
  return /Payment<\/dt><dd[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
};

describe('the tracked order', () => {
  it('lists each line with its size as sold', () => {
    const html = renderToStaticMarkup(
      createElement(TrackResult, { order: order('mpesa'), email: 'wanjiru@example.com' }),
    );
    const lines = [
      ...html.matchAll(/<li[^>]*><span[^>]*>([^<]*)<\/span><span[^>]*>Qty (?:<!-- -->)?(\d+)/g),
    ].map((m) => `${m[2]} × ${m[1]}`);
    expect(lines).toEqual(['1 × Raw Shea Butter (500 g)', '2 × Raw Shea Butter (250 g)', '1 × Old Balm']);
  });

  it('names the payment method as the shop does, whichever way the order was paid', () => {
    expect(paymentShown('mpesa')).toBe('M-Pesa');
    expect(paymentShown('pay_later')).toBe('Pay Later');
    expect(paymentShown('invoice')).toBe('Wholesale invoice');
    expect(paymentShown(null)).toBeNull();
  });

  it('shows the discount code and what it took off beside the total', () => {
    const discounted = { ...order('mpesa'), discount: { code: 'KARIBU10', cents: 27_778 } };
    const html = renderToStaticMarkup(
      createElement(TrackResult, { order: discounted, email: 'wanjiru@example.com' }),
    );
    expect(html).toMatch(/Discount \(KARIBU10\)<\/dt><dd[^>]*>−KSH 277.78</);
    expect(
      renderToStaticMarkup(
        createElement(TrackResult, { order: order('mpesa'), email: 'wanjiru@example.com' }),
      ),
    ).not.toContain('Discount');
  });

  it('links to the tax invoice once the order has one, saying when KRA is still issuing it', () => {
    const shown = (taxInvoice: TrackedOrder['taxInvoice']) =>
      renderToStaticMarkup(
        createElement(
          MemoryRouter,
          null,
          createElement(TrackResult, {
            order: { ...order('mpesa'), taxInvoice },
            email: 'wanjiru@example.com',
          }),
        ),
      );
    const url = '/orders/HM-7K2M9Q4R/invoice?email=wanjiru%40example.com';
    const pending = shown({ url, issued: false });
    expect(pending).toContain(`href="${url}"`);
    expect(pending).toMatch(/>Tax invoice<\/a>/);
    expect(pending).toContain('Being issued by KRA');
    expect(shown({ url, issued: true })).not.toContain('Being issued by KRA');
    expect(shown(null)).not.toContain('Tax invoice');
  });
});
