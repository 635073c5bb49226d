import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { PGLITE_SHARED_BUFFERS, pgliteWasmPath, shrinkSharedBuffers } from './pglite-module';

const text = (bytes: Buffer) => bytes.toString('latin1');

describe('the embedded database module', () => {
  it('rewrites the shipped buffer setting in place, keeping every other byte', () => {
    const wasm = Buffer.from('\0temp_buffers=8MB\0shared_buffers=128MB\0wal_buffers=4MB\0', 'latin1');
    const length = wasm.length;
    expect(shrinkSharedBuffers(wasm)).toBe(true);
    expect(wasm).toHaveLength(length);
    expect(text(wasm)).toBe('\0temp_buffers=8MB\0shared_buffers=16MB\0\0wal_buffers=4MB\0');
  });

  it('leaves a module alone when the setting is missing or not the only one', () => {
    for (const shipped of ['shared_buffers=256MB\0', 'shared_buffers=128MB\0shared_buffers=128MB\0']) {
      const wasm = Buffer.from(shipped, 'latin1');
      expect(shrinkSharedBuffers(wasm)).toBe(false);
      expect(text(wasm)).toBe(shipped);
    }
  });

  it('finds the setting once in the installed PGlite (an upgrade that moves it fails here)', async () => {
    expect(shrinkSharedBuffers(await readFile(pgliteWasmPath()))).toBe(true);
  });

  // Booting the embedded database takes seconds on a busy machine.
  it('starts PostgreSQL with the smaller cache', { timeout: 30_000 }, async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      if (database.driver.kind !== 'pglite') throw new Error('expected the embedded database');
      const { rows } = await database.driver.client.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await database.close();
    }
  });
});
