// What the shop's PDFs are drawn with: pages of A4 or of a receipt roll, text the standard fonts can
// write, and QR codes. The tax invoice and the packing slip print with it; it keeps no data.
export { A4, INK, MUTED, PdfPageWriter, RECEIPT_ROLL, RULE, SHADE } from './page-writer';
export type { Paper, TextStyle } from './page-writer';
export { drawQrCode } from './pdf-qr-code';
export { QR_QUIET_ZONE, qrMatrix, qrRuns } from './qr-code';
export type { QrRun } from './qr-code';
export { drawTable, LINE_HEIGHT } from './table';
export type { Column } from './table';
