// CSV for the console's exports (RFC 4180). Spreadsheet programs run a cell that starts with
// = + - @ (or a tab or carriage return) as a formula, so such a cell gets a leading apostrophe:
// a shopper's name such as '=HYPERLINK(...)' must open as text on the owner's computer.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers are the shop's own figures (amounts, counts); a negative one stays a number.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header row, then one row per record; CRLF line ends as RFC 4180 and Excel expect. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
