// Vitest global setup of the fuzz project: the page fuzz serves the production page build, which
// `npm test` runs before `npm run build` in CI. It is made here when missing or older than any
// source file, so the pages under attack are the pages in the tree.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PAGE_BUILD_FILE } from '../../src/server/pages';
import { projectRoot } from '../../src/server/lib/project-root';

const INPUTS = ['src', 'public', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];

function newestInput(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return entry.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestInput(path.join(entry, name))));
}

export default function buildPagesIfStale() {
  const root = projectRoot();
  const built = existsSync(PAGE_BUILD_FILE) ? statSync(PAGE_BUILD_FILE).mtimeMs : 0;
  const newest = Math.max(...INPUTS.map((input) => newestInput(path.join(root, input))));
  if (built > newest) return;
  const started = Date.now();
  console.log(
    built === 0
      ? 'The page fuzz needs the page build: building it.'
      : 'The page build is older than the sources: rebuilding it.',
  );
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  if (result.status !== 0) {
    throw new Error(`react-router build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`Pages built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
