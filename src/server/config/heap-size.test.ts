// The heap limits the entry sets at run time really hold: a process that makes a lot of short-lived
// garbage while keeping some keeps a young generation of its starting size, where one without them
// grows it to V8's maximum.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root';

const run = promisify(execFile);

// Allocates about 4 million small objects, keeping one in a hundred, then prints the new space's size.
const WORKLOAD = `
import { getHeapSpaceStatistics } from 'node:v8';
if (process.argv.includes('--small')) {
  const { keepHeapSmall } = await import('./src/server/config/heap-size.ts');
  keepHeapSmall();
}
const kept = [];
for (let round = 0; round < 200; round++) {
  const junk = [];
  for (let i = 0; i < 20000; i++) junk.push({ i, text: 'item ' + i });
  kept.push(junk.slice(0, 200));
}
const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
console.log(newSpace.space_size);
`;

async function newSpaceBytes(small: boolean): Promise<number> {
  const args = ['--import', 'tsx', '--input-type=module', '--eval', WORKLOAD];
  if (small) args.push('--', '--small');
  const { stdout } = await run(process.execPath, args, { cwd: projectRoot(), timeout: 30_000 });
  return Number(stdout.trim());
}

describe('keepHeapSmall', () => {
  it('keeps the young generation at its starting size under a stream of short-lived objects', async () => {
    const [small, standard] = await Promise.all([newSpaceBytes(true), newSpaceBytes(false)]);
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThanOrEqual(4 * 1024 * 1024);
    // The control proves the workload would grow it: otherwise the check above could not fail.
    expect(standard).toBeGreaterThanOrEqual(4 * small);
  });
});
