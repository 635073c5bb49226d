// The best sellers' trigger (migration 0019) lists the paid statuses in SQL; it must list exactly
// core's PAID_STATUSES, or best sellers and takings would count different orders. A change to
// PAID_STATUSES needs a migration that replaces the trigger's function: this test says so.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAID_STATUSES } from '../../core/order-status';

const MIGRATIONS = path.join(import.meta.dirname, 'migrations');

describe('the best sellers trigger', () => {
  it('counts the orders core calls paid, in its latest definition', async () => {
    const files = (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort();
    const definitions: string[] = [];
    for (const name of files) {
      const sql = await readFile(path.join(MIGRATIONS, name), 'utf8');
      const found = /paid_statuses constant text\[\] := array\[([^\]]*)\]/.exec(sql);
      if (found) definitions.push(found[1]!);
    }
    expect(definitions.length).toBeGreaterThan(0);
    const latest = [...definitions.at(-1)!.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(latest).toEqual([...PAID_STATUSES]);
  });
});
