// Draws every picture the shop shows (products, heroes, portraits, logo, icons, Open Graph card)
// as SVG and renders it under public/generated: AVIF and WebP at the widths src/core/images.ts
// names for each slot, PNG where only PNG will do (icons, the Open Graph card). Incremental: a
// picture is made again only when its drawing, its files' list or the encoder settings changed,
// or a file is missing. Run with `npm run images`.

import { availableParallelism } from 'node:os';
import path from 'node:path';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { AVIF_OPTIONS, WEBP_OPTIONS } from '../src/core/image-encoding';
import { toImageProduct } from './images/image-product';
import { SEED_PRODUCTS } from '../src/server/db/seed/products';
import { brandFiles, rasterJobs, type RasterJob } from './images/jobs';
import {
  hashOf,
  isUpToDate,
  readManifest,
  removeFilesNotIn,
  removeStale,
  writeManifest,
} from './images/manifest';
import { runPool } from './images/pool';
import { RENDER_VERSION, type RasterOutput } from './images/render';
import { SAMPLE_PRODUCTS } from './images/sample-products';

const ROOT = path.resolve(import.meta.dirname, '..');
const PUBLIC_DIR = path.join(ROOT, 'public');
// Kept with the other tool caches, not in public/, so it is never copied into the build or served.
const MANIFEST = path.join(ROOT, 'node_modules', '.cache', 'generate-images', 'manifest.json');
// The build box has two cores; each job renders on one libvips thread.
const CONCURRENCY = Math.min(2, availableParallelism());

/** Writes a text file only when its content changed, so committed SVGs stay untouched. */
async function writeIfChanged(file: string, content: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current === content) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}

const ENCODING = JSON.stringify({ avif: AVIF_OPTIONS, webp: WEBP_OPTIONS });

const outputSpec = (outputs: RasterOutput[]) =>
  outputs
    .map(
      (o) => `${path.relative(PUBLIC_DIR, o.file)}:${o.width}x${o.height}.${o.format}${o.alpha ? '+a' : ''}`,
    )
    .join(',');

async function main(): Promise<void> {
  const started = performance.now();
  // `--sample` draws the stand-in catalogue instead, for previewing the pack drawings.
  const products = process.argv.includes('--sample') ? SAMPLE_PRODUCTS : SEED_PRODUCTS.map(toImageProduct);
  const manifest = await readManifest(MANIFEST);
  const jobs = rasterJobs(PUBLIC_DIR, products);

  const pending: { job: RasterJob; svg: string; hash: string }[] = [];
  for (const job of jobs) {
    const svg = job.svg();
    const hash = hashOf(String(RENDER_VERSION), ENCODING, outputSpec(job.outputs), svg);
    if (
      !isUpToDate(
        manifest,
        job.key,
        hash,
        job.outputs.map((o) => o.file),
      )
    )
      pending.push({ job, svg, hash });
  }
  const removed = await removeStale(manifest, new Set(jobs.map((j) => j.key)), ROOT);

  let textWritten = 0;
  for (const text of brandFiles(PUBLIC_DIR))
    if (await writeIfChanged(text.file, text.content)) textWritten += 1;

  let made = 0;
  let failures: { item: (typeof pending)[number]; error: unknown }[] = [];
  if (pending.length > 0) {
    // Loaded only when there is work, which keeps an up-to-date run quick.
    const { renderSvg } = await import('./images/render');
    failures = await runPool(pending, CONCURRENCY, async ({ job, svg, hash }) => {
      await renderSvg(svg, job.outputs);
      // Stored relative to the repository, so the manifest does not depend on where it is checked out.
      const files = job.outputs.map((o) => path.relative(ROOT, o.file));
      // A picture made at other widths or formats than before leaves no old files behind.
      await removeFilesNotIn(manifest[job.key], new Set(files), ROOT);
      manifest[job.key] = { hash, files };
      made += 1;
    });
  }
  await writeManifest(MANIFEST, manifest);

  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const upToDate = jobs.length - pending.length;
  const extras = [
    removed ? `${removed} removed` : '',
    textWritten ? `${textWritten} brand SVG written` : '',
    failures.length ? `${failures.length} FAILED` : '',
  ]
    .filter(Boolean)
    .join(', ');
  console.log(
    `images: ${made} made, ${upToDate} up to date${extras ? `, ${extras}` : ''} in ${seconds} s (${products.length} products)`,
  );
  for (const { item, error } of failures)
    console.error(`  ${item.job.key}: ${error instanceof Error ? error.message : String(error)}`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
