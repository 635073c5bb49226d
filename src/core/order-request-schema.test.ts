import { describe, expect, it } from 'vitest';
import { orderRequestSchema } from './order-request-schema';
import { zodErrorBody } from './zod-errors';

const details = {
  customerName: 'Wanjiru Kamau',
  customerEmail: 'Wanjiru@Example.com',
  customerPhone: '0712345678',
  deliveryAddress: 'Ngong Road, Apartment 4B',
  deliveryArea: 'Nairobi CBD',
  paymentMethod: 'mpesa',
};

function parse(input: object) {
  return orderRequestSchema.safeParse({ ...details, ...input });
}

function errorsFor(input: object) {
  const result = parse(input);
  return result.success ? {} : zodErrorBody(result.error).errors;
}

describe('orderRequestSchema items', () => {
  it('reads the cart as SPEC’s JSON string, keeping only id and quantity', () => {
    const items = JSON.stringify([{ id: 3, name: 'Shea', price: '1500.00', image: '/x.webp', quantity: 2 }]);
    expect(parse({ items }).data?.items).toEqual([{ id: 3, quantity: 2 }]);
  });

  it('reads an array too, with numeric string ids', () => {
    expect(parse({ items: [{ id: '5', quantity: 1 }] }).data?.items).toEqual([{ id: 5, quantity: 1 }]);
  });

  it('merges lines of the same product', () => {
    const items = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
      { id: 1, quantity: 3 },
    ];
    expect(parse({ items }).data?.items).toEqual([
      { id: 1, quantity: 5 },
      { id: 2, quantity: 1 },
    ]);
  });

  it.each([undefined, null, '', '[]', []])('says Cart is empty for %j', (items) => {
    expect(errorsFor({ items })).toEqual({ items: 'Cart is empty' });
  });

  it.each(['not json', '{"id":1}', 42, { id: 1, quantity: 1 }])('refuses %j as a list', (items) => {
    expect(errorsFor({ items })).toEqual({ items: 'Items must be a list of cart lines' });
  });

  it.each([0, -1, 1.5, '2', null])('refuses quantity %j', (quantity) => {
    expect(errorsFor({ items: [{ id: 1, quantity }] })).toEqual({
      'items.0.quantity': 'Quantity must be a whole number of at least 1',
    });
  });

  it('caps quantities, also after merging', () => {
    expect(errorsFor({ items: [{ id: 1, quantity: 1001 }] })).toEqual({
      'items.0.quantity': 'Quantity must be at most 1000',
    });
    expect(
      errorsFor({
        items: [
          { id: 1, quantity: 600 },
          { id: 1, quantity: 600 },
        ],
      }),
    ).toEqual({
      items: 'Quantity must be at most 1000',
    });
  });

  it('refuses bad product ids', () => {
    expect(errorsFor({ items: [{ id: 0, quantity: 1 }] })).toEqual({
      'items.0.id': 'Product id must be a positive whole number',
    });
    expect(errorsFor({ items: [{ id: 'abc', quantity: 1 }] })).toEqual({
      'items.0.id': 'Product id must be a positive whole number',
    });
  });
});

describe('orderRequestSchema fields', () => {
  const items = [{ id: 1, quantity: 1 }];

  it('tolerates and drops the legacy fields the server decides itself', () => {
    const result = parse({
      items,
      totalAmount: '1.00',
      deliveryFee: '0.00',
      status: 'confirmed',
      transactionId: 'FAKE123',
      notes: 'paid, honest',
    });
    expect(result.data).toEqual({
      customerName: 'Wanjiru Kamau',
      customerEmail: 'wanjiru@example.com',
      customerPhone: '0712345678',
      deliveryAddress: 'Ngong Road, Apartment 4B',
      deliveryArea: 'Nairobi CBD',
      paymentMethod: 'mpesa',
      items: [{ id: 1, quantity: 1 }],
      // Not asked for: texts are sent unless the shopper opts out.
      smsOptOut: false,
    });
  });

  it('accepts both payment methods and nothing else', () => {
    expect(parse({ items, paymentMethod: 'pay_later' }).success).toBe(true);
    expect(errorsFor({ items, paymentMethod: 'card' })).toEqual({
      paymentMethod: 'Please choose a payment method',
    });
    expect(errorsFor({ items, paymentMethod: undefined })).toEqual({
      paymentMethod: 'Please choose a payment method',
    });
  });

  it('checks the checkout fields with their messages', () => {
    expect(errorsFor({ items, customerName: 'A' })).toEqual({
      customerName: 'Name must be at least 2 characters',
    });
  });

  it('refuses other unknown fields', () => {
    expect(errorsFor({ items, discount: 100 })).toEqual({ discount: 'Unknown field "discount"' });
  });
});

describe('orderRequestSchema delivery choice', () => {
  const items = [{ id: 1, quantity: 1 }];

  it('takes a method, and a pickup point with a pickup only', () => {
    expect(parse({ items, deliveryMethod: 'courier' }).data).toMatchObject({ deliveryMethod: 'courier' });
    expect(parse({ items, deliveryMethod: 'pickup_point', pickupPointId: 3 }).data).toMatchObject({
      deliveryMethod: 'pickup_point',
      pickupPointId: 3,
    });
    expect(parse({ items }).data).not.toHaveProperty('deliveryMethod');
  });

  it('names the field of each mistake', () => {
    expect(errorsFor({ items, deliveryMethod: 'drone' })).toEqual({
      deliveryMethod: 'Delivery method must be rider, pickup_point or courier',
    });
    expect(errorsFor({ items, deliveryMethod: 'pickup_point' })).toEqual({
      pickupPointId: 'Please choose a pickup point',
    });
    expect(errorsFor({ items, deliveryMethod: 'rider', pickupPointId: 3 })).toEqual({
      pickupPointId: 'A pickup point is chosen only for pickup point delivery',
    });
    expect(errorsFor({ items, deliveryMethod: 'pickup_point', pickupPointId: '3' })).toEqual({
      pickupPointId: 'pickupPointId must be the id of a pickup point',
    });
  });
});
