import { describe, expect, it } from 'vitest';
import { drawnQr, readPdf } from '../../../../test/support/pdf-content';
import { creditNoteDocument, saleDocument } from '../../../core/tax-invoice-document';
import type { TaxInvoicePrintable } from '../../../core/tax-invoice-printable';
import { renderInvoicePdf } from './invoice-pdf';
import { qrMatrix } from '../printing';

const QR_URL =
  'https://etims-sbx.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00V249J39CFJ48HE2W';

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
    {
      productId: 2,
      name: 'Whipped Shea Body Butter (1 kg)',
      unitPriceCents: 320_000,
      quantity: 1,
      taxType: 'B',
    },
  ],
  deliveryFeeCents: 35_000,
  deliveryTaxType: 'B',
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

const refund = creditNoteDocument(sale, {
  cents: 50_000,
  reason: 'Jar arrived cracked',
  at: '2026-11-22T09:30:00.000Z',
});
const creditNote: TaxInvoicePrintable = {
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
};

const pending: TaxInvoicePrintable = { ...issued, state: 'pending', cu: null, qrUrl: null };

describe('the invoice PDF', () => {
  it('names the seller, the buyer with their KRA PIN, the numbers, the lines and the totals', async () => {
    const { document, pages, text } = await readPdf(await renderInvoicePdf(issued));
    expect(pages).toHaveLength(1);
    expect(document.getPageCount()).toBe(1);
    expect(text).toEqual(
      expect.arrayContaining([
        'Tax invoice',
        'Heritage Shea Ltd',
        'KRA PIN P051234567X',
        'Branch 00',
        'Wanjiru Beauty Supplies',
        "Buyer's KRA PIN",
        'P051987654Z',
        'Invoice number',
        '12',
        'HM-7K2M9Q4R',
        '20 Nov 2026, 11:00 am',
        'Raw Shea Butter (500 g)',
        'Delivery',
        'Amount incl. VAT',
        'VAT summary',
        'B: VAT 16% (standard rate)',
        '16%',
        'KSH 6,450.00',
      ]),
    );
    expect(document.getTitle()).toBe('Tax invoice 12');
    expect(document.getProducer()).toBe('Heritage Shea');
    expect(document.getCreator()).toBe('Heritage Shea');
  });

  it("names the shop beside the seller's legal name, once when the two are the same", async () => {
    const owners = {
      ...issued,
      seller: { ...issued.seller, name: 'Amani Holdings Ltd', tradingName: 'Amani Naturals' },
    };
    const { document, text } = await readPdf(await renderInvoicePdf(owners));
    expect(text).toEqual(expect.arrayContaining(['Amani Holdings Ltd', 'Trading as Amani Naturals']));
    expect(text.join('\n')).not.toContain('Heritage Shea');
    expect(document.getCreator()).toBe('Amani Naturals');

    const same = {
      ...issued,
      seller: { ...issued.seller, name: 'Amani Naturals', tradingName: 'Amani Naturals' },
    };
    const { text: once } = await readPdf(await renderInvoicePdf(same));
    expect(once.filter((line) => line.includes('Amani Naturals'))).toEqual(['Amani Naturals']);
  });

  it('leaves out the buyer’s KRA PIN when the buyer gave none', async () => {
    const { text } = await readPdf(
      await renderInvoicePdf({ ...issued, buyer: { name: 'Achieng', pin: '' } }),
    );
    expect(text).toContain('Achieng');
    expect(text).not.toContain("Buyer's KRA PIN");
  });

  it('shows the control unit marks, the link as text and as a link, and draws the code of that link', async () => {
    const { pages, text } = await readPdf(await renderInvoicePdf(issued));
    expect(text).toEqual(
      expect.arrayContaining([
        'CU serial number',
        'KRACU0100000123',
        'CU invoice number',
        '0100000123/452',
        'Receipt signature',
        'V249-J39C-FJ48-HE2W',
        'Internal data',
        'TE68-SLA2-34J5-EAV3-N569-88LJ-Q7',
        'CU date and time',
        '20 Nov 2026, 11:00 am',
      ]),
    );
    // The link may wrap; its lines read back to the whole link.
    const linkStart = text.findIndex((line) => line.startsWith('https://'));
    expect(text.slice(linkStart).join('')).toContain(QR_URL);
    expect(pages[0]!.links.length).toBeGreaterThanOrEqual(2);
    expect(new Set(pages[0]!.links)).toEqual(new Set([QR_URL]));
    expect(drawnQr(pages[0]!.operators)).toEqual(qrMatrix(QR_URL));
  });

  it('titles a credit note by its own number and names the invoice it credits and why', async () => {
    const { document, text } = await readPdf(await renderInvoicePdf(creditNote));
    expect(text).toEqual(
      expect.arrayContaining([
        'Credit note',
        'Credit note for invoice 12',
        'Credit note number',
        '13',
        'Reason',
        'Jar arrived cracked',
        'KSH 500.00',
      ]),
    );
    expect(text).not.toContain('Tax invoice');
    expect(document.getTitle()).toBe('Credit note 13');
  });

  it('prints a part of a line credited to three decimals', async () => {
    const partial = { ...creditNote, lines: [{ ...creditNote.lines[0]!, quantity: 0.333 }] };
    expect((await readPdf(await renderInvoicePdf(partial))).text).toContain('0.333');
  });

  it('says an invoice waits for KRA, and draws no code and no link before KRA answers', async () => {
    const { pages, text } = await readPdf(await renderInvoicePdf(pending));
    expect(text).toContain('Waiting for KRA');
    expect(text).not.toContain('Receipt signature');
    expect(text.some((line) => line.includes('https://'))).toBe(false);
    expect(drawnQr(pages[0]!.operators)).toBeNull();
    expect(pages[0]!.links).toEqual([]);

    const failed = await readPdf(await renderInvoicePdf({ ...pending, state: 'failed' }));
    expect(failed.text).toContain('Not yet accepted by KRA');
  });

  it('continues a long invoice on further pages, with the table header on each', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      ...issued.lines[0]!,
      name: `Shea sample ${index + 1}${index % 9 === 0 ? ' in a gift box with a long name that wraps in its column' : ''}`,
    }));
    const { pages, text } = await readPdf(await renderInvoicePdf({ ...issued, lines }));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.text).toContain('Description');
    for (let n = 1; n <= 60; n += 1) {
      expect(
        text.filter((line) => line === `Shea sample ${n}` || line.startsWith(`Shea sample ${n} `)),
      ).toHaveLength(1);
    }
    expect(pages.at(-1)!.text).toContain(`Tax invoice 12 · Page ${pages.length} of ${pages.length}`);
    // The code and its links sit together on the last page.
    expect(drawnQr(pages.at(-1)!.operators)).toEqual(qrMatrix(QR_URL));
    expect(pages.slice(0, -1).every((page) => page.links.length === 0)).toBe(true);
  });

  it('writes what the standard fonts cannot encode as something they can', async () => {
    const odd = { ...issued, buyer: { name: 'Ŋugi 🌿 Ānanya', pin: '' }, reason: null };
    const { text } = await readPdf(await renderInvoicePdf(odd));
    expect(text).toContain('?ugi ? Ananya');
  });

  it('is the same file every time for the same invoice', async () => {
    expect(
      Buffer.from(await renderInvoicePdf(issued)).equals(Buffer.from(await renderInvoicePdf(issued))),
    ).toBe(true);
  });
});
