import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { READ_MODELS_DIR, readModels } from './read-models.js';

// Each rule of the shape is shown refusing a bad import, linted as if the file stood at that path,
// and letting the good import beside it through, so a rule that never fires cannot pass.
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe('the linter holds the shape of the code', () => {
  it('refuses an import cycle', async () => {
    // pricing.ts imports money.ts, so money.ts importing pricing.ts closes a circle.
    const money = readFileSync(path.join(root, 'src/core/money.ts'), 'utf8');
    const closed = `${money}\nexport { subtotalCents as _subtotalCents } from './pricing';\n`;
    expect(await rulesBroken('src/core/money.ts', closed)).toContain('import-x/no-cycle');
    expect(await rulesBroken('src/core/money.ts', money)).not.toContain('import-x/no-cycle');
  }, 60_000);

  it('refuses an upward import: core reaching the server, a service reaching the API', async () => {
    expect(
      await rulesBroken('src/core/new-rule.ts', "export { loadConfig } from '../server/config/config';\n"),
    ).toContain(RESTRICTED);
    expect(
      await rulesBroken(
        'src/server/services/new-service.ts',
        "export { requireUser } from '../api/guards';\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await rulesBroken('src/server/api/new-router.ts', "export { loadConfig } from '../config/config';\n"),
    ).not.toContain(RESTRICTED);
  }, 60_000);

  it("refuses a page module importing the API's modules, and lets it reach a domain's door", async () => {
    const page = 'src/web/routes/x.server.ts';
    expect(
      await rulesBroken(page, "export { invoiceQuery } from '../../server/api/tax-invoices';\n"),
    ).toContain(RESTRICTED);
    expect(
      await rulesBroken(page, "export { toProductView } from '../../server/services/catalogue';\n"),
    ).not.toContain(RESTRICTED);
  }, 60_000);

  it('refuses a simulator importing a service, and config importing what it configures', async () => {
    expect(
      await rulesBroken('src/server/integrations/shopify/new-sim.ts', "export * from '../../services';\n"),
    ).toContain(RESTRICTED);
    expect(
      await rulesBroken('src/server/config/config.ts', "export * from '../integrations/mail/mail';\n"),
    ).toContain(RESTRICTED);
  }, 60_000);

  it("refuses an import of another domain's inner file instead of its index", async () => {
    const inner = "export { placeOrder } from '../services/orders/place';\n";
    expect(await rulesBroken('src/server/api/new-router.ts', inner)).toContain(RESTRICTED);
    expect(
      await rulesBroken(
        'src/server/services/reviews/new-verb.ts',
        "export { lockOrder } from '../orders/transition';\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await rulesBroken(
        'src/server/services/orders/new-verb.ts',
        "export { lockOrder } from './transition';\n",
      ),
    ).not.toContain(RESTRICTED);
    expect(
      await rulesBroken('src/server/api/new-router.ts', "export * from '../services/orders';\n"),
    ).not.toContain(RESTRICTED);
  }, 60_000);

  it("refuses a domain reading another domain's tables, and lets a foreign key name them", async () => {
    const orders = "export { orders } from '../orders/tables';\n";
    expect(await rulesBroken('src/server/services/reviews/new-verb.ts', orders)).toContain(RESTRICTED);
    expect(
      await rulesBroken('src/server/api/new-router.ts', "export * from '../services/orders/tables';\n"),
    ).toContain(RESTRICTED);
    expect(await rulesBroken('src/server/services/reviews/tables.ts', orders)).not.toContain(RESTRICTED);
    expect(
      await rulesBroken('src/server/services/orders/new-verb.ts', "export { orders } from './tables';\n"),
    ).not.toContain(RESTRICTED);
    expect(
      await rulesBroken('src/server/db/schema.ts', "export * from '../services/orders/tables';\n"),
    ).not.toContain(RESTRICTED);
  }, 60_000);

  it("lets a named read model read the tables listed for it, and no other domain's", async () => {
    const today = 'src/server/services/console/read-models/today.ts';
    expect(readModels[today]).toContain('orders');
    expect(readModels[today]).not.toContain('notifications');
    expect(await rulesBroken(today, "export { orders } from '../../orders/tables';\n")).not.toContain(
      RESTRICTED,
    );
    expect(await rulesBroken(today, "export { smsMessages } from '../../notifications/tables';\n")).toContain(
      RESTRICTED,
    );
    // A read model not listed, and a console file that is no read model, read through the doors.
    expect(
      await rulesBroken(
        'src/server/services/console/read-models/new-screen.ts',
        "export { orders } from '../../orders/tables';\n",
      ),
    ).toContain(RESTRICTED);
    expect(
      await rulesBroken(
        'src/server/services/console/new-view.ts',
        "export { orders } from '../orders/tables';\n",
      ),
    ).toContain(RESTRICTED);
  }, 60_000);

  it('lists every read model on disk, and only those', () => {
    const onDisk = readdirSync(path.join(root, READ_MODELS_DIR))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => `${READ_MODELS_DIR}/${name}`)
      .sort();
    expect(Object.keys(readModels).sort()).toEqual(onDisk);
  });

  it('refuses a service reading the gathered schema: its own tables come from its tables.ts', async () => {
    const gathered = "export { orders, products } from '../../db/schema';\n";
    expect(await rulesBroken('src/server/services/reviews/new-verb.ts', gathered)).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken('src/server/services/orders/new-verb.ts', gathered)).toContain(
      'no-restricted-imports',
    );
  }, 60_000);

  it('refuses a feature folder importing a sibling feature, and lets ui/ through', async () => {
    const file = 'src/web/components/product/new-piece.tsx';
    expect(await rulesBroken(file, "export { CartSheet } from '../cart/cart-sheet';\n")).toContain(
      RESTRICTED,
    );
    expect(await rulesBroken(file, "export { EmptyState } from '../ui/empty-state';\n")).not.toContain(
      RESTRICTED,
    );
  }, 60_000);
});
