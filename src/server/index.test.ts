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

describe('src/server/index.ts', () => {
  it('exits 1 naming MPESA_MODE when production has no M-Pesa mode set', async () => {
    // Should the check ever be skipped, the shop would start: somewhere harmless.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-entry-'));
    const outcome = await run(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: projectRoot(),
      // Only what node needs: nothing inherited may choose a mode.
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        SHOPIFY_MODE: 'simulated',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      timeout: 20_000,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    await rm(dataDir, { recursive: true, force: true });
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('Invalid configuration:');
    expect(outcome.stderr).toContain('MPESA_MODE must be set when NODE_ENV is production');
  }, 30_000);
});
