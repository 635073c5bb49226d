import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultSettings, toPublicSettings } from '../../../core/shop-settings-values';
import { CartProvider } from '../../lib/cart-context';
import { CurrencyProvider } from '../../lib/currency-context';
import type { ProductCardData } from '../../lib/product-card-data';
import { ShopSettingsProvider } from '../../lib/shop-settings-context';
import { WishlistProvider } from '../../lib/wishlist-context';
import { ProductCard } from './product-card';

const product = (overrides: Partial<ProductCardData>): ProductCardData => ({
  id: 7,
  slug: 'shea-essentials-gift-set',
  name: 'Shea Essentials Gift Set',
  tagline: 'Three favourites in one box.',
  priceCents: 350_000,
  priceVaries: false,
  oneSize: { variantId: 71, label: 'Set' },
  category: 'sets',
  skinTypes: ['dry', 'sensitive', 'normal'],
  featured: true,
  inStock: true,
  image: '/images/products/gift-set.jpg',
  ...overrides,
});

/** The card as the server renders it, inside the providers the root gives every page. */
function render(data: ProductCardData): string {
  const card = createElement(ProductCard, { product: data });
  const wishlist = createElement(WishlistProvider, { children: card });
  const cart = createElement(CartProvider, { children: wishlist });
  const currency = createElement(CurrencyProvider, { initialCurrency: 'KES', children: cart });
  const settings = createElement(ShopSettingsProvider, {
    settings: toPublicSettings(defaultSettings()),
    children: currency,
  });
  return renderToStaticMarkup(createElement(MemoryRouter, { children: settings }));
}

/** The badges over the picture, as read out: the list labelled 'Product highlights'. */
function badgesOf(html: string): string[] {
  const list = /<ul aria-label="Product highlights"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1]!.replace('&amp;', '&'));
}

describe('the product card', () => {
  it('shows both badges of a featured gift set and of a featured raw butter', () => {
    expect(badgesOf(render(product({})))).toEqual(['Best Seller', 'Gift Set']);
    expect(badgesOf(render(product({ category: 'raw', name: 'Raw Unrefined Shea Butter' })))).toEqual([
      'Best Seller',
      'Raw & Pure',
    ]);
  });

  it('shows one badge, or none, when only one or none applies', () => {
    expect(badgesOf(render(product({ featured: false })))).toEqual(['Gift Set']);
    expect(badgesOf(render(product({ featured: false, category: 'serums' })))).toEqual([]);
    expect(render(product({ featured: false, category: 'serums' }))).not.toContain('Product highlights');
  });

  it('still shows at most two skin types', () => {
    const html = render(product({}));
    expect(html).toContain('Dry');
    expect(html).toContain('Sensitive');
    expect(html).not.toContain('Normal');
  });
});
