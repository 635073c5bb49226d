export interface Row {
  measure: string;
  value: string;
  target: string;
  pass: boolean | null;
}

export interface Table {
  title: string;
  rows: Row[];
}

/** A plain-text table under its title: measure, result, target, PASS/MISS. */
export function formatTable({ title, rows }: Table): string {
  const header = ['measure', 'result', 'target', ''];
  const cells = rows.map((r) => [
    r.measure,
    r.value,
    r.target,
    r.pass === null ? '' : r.pass ? 'PASS' : 'MISS',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (cols: string[]) =>
    cols
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [title, line(header), rule.trimEnd(), ...cells.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
// A few requests per second (a page that takes seconds) keep a decimal so they never read as 0.
export const perSecond = (value: number) =>
  `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')} req/s`;
