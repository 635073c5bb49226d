// What KRA checks in a sale or credit note on its own, before looking at what it already holds
// (kra-etims-oscu-docs, api-reference/purchases/save-sales-transaction.md). Amounts are compared
// in cents: the body carries KES with two decimals. Each failure is KRA's 910 naming the field.
import { TAX_TYPE_INFO, TAX_TYPES, isTaxType } from '../../../../core/tax-types';
import { ParameterError } from './kra-answer';
import {
  PIN,
  TAX_TYPE,
  YES_NO,
  amount,
  asBody,
  auditFields,
  cents,
  date,
  dateTime,
  optionalText,
  text,
  wholeNumber,
  type Body,
} from './fields';

export interface CheckedSale {
  invcNo: number;
  orgInvcNo: number;
  rcptTyCd: 'S' | 'R';
  totAmtCents: number;
  itemCodes: string[];
}

const PAYMENT_TYPE = /^0[1-7]$/;
const SALE_STATUS = /^0[1-6]$/;
const REFUND_REASON = /^0[1-6]$/;

export function checkSale(body: Body): CheckedSale {
  const trdInvcNo = body.trdInvcNo;
  if (!((typeof trdInvcNo === 'string' && /^\S.{0,49}$/s.test(trdInvcNo)) || Number.isInteger(trdInvcNo))) {
    throw new ParameterError('trdInvcNo must be the trader invoice number, 1 to 50 characters');
  }
  const invcNo = wholeNumber(body, 'invcNo', 1);
  const orgInvcNo = wholeNumber(body, 'orgInvcNo', 0);
  optionalText(body, 'custTin', PIN, 'a KRA PIN when given');
  optionalText(body, 'custNm', /^.{1,60}$/s, 'at most 60 characters');
  // The simulator takes normal sales only (N); KRA's copies, trainings and proformas are not sent.
  text(body, 'salesTyCd', /^N$/, 'N (normal)');
  const rcptTyCd = text(body, 'rcptTyCd', /^[SR]$/, 'S (sale) or R (credit note)') as 'S' | 'R';
  optionalText(body, 'pmtTyCd', PAYMENT_TYPE, 'a payment type, 01 to 07');
  text(body, 'salesSttsCd', SALE_STATUS, 'a transaction progress code, 01 to 06');
  dateTime(body, 'cfmDt');
  date(body, 'salesDt');
  if (rcptTyCd === 'R') {
    if (orgInvcNo < 1) throw new ParameterError('orgInvcNo must name the sale a credit note credits');
    dateTime(body, 'rfdDt');
    text(body, 'rfdRsnCd', REFUND_REASON, 'a credit note reason, 01 to 06');
  } else if (orgInvcNo !== 0) {
    throw new ParameterError('orgInvcNo must be 0 for a sale');
  }
  text(body, 'prchrAcptcYn', YES_NO, 'Y or N');
  auditFields(body);
  checkReceipt(body.receipt);

  const lines = checkLines(body.itemList);
  const totItemCnt = wholeNumber(body, 'totItemCnt', 1);
  if (totItemCnt !== lines.length) {
    throw new ParameterError(`totItemCnt must be ${lines.length}, the number of lines in itemList`);
  }
  let taxable = 0;
  let tax = 0;
  for (const type of TAX_TYPES) {
    const rate = amount(body, `taxRt${type}`);
    if (rate !== TAX_TYPE_INFO[type].ratePercent) {
      throw new ParameterError(
        `taxRt${type} must be ${TAX_TYPE_INFO[type].ratePercent}, tax type ${type}'s rate`,
      );
    }
    const ofType = lines.filter((line) => line.taxType === type);
    const typeTaxable = ofType.reduce((sum, line) => sum + line.taxableCents, 0);
    const typeTax = ofType.reduce((sum, line) => sum + line.taxCents, 0);
    sumMatches(body, `taxblAmt${type}`, typeTaxable, `the taxable amounts of the ${type} lines`);
    sumMatches(body, `taxAmt${type}`, typeTax, `the tax of the ${type} lines`);
    taxable += typeTaxable;
    tax += typeTax;
  }
  sumMatches(body, 'totTaxblAmt', taxable, 'taxblAmtA to taxblAmtE added up');
  sumMatches(body, 'totTaxAmt', tax, 'taxAmtA to taxAmtE added up');
  // Prices include VAT: the total is the taxable amount.
  sumMatches(body, 'totAmt', taxable, 'totTaxblAmt');
  return { invcNo, orgInvcNo, rcptTyCd, totAmtCents: taxable, itemCodes: lines.map((line) => line.itemCd) };
}

