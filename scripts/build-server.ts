// Bundles the Node server into build/app/ so `npm start` runs plain JavaScript: src/server/index.ts
// sizes the heap, then loads main.ts, which splitting keeps in a chunk of its own.
// Packages stay external: they are installed next to the build.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const started = Date.now();
// Chunk names carry a hash: files of an earlier build would otherwise stay beside the new ones.
rmSync('build/app', { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/server/index.ts', migrate: 'scripts/migrate.ts' },
  outdir: 'build/app',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server bundled into build/app in ${Date.now() - started} ms`);
