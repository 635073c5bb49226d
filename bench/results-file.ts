import { mkdir, writeFile } from 'node:fs/promises';
import { arch, availableParallelism, cpus, loadavg, platform, release, totalmem } from 'node:os';
import path from 'node:path';

/** What the figures were measured on; they mean little without it. */
export function machineInfo() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryMb: Math.round(totalmem() / 1024 / 1024),
    os: `${platform()} ${release()} ${arch()}`,
    node: process.version,
    loadAverage: loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/** Writes the results as bench/results/latest.json (git-ignored) and returns the file's path. */
export async function writeResults(root: string, results: object): Promise<string> {
  const dir = path.join(root, 'bench/results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'latest.json');
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
