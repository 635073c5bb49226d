// Where an order's tax invoice (or a refund's credit note) stands with KRA's eTIMS: queued or
// being sent, issued with the control unit's signature, or refused or out of tries (the console's
// Tax invoices list shows these, with a retry).
export const TAX_INVOICE_STATES = ['pending', 'issued', 'failed'] as const;
export type TaxInvoiceState = (typeof TAX_INVOICE_STATES)[number];

export const TAX_INVOICE_KINDS = ['sale', 'credit_note'] as const;
export type TaxInvoiceKind = (typeof TAX_INVOICE_KINDS)[number];
