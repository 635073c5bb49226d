// npm run test:e2e: the browser tests in three shards at once, each shard's specs one after another
// against a shop of its own (its own port and DATA_DIR: playwright.config.ts), so no spec sees
// another shard's data; the mail gallery then reads every shop's outbox. One Playwright run does it
// all, so its output, retries and exit code are as ever. A test mostly waits (for the shop, the
// browser, the simulators' delays), so more shards than cores keep a small machine busy
// (docs/performance.md has the figures).
//
// With arguments (a spec file, -g, any Playwright option) it is `playwright test` with them, on one
// shop as before.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { splitSpecs } from './e2e/split-specs';
import { testsPerSpec } from './e2e/tests-per-spec';

// Three shards finished in 8.7 minutes where two took 12.6 on two cores (docs/performance.md);
// E2E_SHARDS measures other splits.
const SHARDS = Number(process.env.E2E_SHARDS ?? 3);
const playwright = path.resolve(import.meta.dirname, '../node_modules/.bin/playwright');

function playwrightTest(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(playwright, ['test', ...args], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function shardEnv(): Promise<NodeJS.ProcessEnv> {
  try {
    const shards = splitSpecs(await testsPerSpec(playwright, 'chromium'), SHARDS);
    shards.forEach((specs, i) => console.log(`shard-${i + 1}: ${specs.join(' ')}`));
    return { ...process.env, E2E_SHARD_SPECS: JSON.stringify(shards) };
  } catch (error) {
    // Playwright's own run says what is wrong with the specs (a syntax error, a duplicate title).
    console.error(
      `The specs could not be split, so they run on one shop: ${(error as Error).message.split('\n')[0]}`,
    );
    return process.env;
  }
}

const args = process.argv.slice(2);
process.exitCode = await playwrightTest(args, args.length > 0 ? process.env : await shardEnv());
