// SPEC §4: pending yellow, confirmed blue, processing orange, shipped purple, delivered green, other grey.
const BADGE: Record<string, string> = {
  pending: 'bg-yellow-100 text-yellow-900',
  confirmed: 'bg-blue-100 text-blue-900',
  processing: 'bg-orange-100 text-orange-900',
  shipped: 'bg-purple-100 text-purple-900',
  delivered: 'bg-green-100 text-green-900',
};

export function statusBadgeClasses(status: string): string {
  return BADGE[status] ?? 'bg-gray-100 text-gray-900';
}

// A tax invoice with KRA: waiting yellow as an unpaid order, issued green, failed red.
const TAX_INVOICE_BADGE: Record<string, string> = {
  pending: BADGE.pending!,
  issued: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function taxInvoiceBadgeClasses(state: string): string {
  return TAX_INVOICE_BADGE[state] ?? 'bg-gray-100 text-gray-900';
}
