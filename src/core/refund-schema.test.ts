import { describe, expect, it } from 'vitest';
import { refundFormInput, refundRequestSchema } from './refund-schema';

const valid = { paymentKind: 'stk', paymentId: 7, amountKes: 1200, reason: 'Jar arrived broken' };

describe('refundRequestSchema', () => {
  it('takes whole shillings and defaults to putting nothing back in stock', () => {
    expect(refundRequestSchema.parse(valid)).toEqual({ ...valid, restock: false, restockItems: [] });
  });

  it('takes the units that came back, or `restock` for all of them, but not both', () => {
    const items = [{ productId: 4, quantity: 1 }];
    expect(refundRequestSchema.parse({ ...valid, restockItems: items }).restockItems).toEqual(items);
    expect(refundRequestSchema.parse({ ...valid, restock: true }).restock).toBe(true);
    const both = refundRequestSchema.safeParse({ ...valid, restock: true, restockItems: items });
    expect(both.error?.issues.map((i) => i.path.join('.'))).toEqual(['restockItems']);
    // Zero counts say nothing came back, so they do not clash with `restock`.
    expect(
      refundRequestSchema.safeParse({
        ...valid,
        restock: true,
        restockItems: [{ productId: 4, quantity: 0 }],
      }).success,
    ).toBe(true);
  });

  it.each([
    ['cents', { amountKes: 12.5 }, 'amountKes'],
    ['more than M-Pesa moves at once', { amountKes: 250_001 }, 'amountKes'],
    ['an empty reason', { reason: '  ' }, 'reason'],
    ['a reason with a line break', { reason: 'one\ntwo' }, 'reason'],
    ['another kind of payment', { paymentKind: 'card' }, 'paymentKind'],
    ['an unknown field', { note: 'x' }, ''],
    ['units as text', { restockItems: [{ productId: 4, quantity: '2' }] }, 'restockItems'],
    ['a negative count of units', { restockItems: [{ productId: 4, quantity: -1 }] }, 'restockItems'],
    ['part of a unit', { restockItems: [{ productId: 4, quantity: 0.5 }] }, 'restockItems'],
    [
      'a product named twice',
      {
        restockItems: [
          { productId: 4, quantity: 1 },
          { productId: 4, quantity: 2 },
        ],
      },
      'restockItems',
    ],
    ['a unit list that is not a list', { restockItems: 'all' }, 'restockItems'],
  ])('refuses %s', (_name, change, field) => {
    const parsed = refundRequestSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    if (field) expect(parsed.error!.issues.map((i) => i.path[0])).toContain(field);
  });
});

describe('refundFormInput', () => {
  it("reads the console's form: text fields, and a count of units back in stock per line", () => {
    const form = new FormData();
    form.set('intent', 'refund');
    form.set('paymentKind', 'c2b');
    form.set('paymentId', '3');
    form.set('amountKes', '300');
    form.set('reason', 'Paid twice');
    form.append('restockProductId', '4');
    form.append('restockQuantity', '2');
    form.append('restockProductId', '9');
    form.append('restockQuantity', '');
    expect(refundRequestSchema.parse(refundFormInput(form))).toEqual({
      paymentKind: 'c2b',
      paymentId: 3,
      amountKes: 300,
      reason: 'Paid twice',
      restock: false,
      restockItems: [
        { productId: 4, quantity: 2 },
        { productId: 9, quantity: 0 },
      ],
    });
  });

  it("never reads the old form's restock box: units go back only as counted", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...valid,
      paymentId: '7',
      amountKes: '1200',
      restock: 'on',
    })) {
      form.set(name, value);
    }
    expect(refundRequestSchema.parse(refundFormInput(form))).toMatchObject({
      restock: false,
      restockItems: [],
    });
  });

  it('refuses a count that is not a whole number, naming its line', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, paymentId: '7', amountKes: '1200' })) {
      form.set(name, value);
    }
    form.append('restockProductId', '4');
    form.append('restockQuantity', '0x10');
    const parsed = refundRequestSchema.safeParse(refundFormInput(form));
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['restockItems.0.quantity']);
  });
});
