import { describe, expect, it } from 'vitest';
import { packingSlipsQuerySchema, packingSlipsUrl, packingSlipUrl } from './packing-slip-query';

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'https://shop.test').searchParams);

describe('the packing slips’ addresses', () => {
  it('name the orders, the size and prices only when asked', () => {
    expect(packingSlipsUrl(['HM-1', 'HM-2'], { size: 'receipt', prices: false })).toBe(
      '/api/admin/fulfilment/packing-slips.pdf?orders=HM-1,HM-2&size=receipt',
    );
    expect(packingSlipUrl('HM-1', { size: 'a4', prices: true })).toBe(
      '/api/admin/orders/HM-1/packing-slip.pdf?size=a4&prices=1',
    );
  });

  it('are read back by the route’s own query schema', () => {
    const url = packingSlipsUrl(['HM-7K2M9QXA', 'hm-7k2m9qxb'], { size: 'receipt', prices: true });
    expect(packingSlipsQuerySchema.parse(queryOf(url))).toEqual({
      orders: ['HM-7K2M9QXA', 'HM-7K2M9QXB'],
      size: 'receipt',
      prices: true,
    });
  });
});
