// Vitest global setup of the fuzz project: the page fuzz serves the production page build, which
// `npm test` runs before `npm run build` in CI. It is made here unless the last build this setup
// made is still there and no source changed since, so the pages under attack are the pages in the tree.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compressAssets } from '../../scripts/assets/compress';
import { PAGE_BUILD_FILE } from '../../src/server/pages/register';
import { projectRoot } from '../../src/server/lib/project-root';

const INPUTS = [
  'src',
  'public',
  'scripts/assets',
  'scripts/build-service-worker.ts',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
];
const STAMP_FILE = path.join(path.dirname(PAGE_BUILD_FILE), '.fuzz-sources');

/** Every input file with its size and modification time, hashed: any edit changes it. */
function sourcesFingerprint(root: string): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry).sort()) visit(path.join(entry, name));
    } else if (!entry.endsWith('.test.ts')) {
      hash.update(`${path.relative(root, entry)}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) visit(path.join(root, input));
  return hash.digest('hex');
}

/** The sources and the build made from them: a build made by anything else does not match. */
function stampOf(sources: string): string {
  const built = existsSync(PAGE_BUILD_FILE) ? statSync(PAGE_BUILD_FILE).mtimeMs : 0;
  return `${sources} ${built}`;
}

export default async function buildPagesIfStale() {
  const root = projectRoot();
  // CI builds once from its clean clone before the suites run side by side: a build here would
  // replace the files the browser tests are serving.
  if (process.env.PAGES_BUILT === '1' && existsSync(PAGE_BUILD_FILE)) return;
  const stamp = existsSync(STAMP_FILE) ? readFileSync(STAMP_FILE, 'utf8') : '';
  // Taken before building: a file edited during the build makes the next run build again.
  const sources = sourcesFingerprint(root);
  if (existsSync(PAGE_BUILD_FILE) && stamp === stampOf(sources)) return;
  const started = Date.now();
  console.log('The page fuzz builds the pages from the current sources (react-router build).');
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  if (result.status !== 0) {
    throw new Error(`react-router build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  // The service worker, and then the compressed copies, as `npm run build` makes them: the server
  // sends them as in production.
  const worker = spawnSync('npx', ['tsx', 'scripts/build-service-worker.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  if (worker.status !== 0) {
    throw new Error(
      `the service worker build failed (exit ${worker.status}):\n${worker.stdout}\n${worker.stderr}`,
    );
  }
  await compressAssets(path.join(root, 'build/client'));
  writeFileSync(STAMP_FILE, stampOf(sources));
  console.log(`Pages built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
