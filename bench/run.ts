// npm run bench: measures the production build against DESIGN.md §7's bars and prints a table.
// Needs `npm run build` first. Loopback only; every server it starts is stopped before it exits.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startChild, type ChildServer } from './child-server';
import { benchConsoleLists } from './console-lists';
import { freePort } from './free-port';
import { jsWeight, sourceStems } from './js-weight';
import { kb, ms, printTable, type Row } from './report';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const required = ['build/app/index.js', 'build/server/index.js', 'build/client/assets'];

async function load(url: string, connections: number) {
  await autocannon({ url, connections, duration: 1 }); // warm-up: JIT, caches, pools
  const result = await autocannon({ url, connections, duration: SECONDS });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`);
  }
  return result;
}

async function main() {
  const missing = required.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    console.error(`The production build is missing (${missing.join(', ')}). Run "npm run build" first.`);
    process.exit(1);
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const servers: ChildServer[] = [];
  try {
    const shopPort = await freePort();
    console.log(
      `Starting the production build on 127.0.0.1:${shopPort} with a fresh database in ${dataDir} ...`,
    );
    const shop = await startChild(['build/app/index.js'], {
      port: shopPort,
      readyPath: '/readyz',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Production starts a simulator only when it is named; a benchmark never calls real services.
        MPESA_MODE: 'simulated',
        SHOPIFY_MODE: 'simulated',
        SHOPIFY_STORE_DOMAIN: '',
        HOST: '127.0.0.1',
        PORT: String(shopPort),
        PUBLIC_URL: `http://127.0.0.1:${shopPort}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      },
    });
    servers.push(shop);

    const listResponse = await fetch(`${shop.url}/api/products`);
    const listBody = Buffer.from(await listResponse.arrayBuffer());
    const [product] = JSON.parse(listBody.toString()) as { id: number }[];
    if (!product) throw new Error('the catalogue is empty');
    const bodyFile = path.join(dataDir, 'products.json');
    await writeFile(bodyFile, listBody);
    const barePort = await freePort();
    const contentType = listResponse.headers.get('content-type') ?? 'application/json';
    const bare = await startChild(
      ['--import', 'tsx', 'bench/bare-server.ts', String(barePort), bodyFile, contentType],
      {
        port: barePort,
        readyPath: '/healthz',
        env: process.env,
      },
    );
    servers.push(bare);

    console.log(`(a) GET /api/products (${kb(listBody.length)}) at 10 connections, ${SECONDS} s each ...`);
    const bareRun = await load(`${bare.url}/api/products`, 10);
    const apiRun = await load(`${shop.url}/api/products`, 10);
    const ratio = apiRun.requests.average / bareRun.requests.average;

    const pagePath = `/product/${product.id}`;
    console.log(`(b) GET ${pagePath} at 20 connections, ${SECONDS} s ...`);
    const pageRun = await load(`${shop.url}${pagePath}`, 20);

    console.log('(c) JavaScript before first interaction ...');
    const stems = sourceStems(path.join(root, 'src'));
    const weights = await Promise.all(
      ['/', pagePath].map(async (page) => {
        const html = await (await fetch(`${shop.url}${page}`)).text();
        return { page, weight: jsWeight(html, path.join(root, 'build/client'), stems) };
      }),
    );

    const rows: Row[] = [
      {
        measure: 'bare node:http, same bytes',
        value: `${Math.round(bareRun.requests.average)} req/s`,
        target: '',
        pass: null,
      },
      {
        measure: 'GET /api/products',
        value: `${Math.round(apiRun.requests.average)} req/s (${(ratio * 100).toFixed(0)}% of bare)`,
        target: '>= 50% of bare',
        pass: ratio >= 0.5,
      },
      { measure: `${pagePath} render p50`, value: ms(pageRun.latency.p50), target: '', pass: null },
      {
        measure: `${pagePath} render p99`,
        value: ms(pageRun.latency.p99),
        target: '< 50 ms',
        pass: pageRun.latency.p99 < 50,
      },
    ];
    for (const { page, weight } of weights) {
      rows.push(
        {
          measure: `JS on ${page}, gzipped`,
          value: kb(weight.totalBytes),
          target: '<= 150 KB',
          pass: weight.totalBytes <= 150 * 1024,
        },
        {
          measure: `  of which the shop's own`,
          value: kb(weight.ownBytes),
          target: '<= 40 KB',
          pass: weight.ownBytes <= 40 * 1024,
        },
      );
    }
    console.log('');
    printTable(rows);
    // Other work on the machine skews every figure above; say so rather than let it pass unnoticed.
    const [loadAverage = 0] = loadavg();
    const cores = availableParallelism();
    if (loadAverage > cores) {
      console.log(
        `\nNote: load average ${loadAverage.toFixed(1)} on ${cores} cores; other work skewed these figures.`,
      );
    }
    if (process.env.BENCH_VERBOSE) {
      for (const { page, weight } of weights) {
        console.log(`\n${page}:`);
        for (const f of weight.files)
          console.log(`  ${f.own ? 'own' : 'lib'}  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dataDir, { recursive: true, force: true });
  }
  // After the servers stop, so the load figures above and the query times below do not mix.
  await benchConsoleLists();
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
