import { describe, expect, it } from 'vitest';
import { parseOrderNumbers, pickListOf } from './fulfilment';

const line = (productId: number, name: string, variantId?: number, size?: string, quantity = 1) => ({
  productId,
  name,
  image: '',
  unitPriceCents: 100,
  quantity,
  ...(variantId === undefined ? {} : { variantId, size, sku: `SKU-${variantId}` }),
});

describe('parseOrderNumbers', () => {
  it('reads repeated and comma-separated numbers in any case, each once, and sets apart the rest', () => {
    expect(parseOrderNumbers(['hm-7k2m9qxd, HM-AB12CD34', ' HM-7K2M9QXD ,', 'HM-1', 'x'])).toEqual({
      numbers: ['HM-7K2M9QXD', 'HM-AB12CD34'],
      malformed: ['HM-1', 'x'],
    });
  });
});

describe('pickListOf', () => {
  it('adds each size over the orders, by product then size by its digits', () => {
    const list = pickListOf([
      { orderNumber: 'HM-1', items: [line(2, 'Shea', 21, '1000 ml', 1), line(2, 'Shea', 20, '250 ml', 2)] },
      { orderNumber: 'HM-2', items: [line(2, 'Shea', 20, '250 ml', 3), line(1, 'Aloe')] },
    ]);
    expect(list).toEqual({
      orderNumbers: ['HM-1', 'HM-2'],
      totalUnits: 7,
      lines: [
        { productId: 1, name: 'Aloe', size: null, sku: null, units: 1 },
        { productId: 2, name: 'Shea', size: '250 ml', sku: 'SKU-20', units: 5 },
        { productId: 2, name: 'Shea', size: '1000 ml', sku: 'SKU-21', units: 1 },
      ],
    });
  });
});
