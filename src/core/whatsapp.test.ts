import { DEFAULT_CURRENCY_SETTINGS } from './exchange-rates';
import { describe, expect, it } from 'vitest';
import {
  displayPhoneNumber,
  generalEnquiryText,
  internationalDigits,
  generalEnquiryLink,
  productOrderLink,
  productOrderText,
  whatsappLink,
} from './whatsapp';

const product = { id: 7, name: 'Raw Shea Butter & Honey', priceCents: 150_000 };

function textOf(link: string): string {
  return new URL(link).searchParams.get('text') ?? '';
}

describe('whatsappLink', () => {
  it('keeps only the digits of the number and encodes the text', () => {
    const link = whatsappLink('+254 712-345-678', 'Hi & bye? 100%');
    expect(link).toBe('https://wa.me/254712345678?text=Hi%20%26%20bye%3F%20100%25');
    expect(textOf(link)).toBe('Hi & bye? 100%');
  });

  it('refuses a number without digits', () => {
    expect(() => whatsappLink('', 'x')).toThrow(/no digits/);
  });
});

describe('displayPhoneNumber', () => {
  it('groups an international number as it is read aloud', () => {
    expect(displayPhoneNumber('254700123456')).toBe('+254 700 123 456');
  });
});

describe('generalEnquiryLink', () => {
  it("greets the shop by the owner's name and mentions shea butter products", () => {
    const link = generalEnquiryLink('254712345678', 'Amani Naturals');
    expect(link.startsWith('https://wa.me/254712345678?text=')).toBe(true);
    expect(textOf(link)).toBe(generalEnquiryText('Amani Naturals'));
    expect(textOf(link).startsWith('Hello Amani Naturals!')).toBe(true);
    expect(textOf(link)).toContain('shea butter products');
  });
});

describe('productOrderLink', () => {
  it('holds the name, the price in the chosen currency, the id and a request for help', () => {
    const text = productOrderText(product, 'USD', DEFAULT_CURRENCY_SETTINGS, 'Heritage Shea');
    expect(text).toContain('Product: Raw Shea Butter & Honey');
    expect(text).toContain('Price: $16.65');
    expect(text).toContain('Product ID: 7');
    expect(text).toContain('Please help me with my order.');
    expect(productOrderText(product, 'KES', DEFAULT_CURRENCY_SETTINGS, 'Amani Naturals')).toMatch(
      /^Hello Amani Naturals! I'd like to order this product:/,
    );
  });

  it('names the size chosen, and no size line for a message without one', () => {
    const text = productOrderText(
      { ...product, size: '500 g' },
      'KES',
      DEFAULT_CURRENCY_SETTINGS,
      'Heritage Shea',
    );
    expect(text).toContain('Product: Raw Shea Butter & Honey\nSize: 500 g\nPrice: KSH 1,500.00');
    expect(productOrderText(product, 'KES', DEFAULT_CURRENCY_SETTINGS, 'Heritage Shea')).not.toContain(
      'Size:',
    );
  });

  it('prices in KSH by default and for unknown currencies', () => {
    expect(productOrderText(product, 'KES', DEFAULT_CURRENCY_SETTINGS, 'Heritage Shea')).toContain(
      'Price: KSH 1,500.00',
    );
    expect(productOrderText(product, 'XYZ', DEFAULT_CURRENCY_SETTINGS, 'Heritage Shea')).toContain(
      'Price: KSH 1,500.00',
    );
  });

  it('encodes the whole message into the link', () => {
    const link = productOrderLink('254712345678', product, 'KES', DEFAULT_CURRENCY_SETTINGS, 'Heritage Shea');
    expect(link).not.toMatch(/\s/);
    expect(textOf(link)).toBe(productOrderText(product, 'KES', DEFAULT_CURRENCY_SETTINGS, 'Heritage Shea'));
  });
});

describe('internationalDigits', () => {
  it('turns Kenyan numbers as people type them into 254 digits', () => {
    expect(internationalDigits('0712 345 678')).toBe('254712345678');
    expect(internationalDigits('+254 712-345678')).toBe('254712345678');
    expect(internationalDigits('+44 20 7946 0958')).toBe('442079460958');
    expect(internationalDigits('12345')).toBeNull();
  });
});
