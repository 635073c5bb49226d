import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TrackResult } from './track-result';
import type { TrackingView } from '../../../core/tracking-view';

const line = (name: string, size: string | null, quantity: number) => ({
  id: 1,
  variantId: size ? 2 : null,
  size,
  sku: null,
  name,
  image: '',
  price: '625.00',
  quantity,
  lineTotal: `${quantity * 625}.00`,
});

const order = (paymentMethod: TrackingView['paymentMethod']): TrackingView => ({
  orderNumber: 'HM-7K2M9Q4R',
  status: 'confirmed',
  createdAt: '2026-11-20T08:00:00.000Z',
  paymentMethod,
  customerName: 'Wanjiru',
  customerEmail: 'wanjiru@example.com',
  customerPhone: '254712345678',
  deliveryAddress: 'Moi Avenue 1',
  deliveryArea: 'Nairobi',
  deliveryMethod: 'rider',
  pickupPointId: null,
  pickupPoint: null,
  subtotal: '2500.00',
  deliveryFee: '0.00',
  discountCode: null,
  discount: '0.00',
  totalAmount: '2500.00',
  items: [
    line('Raw Shea Butter', '500 g', 1),
    line('Raw Shea Butter', '250 g', 2),
    line('Old Balm', null, 1),
  ],
  notes: null,
  history: [{ status: 'confirmed', label: 'Order Confirmed', at: '2026-11-20T08:00:00.000Z' }],
  paybill: null,
  taxInvoice: null,
  shipments: [],
});

const paymentShown = (method: TrackingView['paymentMethod']) => {
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
  });

  it('shows the discount code and what it took off beside the total', () => {
    const discounted = { ...order('mpesa'), discountCode: 'KARIBU10', discount: '277.78' };
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
    const shown = (taxInvoice: TrackingView['taxInvoice']) =>
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

  it('shows where each parcel is: with the rider by first name, at the courier with its link, delivered at a time', () => {
    const parcels: TrackingView['shipments'] = [
      {
        status: 'out_for_delivery',
        label: 'Out for delivery with Otieno',
        method: 'rider',
        items: [{ name: 'Raw Shea Butter', size: '500 g', quantity: 1 }],
        riderFirstName: 'Otieno',
      },
      {
        status: 'out_for_delivery',
        label: 'On its way with G4S',
        method: 'courier',
        items: [{ name: 'Raw Shea Butter', size: '250 g', quantity: 2 }],
        carrier: 'G4S',
        trackingUrl: 'https://g4s.example/track?ref=G4S-1',
      },
      {
        status: 'delivered',
        label: 'Delivered',
        method: 'rider',
        items: [{ name: 'Old Balm', size: null, quantity: 1 }],
        deliveredAt: '2026-11-21T11:30:00.000Z',
      },
    ];
    const html = renderToStaticMarkup(
      createElement(TrackResult, {
        order: { ...order('mpesa'), shipments: parcels },
        email: 'wanjiru@example.com',
      }),
    );
    expect(html).toContain('Parcels (3)');
    expect(html).toContain('Out for delivery with Otieno');
    expect(html).toContain('2 × Raw Shea Butter (250 g)');
    expect(html).toContain('href="https://g4s.example/track?ref=G4S-1"');
    expect(html).toContain('Delivered 21 Nov 2026');
  });
});
