import { describe, expect, it } from 'vitest';
import { apportion, creditNoteDocument, saleDocument, type SaleInput } from './tax-invoice-document';

const sale: SaleInput = {
  orderNumber: 'HM-7K2M9Q4R',
  buyer: { name: 'Wanjiru Kamau', pin: '' },
  paymentMethod: 'mpesa',
  at: '2026-11-29T08:00:00.000Z',
  lines: [
    {
      productId: 1,
      variantId: 3,
      name: 'Raw Shea Butter (500 g)',
      unitPriceCents: 150_000,
      quantity: 2,
      taxType: 'B',
    },
    {
      productId: 2,
      variantId: 12,
      name: 'Hair Oil (100 ml)',
      unitPriceCents: 99_900,
      quantity: 1,
      taxType: 'E',
    },
  ],
  deliveryFeeCents: 25_000,
  deliveryTaxType: 'B',
  discountCents: 10_000,
};

describe('apportion', () => {
  it('splits to the cent in proportion, adding up exactly, and never more than the weights hold', () => {
    expect(apportion(100, [300, 300, 300])).toEqual([34, 33, 33]);
    expect(apportion(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(apportion(10_000, [300_000, 99_900])).toEqual([7502, 2498]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(10, [0, 0])).toEqual([0, 0]);
  });
});

describe('saleDocument', () => {
  const document = saleDocument(sale);

  it('spreads the discount over the goods, adds delivery as a service, and totals what was paid', () => {
    expect(document.lines.map((line) => [line.itemCode, line.grossCents, line.discountCents])).toEqual([
      ['KE2NTU0000003', 300_000, 7502],
      ['KE2NTU0000012', 99_900, 2498],
      ['KE3NTU0000001', 25_000, 0],
    ]);
    expect(document.lines[2]).toMatchObject({ name: 'Delivery', service: true, classCode: '78102200' });
    expect(document.totalCents).toBe(300_000 + 99_900 + 25_000 - 10_000);
  });

  it('takes the VAT inside each line and sums it per rate', () => {
    // 292,498 cents at 16% holds 40,344.55; 97,402 at 8% holds 7,215.0; delivery 25,000 at 16% 3,448.28.
    expect(document.lines.map((line) => line.taxCents)).toEqual([40_345, 7215, 3448]);
    expect(document.vat).toEqual([
      { taxType: 'B', ratePercent: 16, taxableCents: 292_498 + 25_000, taxCents: 40_345 + 3448 },
      { taxType: 'E', ratePercent: 8, taxableCents: 97_402, taxCents: 7215 },
    ]);
    expect(document.taxCents).toBe(40_345 + 7215 + 3448);
  });
});

describe('creditNoteDocument', () => {
  const document = saleDocument(sale);

  it('credits every line of a refund in full', () => {
    const note = creditNoteDocument(document, {
      cents: document.totalCents,
      reason: 'Lost in delivery',
      at: sale.at,
    });
    expect(note.lines).toEqual(document.lines);
    expect(note.creditNote).toEqual({ reasonCode: '06', reason: 'Lost in delivery' });
  });

  it('spreads a part over the lines by what each was paid, quantity × price still the gross', () => {
    const note = creditNoteDocument(document, { cents: 100_000, reason: 'Jar cracked', at: sale.at });
    expect(note.totalCents).toBe(100_000);
    for (const line of note.lines) {
      expect(line.taxableCents).toBe(line.grossCents - line.discountCents);
      expect(line.discountCents).toBeGreaterThanOrEqual(0);
      // KRA checks qty × prc against the gross, allowing a three-decimal quantity's rounding.
      expect(Math.abs(line.quantity * line.unitPriceCents - line.grossCents)).toBeLessThanOrEqual(
        line.unitPriceCents * 0.0005 + 1,
      );
    }
    // 70,499 of the line's 292,498 paid for two jars.
    expect(note.lines[0]!.quantity).toBe(0.482);
  });

  it('credits a last shilling with every line at least a thousandth of a unit, as KRA takes it', () => {
    const note = creditNoteDocument(document, { cents: 100, reason: 'Order cancelled', at: sale.at });
    expect(note.totalCents).toBe(100);
    for (const line of note.lines) {
      expect(line.quantity).toBeGreaterThanOrEqual(0.001);
      expect(line.taxableCents).toBe(line.grossCents - line.discountCents);
      expect(line.discountCents).toBeGreaterThanOrEqual(0);
      expect(Math.abs(line.quantity * line.unitPriceCents - line.grossCents)).toBeLessThanOrEqual(
        line.unitPriceCents * 0.0005 + 1,
      );
    }
  });
});
