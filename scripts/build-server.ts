// Bundles the Node server (src/server/index.ts) into build/app/ so `npm start` runs plain JavaScript.
// Packages stay external: they are installed next to the build.
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: { index: 'src/server/index.ts', migrate: 'scripts/migrate.ts' },
  outdir: 'build/app',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server bundled into build/app in ${Date.now() - started} ms`);
