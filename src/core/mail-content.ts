// What a branded mail says, once: the plain-text part is written from it here, and the HTML part
// from the same content by the mail templates when the mail goes out. The two parts cannot drift.
// A body is lines of text ('' between paragraphs) and blocks where HTML shows more than a line:
// a button, a list of details, an order's lines with their pictures.

export interface MailButton {
  kind: 'button';
  /** The text part writes `label: url`. */
  label: string;
  url: string;
}

export interface MailDetails {
  kind: 'details';
  /** The text part writes each row as `  label: value`. */
  rows: { label: string; value: string }[];
}

export interface MailOrderLine {
  title: string;
  quantity: number;
  /** 'KSH 1,500.00' */
  unitPrice: string;
  lineTotal: string;
  /** An absolute address of a small picture; absent when the line has none. */
  picture?: string;
}

export interface MailOrder {
  kind: 'order';
  lines: MailOrderLine[];
  /** Subtotal, delivery, discount, total: the last one is the total. */
  sums: { label: string; value: string }[];
  /** The delivery address as lines; absent where the mail does not repeat it. */
  deliverTo?: string[];
}

export type MailBlock = MailButton | MailDetails | MailOrder;
export type MailLine = string | MailBlock;

export interface MailContent {
  /** The line mail clients show beside the subject in the inbox. */
  preview: string;
  /** 'Hello Wanjiru,' */
  greeting: string;
  body: MailLine[];
  /** Small print under the body (where to ask, why the mail came); may be empty. */
  footer: string[];
}

function blockText(block: MailBlock): string[] {
  if (block.kind === 'button') return [`${block.label}: ${block.url}`];
  if (block.kind === 'details') return block.rows.map((row) => `  ${row.label}: ${row.value}`);
  return [
    ...block.lines.map(
      (line) => `  ${line.quantity} x ${line.title} @ ${line.unitPrice} = ${line.lineTotal}`,
    ),
    '',
    ...block.sums.map((sum) => `${sum.label}: ${sum.value}`),
    ...(block.deliverTo ? ['', 'Deliver to:', ...block.deliverTo.map((line) => `  ${line}`)] : []),
  ];
}

/** The body as plain-text lines, each block written out as the text part shows it. */
export function mailBodyText(body: readonly MailLine[]): string[] {
  return body.flatMap((line) => (typeof line === 'string' ? [line] : blockText(line)));
}

/** The whole plain-text part: greeting, body, footer, the shop's signature (its name and slogan). */
export function mailText(content: MailContent, signature: readonly string[]): string {
  const footer = content.footer.length > 0 ? [...content.footer, ''] : [];
  return [content.greeting, '', ...mailBodyText(content.body), '', ...footer, ...signature].join('\n');
}