function sumMatches(body: Body, field: string, expectedCents: number, what: string) {
  if (cents(amount(body, field)) !== expectedCents) {
    throw new ParameterError(`${field} must be ${(expectedCents / 100).toFixed(2)} (${what})`);
  }
}

function checkReceipt(value: unknown) {
  const receipt = asBody(value);
  if (!receipt) throw new ParameterError('receipt must be an object');
  optionalText(receipt, 'custTin', PIN, 'a KRA PIN when given', 'receipt.');
  dateTime(receipt, 'rcptPbctDt', 'receipt.');
  text(receipt, 'prchrAcptcYn', YES_NO, 'Y or N', 'receipt.');
}

interface CheckedLine {
  itemCd: string;
  taxType: (typeof TAX_TYPES)[number];
  taxableCents: number;
  taxCents: number;
}

function checkLines(value: unknown): CheckedLine[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new ParameterError('itemList must list at least one line');
  }
  return value.map((item, index) => {
    const at = `itemList[${index}].`;
    const line = asBody(item);
    if (!line) throw new ParameterError(`${at.slice(0, -1)} must be an object`);
    if (line.itemSeq !== index + 1) throw new ParameterError(`${at}itemSeq must be ${index + 1}`);
    const itemCd = text(line, 'itemCd', /^\S{1,20}$/, 'an item code', at);
    text(line, 'itemNm', /^\S.{0,199}$/s, '1 to 200 characters', at);
    text(line, 'pkgUnitCd', /^[A-Z0-9]{1,5}$/, 'a packaging unit code', at);
    text(line, 'qtyUnitCd', /^[A-Z0-9]{1,5}$/, 'a quantity unit code', at);
    amount(line, 'pkg', at, { decimals: 3 });
    // A partial credit note credits part of a line: quantities go to three decimals.
    const qty = amount(line, 'qty', at, { decimals: 3, min: 0.001 });
    const prc = amount(line, 'prc', at);
    const supply = amount(line, 'splyAmt', at);
    // The rounding of a three-decimal quantity: half a thousandth of the price, and a cent.
    if (Math.abs(qty * prc - supply) > prc * 0.0005 + 0.01 + 1e-9) {
      throw new ParameterError(`${at}splyAmt must be qty × prc (${(qty * prc).toFixed(2)})`);
    }
    const rate = amount(line, 'dcRt', at);
    if (rate > 100) throw new ParameterError(`${at}dcRt must be at most 100`);
    const discount = cents(amount(line, 'dcAmt', at));
    const taxType = text(line, 'taxTyCd', TAX_TYPE, 'a tax type, A to E', at);
    if (!isTaxType(taxType)) throw new ParameterError(`${at}taxTyCd must be a tax type, A to E`);
    const taxableCents = cents(amount(line, 'taxblAmt', at));
    if (cents(supply) - discount !== taxableCents) {
      throw new ParameterError(
        `${at}taxblAmt must be splyAmt less dcAmt (${((cents(supply) - discount) / 100).toFixed(2)})`,
      );
    }
    if (cents(amount(line, 'totAmt', at)) !== taxableCents) {
      throw new ParameterError(`${at}totAmt must be taxblAmt (${(taxableCents / 100).toFixed(2)})`);
    }
    const ratePercent = TAX_TYPE_INFO[taxType].ratePercent;
    const expectedTax = Math.round((taxableCents * ratePercent) / (100 + ratePercent));
    const taxCents = cents(amount(line, 'taxAmt', at));
    if (taxCents !== expectedTax) {
      throw new ParameterError(
        `${at}taxAmt must be ${(expectedTax / 100).toFixed(2)} (taxblAmt × ${ratePercent} / ${100 + ratePercent})`,
      );
    }
    return { itemCd, taxType, taxableCents, taxCents };
  });
}
