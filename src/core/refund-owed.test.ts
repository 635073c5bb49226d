import { describe, expect, it } from 'vitest';
import { moneyOwed, type PaymentMoney } from './refund-owed';

const prompt = (change: Partial<PaymentMoney>): PaymentMoney => ({
  kind: 'stk',
  status: 'success',
  orderStatus: 'confirmed',
  paidCents: 170000,
  excessCents: 0,
  refundedCents: 0,
  ...change,
});
const paybill = (change: Partial<PaymentMoney>): PaymentMoney => ({
  ...prompt({ kind: 'c2b', status: 'matched' }),
  ...change,
});

describe('moneyOwed', () => {
  it('owes nothing of a payment that paid for its order', () => {
    expect(moneyOwed(prompt({}))).toBeNull();
    expect(moneyOwed(paybill({}))).toBeNull();
    expect(moneyOwed(paybill({ orderStatus: 'awaiting_payment', paidCents: 50000 }))).toBeNull();
  });

  it.each(['needs_refund', 'amount_mismatch'] as const)('owes all of a prompt payment in %s', (status) => {
    expect(moneyOwed(prompt({ status, refundedCents: 20000 }))).toEqual({ why: status, owedCents: 150000 });
  });

  it('owes all of a prompt payment to an order since cancelled, less what went back', () => {
    expect(moneyOwed(prompt({ orderStatus: 'cancelled' }))).toEqual({ why: 'cancelled', owedCents: 170000 });
    expect(moneyOwed(prompt({ orderStatus: 'cancelled', refundedCents: 70000 }))).toEqual({
      why: 'cancelled',
      owedCents: 100000,
    });
    expect(moneyOwed(prompt({ orderStatus: 'cancelled', refundedCents: 170000 }))).toBeNull();
  });

  it('owes a prompt payment that brought no money nothing, cancelled or not', () => {
    for (const status of ['failed', 'pending', 'rejected']) {
      expect(moneyOwed(prompt({ status, orderStatus: 'cancelled' }))).toBeNull();
    }
  });

  it("owes a Paybill payment's excess while its order stands", () => {
    expect(moneyOwed(paybill({ paidCents: 200000, excessCents: 30000 }))).toEqual({
      why: 'excess',
      owedCents: 30000,
    });
    expect(moneyOwed(paybill({ paidCents: 200000, excessCents: 30000, refundedCents: 30000 }))).toBeNull();
  });

  it('owes the whole of a Paybill payment to a cancelled order once, its excess included', () => {
    expect(moneyOwed(paybill({ orderStatus: 'cancelled', paidCents: 50000 }))).toEqual({
      why: 'cancelled',
      owedCents: 50000,
    });
    expect(
      moneyOwed(
        paybill({ orderStatus: 'cancelled', paidCents: 200000, excessCents: 30000, refundedCents: 30000 }),
      ),
    ).toEqual({ why: 'cancelled', owedCents: 170000 });
    // Kept whole when it arrived (the order was closed already): the existing 'excess' answer.
    expect(moneyOwed(paybill({ orderStatus: 'cancelled', paidCents: 50000, excessCents: 50000 }))).toEqual({
      why: 'excess',
      owedCents: 50000,
    });
  });

  it('owes the rest of a Paybill payment of no order once part of it went back, and nothing before', () => {
    const unmatched = paybill({ status: 'unmatched', orderStatus: null, paidCents: 100000 });
    expect(moneyOwed(unmatched)).toBeNull();
    expect(moneyOwed({ ...unmatched, refundedCents: 40000 })).toEqual({ why: 'unmatched', owedCents: 60000 });
    expect(moneyOwed({ ...unmatched, refundedCents: 100000 })).toBeNull();
  });
});
