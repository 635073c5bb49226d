// Reading lists of rows out of a console form that works without JavaScript: each row's fields are
// named by their path ('delivery.areas.3.feeKes', 'faq.groups.1.items.0.answer'), and a pressed
// Up or Down button names the row it moves. The settings and content editors read their forms so.

/** A field's text, or '' when the form has no such field (or a file under that name). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A number when the field holds one; otherwise its text, for the schema to refuse by name. */
export function numberField(raw: string): number | string {
  const trimmed = raw.trim().replace(/,/g, '');
  if (trimmed === '') return raw;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : raw;
}

/** The indexes of a list's rows in the form ('delivery.areas.0.name', ...), in order. */
export function rowIndexes(form: FormData, prefix: string, field: string): number[] {
  const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}\\.(\\d+)\\.${field}$`);
  const indexes = new Set<number>();
  for (const key of form.keys()) {
    const match = pattern.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

/** Moves row `index` one place up or down; `move` is the pressed button's value ('3:up'). */
export function applyMove<T>(rows: T[], move: string | null): T[] {
  const match = move ? /^(\d+):(up|down)$/.exec(move) : null;
  if (!match) return rows;
  const from = Number(match[1]);
  const to = match[2] === 'up' ? from - 1 : from + 1;
  if (from >= rows.length || to < 0 || to >= rows.length) return rows;
  const next = [...rows];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The move meant for the list at `list` when one form holds several lists: a button's value
 * 'faq.groups.1.items:2:up' moves row 2 of that list, and no row of any other.
 */
export function moveWithin(list: string, move: string | null): string | null {
  return move?.startsWith(`${list}:`) ? move.slice(list.length + 1) : null;
}
