import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { creditNoteDocument, saleDocument } from '../../../core/tax-invoice-document';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import { TaxInvoiceDocument } from './tax-invoice-document';

const QR_URL =
  'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00V249';
// The page receives the code as a path from its loader; any path will do for the markup.
const QR = { size: 37, path: 'M4 4h7v1h-7z' };

const sale = saleDocument({
  orderNumber: 'HM-7K2M9Q4R',
  buyer: { name: 'Wanjiru Beauty Supplies', pin: 'P051987654Z' },
  paymentMethod: 'mpesa',
  at: '2026-11-20T08:00:00.000Z',
  lines: [
    {
      productId: 1,
      variantId: 11,
      name: 'Raw Shea Butter (500 g)',
      unitPriceCents: 150_000,
      quantity: 2,
      taxType: 'B',
    },
  ],
  deliveryFeeCents: 35_000,
  deliveryTaxType: 'E',
  discountCents: 10_000,
});

const issued: TaxInvoicePrintable = {
  kind: 'sale',
  state: 'issued',
  invoiceNumber: 12,
  originalInvoiceNumber: null,
  orderNumber: sale.orderNumber,
  seller: { name: 'Heritage Shea Ltd', tradingName: 'Heritage Shea', pin: 'P051234567X', branchId: '00' },
  buyer: sale.buyer,
  date: sale.at,
  lines: sale.lines,
  vat: sale.vat,
  totalCents: sale.totalCents,
  taxCents: sale.taxCents,
  reason: null,
  cu: {
    serialNumber: 'KRACU0100000123',
    invoiceNumber: '0100000123/452',
    signature: 'V249-J39C-FJ48-HE2W',
    internalData: 'TE68-SLA2-34J5-EAV3-N569-88LJ-Q7',
    dateTime: '2026-11-20T08:00:05.000Z',
  },
  qrUrl: QR_URL,
};

const render = (invoice: TaxInvoicePrintable, qr: typeof QR | null = QR) =>
  renderToStaticMarkup(createElement(TaxInvoiceDocument, { invoice, qr }));
/** The text a reader hears, without tags and React's text separators. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the tax invoice page', () => {
  it('shows the seller, the buyer with their KRA PIN, the numbers and the date in Nairobi time', () => {
    const text = textOf(render(issued));
    for (const expected of [
      'Tax invoice',
      'Heritage Shea Ltd',
      'KRA PIN P051234567X',
      'Branch 00',
      'Buyer Wanjiru Beauty Supplies',
      "Buyer's KRA PIN P051987654Z",
      'Invoice number 12',
      'Order number HM-7K2M9Q4R',
      'Date 20 Nov 2026, 11:00 am',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves out the buyer’s KRA PIN when the buyer gave none', () => {
    expect(textOf(render({ ...issued, buyer: { name: 'Achieng', pin: '' } }))).not.toContain(
      'KRA PIN P051987654Z',
    );
  });

  it('lists the lines in a captioned table with headers, and the totals', () => {
    const html = render(issued);
    expect(html).toMatch(/<caption[^>]*>Invoice lines<\/caption>/);
    for (const heading of [
      'Description',
      'Tax type',
      'Quantity',
      'Unit price',
      'Discount',
      'Amount incl. VAT',
    ]) {
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${heading.replace('.', '\\.')}</th>`));
    }
    expect(html).toMatch(/<th scope="row"[^>]*>Raw Shea Butter \(500 g\)<\/th>/);
    const text = textOf(html);
    expect(text).toContain('Raw Shea Butter (500 g) B 2 KSH 1,500.00 KSH 100.00 KSH 2,900.00');
    expect(text).toContain('Delivery E 1 KSH 350.00 KSH 0.00 KSH 350.00');
    expect(text).toContain('Total VAT KSH 425.93');
    expect(text).toContain('Total KSH 3,250.00');
  });

  it('sums the VAT per tax type, naming each type', () => {
    const text = textOf(render(issued));
    expect(text).toContain('VAT summary');
    expect(text).toContain('B: VAT 16% (standard rate) 16% KSH 2,900.00 KSH 400.00');
    expect(text).toContain('E: VAT 8% 8% KSH 350.00 KSH 25.93');
  });

  it('shows the control unit marks and the verification code with its link', () => {
    const html = render(issued);
    const text = textOf(html);
    for (const expected of [
      'CU serial number KRACU0100000123',
      'CU invoice number 0100000123/452',
      'Receipt signature V249-J39C-FJ48-HE2W',
      'Internal data TE68-SLA2-34J5-EAV3-N569-88LJ-Q7',
      'CU date and time 20 Nov 2026, 11:00 am',
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toMatch(/<svg role="img" aria-label="Verification QR code" viewBox="0 0 37 37"/);
    expect(html).toContain('<path d="M4 4h7v1h-7z"');
    expect(html).toContain(`<a href="${QR_URL.replace(/&/g, '&amp;')}"`);
  });

  it('never makes a link of a verification address that is not a web address', () => {
    const html = render({ ...issued, qrUrl: 'javascript:alert(1)' });
    expect(html).not.toContain('href=');
    expect(textOf(html)).toContain('javascript:alert(1)');
  });

  it('titles a credit note by its number and names the invoice it credits and why', () => {
    const refund = creditNoteDocument(sale, {
      cents: 50_000,
      reason: 'Jar arrived cracked',
      at: '2026-11-22T09:30:00.000Z',
    });
    const text = textOf(
      render({
        ...issued,
        kind: 'credit_note',
        invoiceNumber: 13,
        originalInvoiceNumber: 12,
        date: refund.at,
        lines: refund.lines,
        vat: refund.vat,
        totalCents: refund.totalCents,
        taxCents: refund.taxCents,
        reason: 'Jar arrived cracked',
      }),
    );
    expect(text).toContain('Credit note Credit note for invoice 12');
    expect(text).toContain('Credit note number 13');
    expect(text).toContain('Reason Jar arrived cracked');
    expect(text).toContain('Total KSH 500.00');
    expect(text).not.toContain('Tax invoice');
  });

  it('says the invoice waits for KRA, with no code and no link, until KRA answers', () => {
    const pending = { ...issued, state: 'pending' as const, cu: null, qrUrl: null };
    const html = render(pending, null);
    expect(textOf(html)).toContain('Waiting for KRA');
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('href=');
    expect(html).not.toContain('Receipt signature');
    expect(textOf(render({ ...pending, state: 'failed' }, null))).toContain('Not yet accepted by KRA');
  });
});
