import { describe, expect, it } from 'vitest';
import { mayKeepAnswer, offlinePolicy } from './offline-pages';

describe('what a phone keeps for offline use', () => {
  it('keeps the catalogue, products and the shop’s own pages, and their client navigations', () => {
    for (const path of ['/', '/_root.data', '/products', '/products.data', '/product/12', '/product/12.data'])
      expect(offlinePolicy(path), path).toBe('stale-while-revalidate');
    for (const path of ['/about', '/faq', '/contact', '/shipping-info', '/return-policy', '/privacy'])
      expect(offlinePolicy(path), path).toBe('stale-while-revalidate');
  });

  it('asks the network first for the cart and the wishlist', () => {
    for (const path of ['/cart', '/cart.data', '/wishlist'])
      expect(offlinePolicy(path), path).toBe('network-first');
  });

  it('never keeps money, orders, tracking, accounts, the console, the portal or the API', () => {
    for (const path of [
      '/checkout',
      '/track-order',
      '/track-order.data',
      '/admin',
      '/admin/orders',
      '/admin.data',
      '/reseller',
      '/reseller/pending',
      '/account',
      '/login',
      '/two-factor',
      '/invite',
      '/reset-password',
      '/unsubscribe',
      '/api/products',
      '/api/orders',
      '/api/mpesa/stk-push',
      '/product/12/reviews',
    ])
      expect(offlinePolicy(path), path).toBe('network-only');
  });

  it('keeps only whole answers the shop did not mark personal', () => {
    expect(mayKeepAnswer(200, 'public, max-age=0')).toBe(true);
    expect(mayKeepAnswer(200, null)).toBe(true);
    expect(mayKeepAnswer(200, 'private, no-store')).toBe(false);
    expect(mayKeepAnswer(200, 'no-store')).toBe(false);
    expect(mayKeepAnswer(404, null)).toBe(false);
    expect(mayKeepAnswer(503, null)).toBe(false);
  });
});
