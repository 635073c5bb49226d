// saveTrnsSalesOsdc's body built from the shop's tax invoice document (kra-etims-oscu-docs,
// api-reference/purchases/save-sales-transaction.md). Field names are KRA's; money goes as KES with
// two decimals, as the document's cents say it.
import { paymentMethodInfo } from '../../../core/payment-methods';
import type { TaxInvoiceDocument, TaxInvoiceLine } from '../../../core/tax-invoice-document';
import { TAX_TYPE_INFO, TAX_TYPES, type TaxType } from '../../../core/tax-types';
import { etimsDate, etimsDateTime } from './etims-time';

export interface EtimsSale {
  /** The branch's own sequence: the previous accepted invoice number + 1 (the first is 1). */
  invoiceNumber: number;
  /** The sale a credit note credits; 0 for a sale. */
  originalInvoiceNumber: number;
  kind: 'sale' | 'credit_note';
  document: TaxInvoiceDocument;
}

/** Who registered and last changed the record, as KRA's audit fields ask (no person's name). */
export const RECORDED_BY = { regrId: 'shop', regrNm: 'shop', modrId: 'shop', modrNm: 'shop' } as const;

/** Cents as KES: 123456 → 1234.56. */
export const kes = (cents: number) => Math.round(cents) / 100;

export function saleBody(sale: EtimsSale) {
  const { document } = sale;
  const at = new Date(document.at);
  const confirmed = etimsDateTime(at);
  const credit = sale.kind === 'credit_note';
  if (credit && !document.creditNote) throw new Error('A credit note needs its reason (document.creditNote)');
  const custTin = document.buyer.pin === '' ? undefined : document.buyer.pin;
  return {
    trdInvcNo: document.orderNumber,
    invcNo: sale.invoiceNumber,
    orgInvcNo: sale.originalInvoiceNumber,
    custTin,
    custNm: document.buyer.name.slice(0, 60),
    salesTyCd: 'N',
    rcptTyCd: credit ? 'R' : 'S',
    pmtTyCd: paymentMethodInfo(document.paymentMethod).kraPaymentType,
    // Approved: the shop reports a sale once it is final, never one waiting for approval.
    salesSttsCd: '02',
    cfmDt: confirmed,
    salesDt: etimsDate(at),
    ...(credit ? { rfdDt: confirmed, rfdRsnCd: document.creditNote!.reasonCode } : {}),
    totItemCnt: document.lines.length,
    ...perTaxType(document),
    totTaxblAmt: kes(document.totalCents),
    totTaxAmt: kes(document.taxCents),
    totAmt: kes(document.totalCents),
    prchrAcptcYn: 'N',
    ...RECORDED_BY,
    receipt: { custTin, rcptPbctDt: confirmed, prchrAcptcYn: 'N' },
    itemList: document.lines.map(itemLine),
  };
}

export type SaleBody = ReturnType<typeof saleBody>;

/** taxblAmtA..E, taxRtA..E and taxAmtA..E: every type, 0 where the invoice has none of it. */
type PerTaxType = Record<`taxblAmt${TaxType}` | `taxRt${TaxType}` | `taxAmt${TaxType}`, number>;

function perTaxType(document: TaxInvoiceDocument): PerTaxType {
  const fields = {} as PerTaxType;
  for (const type of TAX_TYPES) {
    const summary = document.vat.find((vat) => vat.taxType === type);
    fields[`taxblAmt${type}`] = kes(summary?.taxableCents ?? 0);
    fields[`taxRt${type}`] = TAX_TYPE_INFO[type].ratePercent;
    fields[`taxAmt${type}`] = kes(summary?.taxCents ?? 0);
  }
  return fields;
}

function itemLine(line: TaxInvoiceLine, index: number) {
  const discountRate = line.grossCents > 0 ? (line.discountCents * 100) / line.grossCents : 0;
  return {
    itemSeq: index + 1,
    itemCd: line.itemCode,
    itemClsCd: line.classCode,
    itemNm: line.name.slice(0, 200),
    pkgUnitCd: 'NT',
    pkg: line.quantity,
    qtyUnitCd: 'U',
    qty: line.quantity,
    prc: kes(line.unitPriceCents),
    splyAmt: kes(line.grossCents),
    dcRt: Math.round(discountRate * 100) / 100,
    dcAmt: kes(line.discountCents),
    taxTyCd: line.taxType,
    taxblAmt: kes(line.taxableCents),
    taxAmt: kes(line.taxCents),
    // Prices include VAT: what the line costs the buyer is its taxable amount.
    totAmt: kes(line.taxableCents),
  };
}
