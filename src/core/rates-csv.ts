// The console's paste of exchange rates: one `CODE,rate` line per currency (as a spreadsheet or a
// bank's table exports it), read into rates per 1 KES. A line that cannot be read refuses the whole
// paste with its line number, so no rate is half-taken.
import { isCurrencyCode, type CurrencyCode } from './currencies';

export type RatesCsvResult =
  { ok: true; rates: Partial<Record<CurrencyCode, number>> } | { ok: false; message: string };

// A spreadsheet may export tabs or semicolons instead of commas.
const SEPARATOR = /\s*[,;\t]\s*/;

export function parseRatesCsv(text: string): RatesCsvResult {
  const rates: Partial<Record<CurrencyCode, number>> = {};
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const at = `Line ${index + 1}`;
    const cells = line.split(SEPARATOR);
    const code = (cells[0] ?? '').toUpperCase();
    if (index === firstFilledLine(lines) && isHeader(cells)) continue;
    if (cells.length !== 2) return refuse(`${at}: write one currency and its rate, as USD,0.0074`);
    if (!isCurrencyCode(code)) return refuse(`${at}: ${cells[0]} is not one of the shop's currencies`);
    const rate = Number(cells[1]);
    if (cells[1] === '' || !Number.isFinite(rate) || rate <= 0)
      return refuse(`${at}: the rate of ${code} must be a number above 0`);
    if (rates[code] !== undefined) return refuse(`${at}: ${code} is given twice`);
    if (code === 'KES' && rate !== 1) return refuse(`${at}: the rate of KES is always 1`);
    rates[code] = rate;
  }
  if (Object.keys(rates).length === 0) return refuse('Paste at least one line such as USD,0.0074');
  return { ok: true, rates };
}

function refuse(message: string): RatesCsvResult {
  return { ok: false, message };
}

function firstFilledLine(lines: string[]): number {
  return lines.findIndex((line) => line.trim() !== '');
}

/** A first line such as `code,rate` names the columns. */
function isHeader(cells: string[]): boolean {
  return (
    cells.length === 2 && !isCurrencyCode((cells[0] ?? '').toUpperCase()) && Number.isNaN(Number(cells[1]))
  );
}
