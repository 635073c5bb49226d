// The page a tax invoice's QR code opens in simulated mode, standing in for KRA's receipt check:
// the seller's PIN, the invoice and its totals. The buyer is left out: anyone with the code can open it.
import type { ReceiptRecord } from './records';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** KRA's QR data: the PIN (11), the branch (2) and the receipt signature (16), run together. */
export function parseReceiptData(data: unknown): { tin: string; bhfId: string; signature: string } | null {
  if (typeof data !== 'string') return null;
  const parts = /^([AP]\d{9}[A-Z])(\d{2})([A-Z2-7]{16})$/.exec(data);
  return parts ? { tin: parts[1]!, bhfId: parts[2]!, signature: parts[3]! } : null;
}

export function receiptPage(tin: string, bhfId: string, receipt: ReceiptRecord): string {
  const request = receipt.request;
  const data = (receipt.answer.data ?? {}) as Record<string, string>;
  const money = (value: unknown) => `KES ${Number(value).toFixed(2)}`;
  const rows: [string, string][] = [
    ['Seller PIN', tin],
    ['Branch', bhfId],
    ['Type', request.rcptTyCd === 'R' ? 'Credit note' : 'Sale'],
    ['Invoice number', String(request.invcNo)],
    ['Trader invoice', String(request.trdInvcNo)],
    ['Receipt', `${data.curRcptNo ?? ''} / ${data.totRcptNo ?? ''}`],
    ['Control unit time', data.sdcDateTime ?? ''],
    ['Total', money(request.totAmt)],
    ['Tax', money(request.totTaxAmt)],
    ['Signature', data.rcptSign ?? ''],
  ];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>eTIMS receipt (simulator)</title></head>
<body>
<h1>eTIMS receipt</h1>
<p>Checked by the shop's eTIMS simulator: this invoice was not reported to KRA.</p>
<table>
${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
</body>
</html>
`;
}

export function noReceiptPage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>No such eTIMS receipt (simulator)</title></head>
<body><h1>No such eTIMS receipt</h1><p>The shop's eTIMS simulator holds no receipt for this code.</p></body>
</html>
`;
}
