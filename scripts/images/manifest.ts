// Remembers, per picture, a hash of what it was drawn from. A rerun skips every picture whose
// hash is unchanged and whose files still exist, and removes files of pictures no longer made.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ManifestEntry {
  hash: string;
  files: string[];
}

export type Manifest = Record<string, ManifestEntry>;

export function hashOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

export async function readManifest(file: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    // Missing or unreadable: start afresh, which simply makes everything again.
    return {};
  }
}

export function isUpToDate(manifest: Manifest, key: string, hash: string, files: string[]): boolean {
  const entry = manifest[key];
  return entry?.hash === hash && files.every((f) => existsSync(f));
}

/** Written to a temporary file and renamed, so an interrupted run never leaves half a manifest. */
export async function writeManifest(file: string, manifest: Manifest): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(`${file}.tmp`, `${JSON.stringify(sorted, null, 1)}\n`);
  await rename(`${file}.tmp`, file);
}

/** Deletes the files an entry lists that are not in `keep` (paths relative to `root`). */
export async function removeFilesNotIn(
  entry: ManifestEntry | undefined,
  keep: Set<string>,
  root: string,
): Promise<void> {
  const gone = (entry?.files ?? []).filter((f) => !keep.has(f));
  await Promise.all(gone.map((f) => rm(path.resolve(root, f), { force: true })));
}

/** Deletes the files of pictures the manifest lists but this run no longer makes. */
export async function removeStale(manifest: Manifest, keep: Set<string>, root: string): Promise<number> {
  let removed = 0;
  for (const [key, entry] of Object.entries(manifest)) {
    if (keep.has(key)) continue;
    await removeFilesNotIn(entry, new Set(), root);
    delete manifest[key];
    removed += 1;
  }
  return removed;
}
