// An API answer against the fastest Node can do: a bare node:http server sending the same bytes
// with the same content type. The ratio is what the shop's own work costs.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startChild } from './child-server';
import { freePort } from './free-port';
import { load, type LoadFigures } from './load';
import { scoped } from './scope';

export const API_CONNECTIONS = 10;

export interface ApiComparison {
  path: string;
  bytes: number;
  contentType: string;
  bare: LoadFigures;
  shop: LoadFigures;
  /** The shop's requests per second over the bare server's. */
  ratio: number;
}

export async function compareWithBare(
  shopUrl: string,
  apiPath: string,
  workDir: string,
  seconds: number,
): Promise<ApiComparison> {
  // Uncompressed, as autocannon asks without Accept-Encoding.
  const response = await fetch(`${shopUrl}${apiPath}`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? 'application/json';
  const bodyFile = path.join(workDir, `bare-${apiPath.replace(/\W+/g, '-')}.body`);
  await writeFile(bodyFile, body);
  const bare = await scoped(async (defer) => {
    const port = await freePort();
    const server = await startChild(['bench/bare-server.mjs', String(port), bodyFile, contentType], {
      port,
      readyPath: '/healthz',
      env: process.env,
    });
    defer(server.stop);
    return load(`${server.url}${apiPath}`, API_CONNECTIONS, seconds);
  });
  const shop = await load(`${shopUrl}${apiPath}`, API_CONNECTIONS, seconds);
  return {
    path: apiPath,
    bytes: body.length,
    contentType,
    bare,
    shop,
    ratio: shop.requestsPerSecond / bare.requestsPerSecond,
  };
}
