import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SHOP_ADMIN } from './e2e/shop-admin';

const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
// Every run starts from fresh embedded databases with the seed catalogue, one folder per shop under
// this one. Workers load this file again: they inherit the runner's folder through the environment.
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `shop-e2e-${process.pid}-${Date.now()}`);
const runDir = process.env.E2E_DATA_DIR;

// Debian's headless shell (package chromium-headless-shell), which Playwright itself prefers for
// headless runs: without the full browser's own interface the suite took two thirds of the time it
// took in /usr/bin/chromium (docs/performance.md). The full browser where only it is installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = () => (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const MAIL_GALLERY = /mail-gallery\.spec\.ts$/;

// `npm run test:e2e` (scripts/test-e2e.ts) names the spec files of each shard. A shard is a project
// with a shop of its own and one worker, so its specs run one after another on their own data, as
// the whole suite did on one shop; `npx playwright test` alone is one shard of every spec.
const shardSpecs = process.env.E2E_SHARD_SPECS
  ? (JSON.parse(process.env.E2E_SHARD_SPECS) as string[][])
  : null;
const shops = (shardSpecs ?? [null]).map((specs, i) => ({
  project: shardSpecs ? `shard-${i + 1}` : 'chromium',
  port: FIRST_PORT + i,
  url: `http://127.0.0.1:${FIRST_PORT + i}`,
  specs,
}));
const dataDir = (project: string) => path.join(runDir, project);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: shops.length,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    // Recording a trace of every test took a fifth of the suite's time; a failure is run again
    // (CI retries once) and that run records one.
    trace: 'on-first-retry',
    // The shop's service worker would answer a page seen before from its cache while the network
    // fetches it (stale-while-revalidate): a test that changes a page in the console and reloads it
    // would see the old one first. Only the offline specs let it run (test.use there).
    serviceWorkers: 'block',
    launchOptions: {
      // No test tool may download a browser here: Debian's Chromium is used.
      executablePath: process.env.CHROMIUM_PATH ?? chromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    ...shops.map((shop) => ({
      name: shop.project,
      use: { ...devices['Desktop Chrome'], baseURL: shop.url },
      // The outboxes the specs read the shop's mails from (e2e/outbox-util.ts).
      metadata: { dataDirs: [dataDir(shop.project)] },
      workers: 1,
      ...(shop.specs
        ? { testMatch: shop.specs.map((spec) => new RegExp(`/e2e/${escaped(spec)}$`)) }
        : { testIgnore: MAIL_GALLERY }),
    })),
    // Looks at the mails the other specs made every shop send, so it runs after all of them, while
    // the shops still serve the pictures the mails show.
    {
      name: 'mails',
      use: { ...devices['Desktop Chrome'] },
      metadata: { dataDirs: shops.map((shop) => dataDir(shop.project)) },
      testMatch: MAIL_GALLERY,
      dependencies: shops.map((shop) => shop.project),
    },
  ],
  webServer: shops.map((shop) => ({
    name: shop.project,
    // The embedded database allows one process per folder: the admin is made before the shop opens it.
    command: `npm run --silent admin:create -- --email ${SHOP_ADMIN.email} && node build/app/index.js`,
    url: `${shop.url}/readyz`,
    reuseExistingServer: false,
    // Two shops start at once on a two-core machine that may be busy with other work.
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      // Production starts a simulator only when it is named (README "Configuration").
      MPESA_MODE: 'simulated',
      SHOPIFY_MODE: 'simulated',
      ETIMS_MODE: 'simulated',
      SHOPIFY_STORE_DOMAIN: '',
      PORT: String(shop.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(shop.project),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: shop.url,
      // The M-Pesa simulator answers in 1.5 s, not the real few seconds, so checkout tests stay quick
      // while the 'Check your phone' state still lasts long enough to be seen (at 0.5 s a loaded CI
      // machine could miss it between two looks).
      MPESA_SIM_CALLBACK_DELAY_MS: '1500',
      // As behind a reverse proxy on the same machine: tests of per-address limits choose their
      // client's address with X-Forwarded-For; the browser's own requests come from 127.0.0.1.
      TRUST_PROXY: 'loopback',
      // Every checkout of the suite is the same test customer in one browser on 127.0.0.1, most left
      // unpaid: the limit on the units unpaid orders may hold has its own API test (unpaid-holds).
      UNPAID_UNITS_PER_PRODUCT: '100000',
      // Every spec's messages and sign-ups come from 127.0.0.1; the limits have their API tests.
      CONTACT_MESSAGES_PER_ADDRESS_PER_HOUR: '1000',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      // The reminders' pass runs every 3 s, so the payment reminder spec sees its mail promptly; the
      // wait before a reminder stays the console's 30 minutes except while that spec sets it to 0.
      PAYMENT_REMINDER_CHECK_MINUTES: '0.05',
      ADMIN_PASSWORD: SHOP_ADMIN.password,
    },
  })),
});
