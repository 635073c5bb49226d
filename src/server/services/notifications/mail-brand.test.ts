import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '../../../core/shop-settings-values';
import { mailBrand } from './job-handlers';

const URL = 'https://shop.example';
const id = 'a'.repeat(32);

describe('what a mail shows of the shop', () => {
  it("shows SPEC's logo under SPEC's name, and the name in letters under another without a logo", () => {
    expect(mailBrand(URL)).toMatchObject({
      shopName: 'Heritage Shea',
      logo: { src: `${URL}/generated/brand/logo-mail.png`, width: 234, height: 48 },
      signature: ['Heritage Shea', 'Timeless Beauty, Rooted in Nature'],
      mainColour: '#6b4226',
    });
    expect(mailBrand(URL, { ...DEFAULT_BRAND, shopName: 'Amani Naturals', slogan: '' })).toMatchObject({
      logo: null,
      signature: ['Amani Naturals'],
    });
  });

  it('shows an uploaded logo 48 px tall, or narrower when it would be too wide for a phone', () => {
    expect(mailBrand(URL, { ...DEFAULT_BRAND, logo: { id, width: 936, height: 170 } }).logo).toEqual({
      src: `${URL}/uploads/brand/${id}-logo.png`,
      width: 264,
      height: 48,
    });
    expect(mailBrand(URL, { ...DEFAULT_BRAND, logo: { id, width: 936, height: 60 } }).logo).toMatchObject({
      width: 280,
      height: 18,
    });
  });
});
