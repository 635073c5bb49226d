// Where an order's tax invoice (or a refund's credit note) stands with KRA's eTIMS: queued or
// being sent, issued with the control unit's signature, or refused or out of tries (the console's
// Tax invoices list shows these, with a retry).
export const TAX_INVOICE_STATES = ['pending', 'issued', 'failed'] as const;
export type TaxInvoiceState = (typeof TAX_INVOICE_STATES)[number];

export const TAX_INVOICE_KINDS = ['sale', 'credit_note'] as const;
export type TaxInvoiceKind = (typeof TAX_INVOICE_KINDS)[number];

/** The console's words for each state and kind (its list, the order page). */
export const TAX_INVOICE_STATE_LABELS: Record<TaxInvoiceState, string> = {
  pending: 'Waiting',
  issued: 'Issued',
  failed: 'Failed',
};

export const TAX_INVOICE_KIND_LABELS: Record<TaxInvoiceKind, string> = {
  sale: 'Invoice',
  credit_note: 'Credit note',
};
