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

describe('refundRequestSchema numbers', () => {
  const AMOUNT = 'Amount must be a number of shillings';
  const PAYMENT = 'Choose the payment to refund';
  const messagesOf = (change: Record<string, unknown>) =>
    refundRequestSchema.safeParse({ ...valid, ...change }).error?.issues.map((i) => i.message);

  it.each([
    [150, 150],
    ['150', 150],
    [' 150 ', 150],
    ['0150', 150],
    ['150.00', 150],
  ])('reads the amount %j as %i shillings', (amountKes, shillings) => {
    expect(refundRequestSchema.parse({ ...valid, amountKes }).amountKes).toBe(shillings);
  });

  it.each([
    ['0x10'],
    ['1e3'],
    ['+5'],
    ['-5'],
    ['1_000'],
    ['1,000'],
    ['Infinity'],
    ['NaN'],
    [''],
    ['  '],
    [true],
    [false],
    [null],
    [[16]],
    [{}],
  ])('refuses the amount %j as not a number of shillings', (amountKes) => {
    expect(messagesOf({ amountKes })).toEqual([AMOUNT]);
  });

  it('says why an amount with cents is refused, whether sent as a number or as text', () => {
    expect(messagesOf({ amountKes: '12.50' })).toEqual([
      'M-Pesa refunds whole shillings: leave out the cents',
    ]);
    expect(messagesOf({ amountKes: 12.5 })).toEqual(['M-Pesa refunds whole shillings: leave out the cents']);
  });

  it.each([
    [7, 7],
    ['7', 7],
    [' 7 ', 7],
    [2_147_483_647, 2_147_483_647],
  ])('reads the payment id %j as %i', (paymentId, id) => {
    expect(refundRequestSchema.parse({ ...valid, paymentId }).paymentId).toBe(id);
  });

  it.each([['0x10'], ['7.0'], ['1e3'], [''], [true], [0], [-7], [7.5], [2_147_483_648], ['99999999999']])(
    'refuses the payment id %j',
    (paymentId) => {
      expect(messagesOf({ paymentId })).toEqual([PAYMENT]);
    },
  );
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
