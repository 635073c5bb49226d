import { load, type LoadFigures } from './load';

export const PAGE_CONNECTIONS = 20;

export interface PageLoad extends LoadFigures {
  path: string;
  /** The uncompressed HTML one shopper receives. */
  htmlBytes: number;
}

/** Server-rendered pages, one after the other, each at 20 connections. */
export async function loadPages(shopUrl: string, paths: string[], seconds: number): Promise<PageLoad[]> {
  const figures: PageLoad[] = [];
  for (const pagePath of paths) {
    const response = await fetch(`${shopUrl}${pagePath}`, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    const htmlBytes = (await response.arrayBuffer()).byteLength;
    figures.push({
      path: pagePath,
      htmlBytes,
      ...(await load(`${shopUrl}${pagePath}`, PAGE_CONNECTIONS, seconds)),
    });
  }
  return figures;
}
