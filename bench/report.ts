export interface Row {
  measure: string;
  value: string;
  target: string;
  pass: boolean | null;
}

/** A plain-text table: measure, result, target, PASS/MISS. */
export function printTable(rows: Row[]) {
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
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
