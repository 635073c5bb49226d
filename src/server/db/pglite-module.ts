// PGlite's WebAssembly build, compiled for a small resident size: the embedded database is for a
// shop whose data fits in a few megabytes, on a small machine. Both choices are measured in
// docs/performance.md ("Memory on the embedded database").
//
// - A smaller buffer cache. PGlite 0.3 starts PostgreSQL with `shared_buffers=128MB` written into
//   its binary as a command-line argument, which beats postgresql.conf and ALTER SYSTEM, and it
//   touches all of that memory at start: about 90 MB of mostly empty pages. The argument is a plain
//   C string in the module's data; it is rewritten in place, byte for byte the same length, before
//   the module is compiled. An upgrade that changes the string leaves the module as shipped (and
//   the test of this file fails).
// - Baseline code only. V8 compiles the hottest of PostgreSQL's functions a second time with its
//   optimising compiler, in background threads whose working memory the process keeps: about
//   100 MB more at rest and 150 MB at the peak. Liftoff's code runs the shop's queries at the same
//   speed to within a few milliseconds (full-text searches over 10,000 orders are the exception).
//   The flag is read when a module is compiled, and PostgreSQL is the only WebAssembly the server
//   runs.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';

export const PGLITE_SHARED_BUFFERS = '16MB';

const SHIPPED = 'shared_buffers=128MB\0';
const OURS = `shared_buffers=${PGLITE_SHARED_BUFFERS}\0`.padEnd(SHIPPED.length, '\0');

/**
 * Rewrites the buffer setting in the module's bytes, in place; false (and nothing written) when the
 * shipped setting is not found exactly once.
 */
export function shrinkSharedBuffers(wasm: Buffer): boolean {
  const at = wasm.indexOf(SHIPPED, 0, 'latin1');
  if (at < 0 || wasm.indexOf(SHIPPED, at + 1, 'latin1') >= 0) return false;
  wasm.write(OURS, at, 'latin1');
  return true;
}

export function pgliteWasmPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm');
}

let compiled: Promise<WebAssembly.Module> | undefined;

/** Compiled once per process. */
export function pgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(pgliteWasmPath()).then((wasm) => {
    shrinkSharedBuffers(wasm);
    setFlagsFromString('--liftoff-only');
    return WebAssembly.compile(wasm);
  });
  return compiled;
}
