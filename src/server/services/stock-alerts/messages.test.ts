import { describe, expect, it } from 'vitest';
import { isGsm7, smsSegments } from '../../../core/sms-length';
import { SEED_PRODUCTS } from '../../db/seed/products';
import { backInStockSms, lowStockSms, productLink, stopLink } from './messages';

const PUBLIC_URL = 'https://www.heritageshea.co.ke';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const longest = [...SEED_PRODUCTS].sort((a, b) => b.name.length - a.name.length)[0]!;

describe('the back-in-stock text', () => {
  it('stays plain GSM-7 in at most two segments, with both links, for the longest product name', () => {
    const product = { id: 2_000_000, name: longest.name };
    const link = productLink(PUBLIC_URL, product, 2_000_001);
    const text = backInStockSms(product, link, stopLink(PUBLIC_URL, TOKEN), 'Heritage Shea');
    expect(isGsm7(text)).toBe(true);
    expect(smsSegments(text)).toBeLessThanOrEqual(2);
    expect(text).toContain(`${PUBLIC_URL}/product/2000000?size=2000001`);
    expect(text).toContain(`${PUBLIC_URL}/back-in-stock/unsubscribe?token=${TOKEN}`);
  });

  it('turns a name typed with curly quotes into plain characters', () => {
    const text = backInStockSms({ id: 1, name: 'Mama’s “Best” Butter' }, 'x', 'y', 'Amani’s ✨');
    expect(isGsm7(text)).toBe(true);
    expect(text).toContain(`Mama's "Best" Butter`);
    expect(text.startsWith("Amani's: ")).toBe(true);
  });
});

describe("the owner's low-stock text", () => {
  it('fits one segment for the longest product and size', () => {
    const size = [...longest.sizes].sort((a, b) => b.label.length - a.label.length)[0]!;
    const text = lowStockSms({ name: longest.name, size: size.label, stock: 10_000 }, 'Heritage Shea');
    expect(isGsm7(text)).toBe(true);
    expect(smsSegments(text)).toBe(1);
  });
});
