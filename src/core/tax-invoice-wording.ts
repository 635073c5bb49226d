// The words a tax invoice is written with, on its page and in its PDF alike: the page and the file
// a buyer downloads must read the same.
import type { TaxInvoicePrintable } from './tax-invoice-printable';

/** 'Trading as …' under the legal name, or null when the shop trades under its legal name. */
export function tradingAsLine(
  seller: Pick<TaxInvoicePrintable['seller'], 'name' | 'tradingName'>,
): string | null {
  const same = seller.tradingName.trim().toLowerCase() === seller.name.trim().toLowerCase();
  return same || seller.tradingName.trim() === '' ? null : `Trading as ${seller.tradingName}`;
}

export function invoiceTitle(invoice: Pick<TaxInvoicePrintable, 'kind'>): string {
  return invoice.kind === 'credit_note' ? 'Credit note' : 'Tax invoice';
}

/** What an invoice without the control unit's marks says instead of them. */
export function awaitingKraWords(invoice: Pick<TaxInvoicePrintable, 'state'>): {
  heading: string;
  detail: string;
} {
  return {
    heading: invoice.state === 'failed' ? 'Not yet accepted by KRA' : 'Waiting for KRA',
    detail:
      'The control unit signature and the verification QR code appear here once KRA accepts this invoice.',
  };
}

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
/** Whole units as they are; part of a line credited to three decimals (KRA's own precision). */
export const formatQuantity = (quantity: number): string => quantityFormat.format(quantity);

/** Only a web address becomes a link: a stored value is never trusted to be one. */
export function webLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
