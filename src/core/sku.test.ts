import { describe, expect, it } from 'vitest';
import { skuOf } from './sku';

describe('skuOf', () => {
  it('joins the slug and the label, upper-cased, without spaces', () => {
    expect(skuOf('raw-shea-butter', '250 g')).toBe('RAW-SHEA-BUTTER-250G');
    expect(skuOf('raw-shea-butter', '1.5 kg')).toBe('RAW-SHEA-BUTTER-15KG');
  });

  it('is the slug alone for a label with no letters or digits', () => {
    expect(skuOf('balm', '')).toBe('BALM');
  });
});
