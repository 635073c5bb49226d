// The entry point itself: a refused configuration ends the process with the message, before any
// database or port is touched.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './lib/project-root';

const run = promisify(execFile);

/** Runs the entry with only what node needs and `env`: nothing inherited may choose a setting. */
async function runEntry(env: Record<string, string>) {
  // Should the check ever be skipped, the shop would start: somewhere harmless.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-entry-'));
  const outcome = await run(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: projectRoot(),
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      ...env,
    },
    timeout: 20_000,
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => error,
  );
  await rm(dataDir, { recursive: true, force: true });
  return outcome;
}

describe('src/server/index.ts', () => {
  it('exits 1 naming MPESA_MODE when production has no M-Pesa mode set', async () => {
    const outcome = await runEntry({ NODE_ENV: 'production', SHOPIFY_MODE: 'simulated' });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('Invalid configuration:');
    expect(outcome.stderr).toContain('MPESA_MODE must be set when NODE_ENV is production');
  }, 30_000);

  it('prints each bad variable once', async () => {
    const outcome = await runEntry({ NODE_ENV: 'test', PUBLIC_URL: 'shop', SMTP_URL: 'mail' });
    expect(outcome.code).toBe(1);
    const lines = outcome.stderr.trim().split('\n');
    expect(lines).toEqual([
      'Invalid configuration:',
      '  - PUBLIC_URL must be a URL starting with http:// or https:// (got "shop")',
      '  - SMTP_URL must be a URL starting with smtp:// or smtps://',
    ]);
  }, 30_000);

  it('exits 1 naming WEB_CONCURRENCY when several processes would share the embedded database', async () => {
    const outcome = await runEntry({ NODE_ENV: 'test', WEB_CONCURRENCY: '2' });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('Invalid configuration:');
    expect(outcome.stderr).toContain(
      'WEB_CONCURRENCY must be 1 with the embedded database: PGlite lives inside one process',
    );
  }, 30_000);
});
