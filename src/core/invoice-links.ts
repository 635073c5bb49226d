// Where an order's tax invoice is: its page and its PDF. A shopper opens them with the proof the
// tracking page asked for (the order's e-mail) or the order mail's payment token; a signed-in
// reseller whose order it is, and the console, need none (see invoice-query-schema.ts).
export interface InvoiceLinkProof {
  email?: string;
  paymentToken?: string;
}

function withQuery(path: string, query: URLSearchParams): string {
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

function proofQuery(proof: InvoiceLinkProof): URLSearchParams {
  const query = new URLSearchParams();
  if (proof.email) query.set('email', proof.email);
  if (proof.paymentToken) query.set('paymentToken', proof.paymentToken);
  return query;
}

/** `/orders/{n}/invoice`, with the proof in the query when one is given. */
export function invoicePagePath(orderNumber: string, proof: InvoiceLinkProof = {}): string {
  return withQuery(`/orders/${encodeURIComponent(orderNumber)}/invoice`, proofQuery(proof));
}

/** `/api/orders/{n}/invoice.pdf`: the sale invoice, or a credit note by its number (`document`). */
export function invoicePdfPath(orderNumber: string, proof: InvoiceLinkProof = {}, document?: number): string {
  const query = proofQuery(proof);
  if (document !== undefined) query.set('document', String(document));
  return withQuery(`/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`, query);
}
