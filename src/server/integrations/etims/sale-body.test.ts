import { describe, expect, it } from 'vitest';
import { creditNoteDocument, saleDocument } from '../../../core/tax-invoice-document';
import { saleBody } from './sale-body';

const sale = saleDocument({
  orderNumber: 'HS-7K2Q9X4M',
  buyer: { name: 'Amani Traders', pin: 'P051234567X' },
  paymentMethod: 'invoice',
  at: '2026-11-24T11:05:02.000Z',
  lines: [
    {
      productId: 1,
      variantId: 3,
      name: 'Shea butter 250 g',
      unitPriceCents: 120_000,
      quantity: 2,
      taxType: 'B',
    },
    { productId: 2, name: 'Black soap', unitPriceCents: 45_050, quantity: 1, taxType: 'A' },
  ],
  deliveryFeeCents: 30_000,
  deliveryTaxType: 'B',
  discountCents: 10_000,
});

describe("saveTrnsSalesOsdc's body", () => {
  it("carries a sale in KRA's fields, amounts in KES, times in Nairobi", () => {
    const body = saleBody({ invoiceNumber: 7, originalInvoiceNumber: 0, kind: 'sale', document: sale });
    expect(body).toMatchObject({
      trdInvcNo: 'HS-7K2Q9X4M',
      invcNo: 7,
      orgInvcNo: 0,
      custTin: 'P051234567X',
      custNm: 'Amani Traders',
      salesTyCd: 'N',
      rcptTyCd: 'S',
      pmtTyCd: '02',
      salesSttsCd: '02',
      cfmDt: '20261124140502',
      salesDt: '20261124',
      totItemCnt: 3,
      taxRtA: 0,
      taxRtB: 16,
      taxRtC: 0,
      taxRtD: 0,
      taxRtE: 8,
      taxblAmtC: 0,
      taxAmtC: 0,
      taxblAmtE: 0,
      prchrAcptcYn: 'N',
      receipt: { custTin: 'P051234567X', rcptPbctDt: '20261124140502', prchrAcptcYn: 'N' },
    });
    expect(body).not.toHaveProperty('rfdDt');
    const b = sale.vat.find((v) => v.taxType === 'B')!;
    expect(body.taxblAmtB).toBe(b.taxableCents / 100);
    expect(body.taxAmtB).toBe(b.taxCents / 100);
    expect(body.totAmt).toBe(sale.totalCents / 100);
    expect(body.totTaxAmt).toBe(sale.taxCents / 100);
    const first = sale.lines[0]!;
    expect(body.itemList[0]).toEqual({
      itemSeq: 1,
      itemCd: first.itemCode,
      itemClsCd: first.classCode,
      itemNm: 'Shea butter 250 g',
      pkgUnitCd: 'NT',
      pkg: 2,
      qtyUnitCd: 'U',
      qty: 2,
      prc: 1200,
      splyAmt: 2400,
      dcRt: Math.round((first.discountCents * 10_000) / first.grossCents) / 100,
      dcAmt: first.discountCents / 100,
      taxTyCd: 'B',
      taxblAmt: first.taxableCents / 100,
      taxAmt: first.taxCents / 100,
      totAmt: first.taxableCents / 100,
    });
    expect(body.itemList.map((line) => line.itemSeq)).toEqual([1, 2, 3]);
  });

  it('leaves out the PIN of a buyer without one and maps each payment method', () => {
    const retail = { ...sale, buyer: { name: 'Wanjiku', pin: '' } };
    const body = saleBody({ invoiceNumber: 1, originalInvoiceNumber: 0, kind: 'sale', document: retail });
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('custTin');
    expect(JSON.parse(JSON.stringify(body.receipt))).not.toHaveProperty('custTin');
    const pmt = (paymentMethod: 'mpesa' | 'pay_later' | 'invoice') =>
      saleBody({
        invoiceNumber: 1,
        originalInvoiceNumber: 0,
        kind: 'sale',
        document: { ...sale, paymentMethod },
      }).pmtTyCd;
    expect([pmt('mpesa'), pmt('pay_later'), pmt('invoice')]).toEqual(['06', '07', '02']);
  });

  it('names the original invoice, the credit date and the reason on a credit note', () => {
    const credit = creditNoteDocument(sale, {
      cents: 50_000,
      reason: 'Damaged jar',
      at: '2026-11-30T06:00:00.000Z',
    });
    const body = saleBody({
      invoiceNumber: 9,
      originalInvoiceNumber: 7,
      kind: 'credit_note',
      document: credit,
    });
    expect(body).toMatchObject({
      invcNo: 9,
      orgInvcNo: 7,
      rcptTyCd: 'R',
      rfdDt: '20261130090000',
      rfdRsnCd: '06',
      cfmDt: '20261130090000',
      totAmt: 500,
    });
    expect(() =>
      saleBody({ invoiceNumber: 9, originalInvoiceNumber: 7, kind: 'credit_note', document: sale }),
    ).toThrow(/reason/);
  });
});
