import { describe, expect, it } from 'vitest';
import { refundFormInput, refundRequestSchema } from './refund-schema';

const valid = { paymentKind: 'stk', paymentId: 7, amountKes: 1200, reason: 'Jar arrived broken' };

describe('refundRequestSchema', () => {
  it('takes whole shillings and defaults restock to false', () => {
    expect(refundRequestSchema.parse(valid)).toEqual({ ...valid, restock: false });
  });

  it.each([
    ['cents', { amountKes: 12.5 }, 'amountKes'],
    ['more than M-Pesa moves at once', { amountKes: 250_001 }, 'amountKes'],
    ['an empty reason', { reason: '  ' }, 'reason'],
    ['a reason with a line break', { reason: 'one\ntwo' }, 'reason'],
    ['another kind of payment', { paymentKind: 'card' }, 'paymentKind'],
    ['an unknown field', { note: 'x' }, ''],
  ])('refuses %s', (_name, change, field) => {
    const parsed = refundRequestSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    if (field) expect(parsed.error!.issues.map((i) => i.path[0])).toContain(field);
  });
});

describe('refundFormInput', () => {
  it("reads the console's form: text fields, and the restock checkbox as on or absent", () => {
    const form = new FormData();
    form.set('intent', 'refund');
    form.set('paymentKind', 'c2b');
    form.set('paymentId', '3');
    form.set('amountKes', '300');
    form.set('reason', 'Paid twice');
    form.set('restock', 'on');
    expect(refundRequestSchema.parse(refundFormInput(form))).toEqual({
      paymentKind: 'c2b',
      paymentId: 3,
      amountKes: 300,
      reason: 'Paid twice',
      restock: true,
    });
    form.delete('restock');
    expect(refundRequestSchema.parse(refundFormInput(form)).restock).toBe(false);
  });
});
