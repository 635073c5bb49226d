import { describe, expect, it } from 'vitest';
import { wholesaleOrderSchema } from './wholesale-order-schema';
import { zodErrorBody } from './zod-errors';

const errorsOf = (input: unknown) => {
  const result = wholesaleOrderSchema.safeParse(input);
  return result.success ? {} : zodErrorBody(result.error).errors;
};

describe('wholesaleOrderSchema', () => {
  it('reads the cart from a JSON string, keeps id and quantity, drops the client total', () => {
    const cart = JSON.stringify([
      { id: 3, name: 'Butter', price: '1200.00', wholesalePrice: '1.00', quantity: 4 },
    ]);
    expect(
      wholesaleOrderSchema.parse({ items: cart, totalAmount: '4.00', notes: ' Deliver Monday ' }),
    ).toEqual({
      items: [{ id: 3, quantity: 4 }],
      notes: 'Deliver Monday',
    });
  });

  it("says 'Cart is empty' for no items", () => {
    expect(errorsOf({ items: '[]', totalAmount: '0' }).items).toBe('Cart is empty');
    expect(errorsOf({ items: [] }).items).toBe('Cart is empty');
    expect(errorsOf({}).items).toBe('Cart is empty');
  });

  it('treats blank notes as none and refuses unknown fields', () => {
    expect(wholesaleOrderSchema.parse({ items: [{ id: 1, quantity: 1 }], notes: '  ' }).notes).toBeNull();
    expect(errorsOf({ items: [{ id: 1, quantity: 1 }], userId: 9 }).userId).toBe('Unknown field "userId"');
  });
});
