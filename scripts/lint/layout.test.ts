// The layout the domains' moves left, held: the server's folder keeps only its entry points, privacy
// asks the domains' doors and keeps no table, and a payment method's id is written only in the
// registry and its provider folders, so a new method is one entry and one folder.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Where a payment method's id may stand as a string: the registry and the methods' own folders. */
const PAYMENT_METHOD_HOMES = [
  'src/core/payment-methods.ts',
  'src/server/services/mpesa/stk/',
  'src/server/services/mpesa/paybill/',
  'src/server/services/orders/pay-later/',
  'src/web/components/checkout/methods/',
];
/** The same words meaning something else. */
const NOT_A_PAYMENT_METHOD = [
  // The alert channel of failing M-Pesa prompts.
  'src/core/failure-alerts.ts',
  // Daraja's rule that a callback URL may not contain the word.
  'src/server/integrations/mpesa/env.ts',
];

describe('the layout of the server', () => {
  it('keeps only the entry points loose in src/server', () => {
    const loose = readdirSync(path.join(root, 'src/server'), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
      .map((entry) => entry.name)
      .sort();
    expect(loose).toEqual(['index.ts', 'main.ts', 'start.ts']);
  });

  it('lets privacy keep no table and read none: it asks each domain’s door', () => {
    const files = sourceFiles('src/server/services/privacy');
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((file) => file.endsWith('/tables.ts'))).toEqual([]);
    const reading = files.filter((file) =>
      /from '[^']*(\/tables|db\/schema)'/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(reading).toEqual([]);
  });

  it('writes a payment method’s id only in the registry and the methods’ own folders', () => {
    const strays = sourceFiles('src')
      .filter((file) => !PAYMENT_METHOD_HOMES.some((home) => file.startsWith(home)))
      .filter((file) => !NOT_A_PAYMENT_METHOD.includes(file))
      .filter((file) => /['"`](mpesa|pay_later)['"`]/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(strays).toEqual([]);
  });
});
