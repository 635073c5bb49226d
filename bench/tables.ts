// Each part's figures as a table against DESIGN §7's bars (bench/targets.ts).
import type { ApiComparison } from './api-vs-bare';
import type { SeriesPoint } from './catalogue-series';
import type { ConsoleTimings } from './console-lists';
import { INSIGHT_TARGET_MS, type InsightTimings } from './insights';
import type { JsWeight } from './js-weight';
import type { LighthousePage } from './lighthouse';
import type { LoadFigures } from './load';
import { SLOW_MOBILE, type PageVisits } from './network-visits';
import { median } from './median';
import type { PageLoad } from './page-load';
import type { ScalingPoint } from './scaling';
import { kb, mb, ms, perSecond, type Row, type Table } from './report';
import { TARGETS } from './targets';

export interface MemoryFigures {
  idleBytes: number;
  /** The highest reading while the load ran, and the reading right after; absent when nothing was loaded. */
  peakBytes?: number;
  afterLoadBytes?: number;
}

const MB = 1024 * 1024;
const isProductPage = (path: string) => path.startsWith('/product/');

export function apiTable(comparisons: ApiComparison[]): Table {
  const rows = comparisons.flatMap((c): Row[] => {
    const list = c.path === '/api/products';
    return [
      {
        measure: `bare node:http, same ${kb(c.bytes)}`,
        value: perSecond(c.bare.requestsPerSecond),
        target: '',
        pass: null,
      },
      {
        measure: `GET ${c.path}`,
        value: `${perSecond(c.shop.requestsPerSecond)} (${(c.ratio * 100).toFixed(0)}% of bare)`,
        target: list ? `>= ${TARGETS.apiListRatio * 100}% of bare` : '',
        pass: list ? c.ratio >= TARGETS.apiListRatio : null,
      },
    ];
  });
  const connections = comparisons[0]?.shop.connections ?? 0;
  return { title: `API against a bare node:http server, ${connections} connections`, rows };
}

export function pagesTable(pages: PageLoad[]): Table {
  const rows = pages.flatMap((p): Row[] => [
    { measure: `${p.path} req/s`, value: perSecond(p.requestsPerSecond), target: '', pass: null },
    { measure: `${p.path} p50`, value: latency(p, p.p50Ms), target: '', pass: null },
    {
      measure: `${p.path} p99`,
      value: latency(p, p.p99Ms),
      target: isProductPage(p.path) ? `< ${TARGETS.productPageP99Ms} ms` : '',
      pass: isProductPage(p.path) ? p99Within(p, TARGETS.productPageP99Ms) : null,
    },
  ]);
  const connections = pages[0]?.connections ?? 0;
  return { title: `Server-rendered pages, ${connections} connections`, rows };
}

export function memoryTable(memory: MemoryFigures, kind: 'pglite' | 'postgres'): Table {
  const bars = TARGETS.memoryMb[kind];
  const underLoad = (measure: string, bytes: number | undefined): Row[] =>
    bytes === undefined
      ? []
      : [{ measure, value: mb(bytes), target: `<= ${bars.load} MB`, pass: bytes <= bars.load * MB }];
  return {
    title: `Resident memory of the shop (${kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
    rows: [
      {
        measure: 'idle, after start',
        value: mb(memory.idleBytes),
        target: `<= ${bars.idle} MB`,
        pass: memory.idleBytes <= bars.idle * MB,
      },
      ...underLoad('peak under load', memory.peakBytes),
      ...underLoad('after the load', memory.afterLoadBytes),
    ],
  };
}

export function jsTable(weights: { page: string; weight: JsWeight }[]): Table {
  const rows = weights.flatMap(({ page, weight }): Row[] => [
    {
      measure: `JS on ${page}, gzipped`,
      value: kb(weight.totalBytes),
      target: `<= ${kb(TARGETS.jsTotalBytes)}`,
      pass: weight.totalBytes <= TARGETS.jsTotalBytes,
    },
    {
      measure: `  of which the shop's own`,
      value: kb(weight.ownBytes),
      target: `<= ${kb(TARGETS.jsOwnBytes)}`,
      pass: weight.ownBytes <= TARGETS.jsOwnBytes,
    },
  ]);
  return { title: 'JavaScript before first interaction', rows };
}

export function lighthouseTable(pages: LighthousePage[]): Table {
  const rows = pages.flatMap((p): Row[] => [
    {
      measure: `${p.path} score`,
      value: String(p.score),
      target: `>= ${TARGETS.lighthouseScore}`,
      pass: p.score >= TARGETS.lighthouseScore,
    },
    {
      measure: `${p.path} LCP`,
      value: seconds(p.lcpMs),
      target: `<= ${seconds(TARGETS.lcpMs)}`,
      pass: p.lcpMs <= TARGETS.lcpMs,
    },
    { measure: `${p.path} TBT`, value: `${Math.round(p.tbtMs)} ms`, target: '', pass: null },
    { measure: `${p.path} CLS`, value: p.cls.toFixed(3), target: '', pass: null },
  ]);
  const runs = pages[0]?.runs.length ?? 0;
  // Lighthouse's own yardstick of the machine: other work on it lowers the scores too.
  const index = Math.round(median(pages.map((p) => p.benchmarkIndex)));
  return { title: `Lighthouse mobile performance, median of ${runs} runs (benchmark index ${index})`, rows };
}

export function visitsTable(pages: PageVisits[]): Table {
  const lcp = (valueMs: number) => `${Math.round(valueMs)} ms`;
  const rows = pages.flatMap((p): Row[] => {
    const home = p.path === '/';
    return [
      {
        measure: `${p.path} first view`,
        value: `${kb(p.firstView.bytes)}, LCP ${lcp(p.firstView.lcpMs)}`,
        target: '',
        pass: null,
      },
      {
        measure: `${p.path} first visit with the offline shell`,
        value: kb(p.firstVisitBytes),
        target: '',
        pass: null,
      },
      {
        measure: `${p.path} repeat visit`,
        value: `${kb(p.repeat.bytes)}, LCP ${lcp(p.repeat.lcpMs)}`,
        target: `<= ${kb(TARGETS.repeatBytes)}, LCP <= ${lcp(TARGETS.repeatLcpMs)}`,
        pass: p.repeat.bytes <= TARGETS.repeatBytes && p.repeat.lcpMs <= TARGETS.repeatLcpMs,
      },
      {
        measure: `${p.path} repeat visit, network off`,
        value: p.offline.shown ? `shown, LCP ${lcp(p.offline.lcpMs)}` : 'the offline page',
        target: 'shown',
        pass: p.offline.shown,
      },
      {
        measure: `${p.path} first view with Save-Data`,
        value: `${kb(p.dataSaver.bytes)}, LCP ${lcp(p.dataSaver.lcpMs)}`,
        target: home ? `<= ${kb(TARGETS.dataSaverHomeBytes)}` : '',
        pass: home ? p.dataSaver.bytes <= TARGETS.dataSaverHomeBytes : null,
      },
    ];
  });
  const { downloadBitsPerSecond, uploadBitsPerSecond, latencyMs } = SLOW_MOBILE;
  const line = `${downloadBitsPerSecond / 1e6} Mbit/s down, ${uploadBitsPerSecond / 1e3} kbit/s up, ${latencyMs} ms RTT`;
  return { title: `Visits on a slow mobile line (${line}), bytes sent to the browser`, rows };
}

export function seriesTable(points: SeriesPoint[], kind: 'pglite' | 'postgres'): Table {
  const smallest = points[0];
  const loadBar = TARGETS.memoryMb[kind].load;
  const rows = points.flatMap((point): Row[] => {
    const size = `${point.products.toLocaleString('en')} products`;
    const growth = smallest ? point.catalogue.htmlBytes / smallest.catalogue.htmlBytes : 1;
    const judgeGrowth = smallest !== undefined && point !== smallest;
    return [
      {
        measure: `${size}: GET ${point.api.path}`,
        value: `${perSecond(point.api.requestsPerSecond)}, ${kb(point.api.bytes)}`,
        target: '',
        pass: null,
      },
      {
        measure: `${size}: ${point.catalogue.path}`,
        value: `${perSecond(point.catalogue.requestsPerSecond)}, p99 ${latency(point.catalogue, point.catalogue.p99Ms)}, ${kb(point.catalogue.htmlBytes)}`,
        target: judgeGrowth ? `HTML <= ${TARGETS.catalogueHtmlGrowth}x at ${smallest.products}` : '',
        pass: judgeGrowth ? growth <= TARGETS.catalogueHtmlGrowth : null,
      },
      {
        measure: `${size}: ${point.product.path}`,
        value: `${perSecond(point.product.requestsPerSecond)}, p99 ${latency(point.product, point.product.p99Ms)}`,
        target: `p99 < ${TARGETS.productPageP99Ms} ms`,
        pass: p99Within(point.product, TARGETS.productPageP99Ms),
      },
      {
        measure: `${size}: memory after`,
        value: mb(point.residentBytes),
        target: `<= ${loadBar} MB`,
        pass: point.residentBytes <= loadBar * MB,
      },
    ];
  });
  const first = points[0];
  const detail = first ? `, ${first.api.seconds} s per run` : '';
  return { title: `Catalogue size series (a fresh shop per size${detail})`, rows };
}

export function processesTable(points: ScalingPoint[]): Table {
  const rows = points.flatMap((p): Row[] => {
    const n = `${p.processes} process${p.processes === 1 ? '' : 'es'}`;
    return [
      {
        measure: `${n}: ${p.page.path}`,
        value: `${perSecond(p.page.requestsPerSecond)}, p99 ${latency(p.page, p.page.p99Ms)}`,
        target: '',
        pass: null,
      },
      {
        measure: `${n}: ${p.read.path}`,
        value: `${perSecond(p.read.requestsPerSecond)}, p99 ${latency(p.read, p.read.p99Ms)}`,
        target: '',
        pass: null,
      },
      {
        measure: `${n}: memory idle, peak`,
        value: `${mb(p.idleBytes)}, ${mb(p.peakBytes)}`,
        target: '',
        pass: null,
      },
    ];
  });
  const first = points[0];
  const detail = first ? `, ${first.page.connections} connections, ${first.page.seconds} s per run` : '';
  return { title: `App processes on one PostgreSQL database${detail}`, rows };
}

export function consoleTable(figures: ConsoleTimings): Table {
  return {
    title: `Console with ${figures.orders.toLocaleString('en')} orders, median of ${figures.runs} runs`,
    rows: figures.timings.map((t) => ({ measure: t.query, value: ms(t.ms), target: '', pass: null })),
  };
}

export function insightsTable(figures: InsightTimings): Table {
  const onPostgres = figures.database === 'postgres';
  return {
    title: `Insight page's read with ${figures.orders.toLocaleString('en')} orders on ${figures.database}, median of ${figures.runs} runs`,
    rows: figures.timings.map((t) => ({
      measure: `GET /api/admin/insights?days=${t.days}`,
      value: ms(t.ms),
      // The bar is PostgreSQL's; on the embedded database the figure is for information.
      target: onPostgres ? `< ${INSIGHT_TARGET_MS} ms` : '',
      pass: onPostgres ? t.ms < INSIGHT_TARGET_MS : null,
    })),
  };
}

// A run in which no request was answered has no latency; it must not read as 0 ms and pass.
const latency = (figures: LoadFigures, valueMs: number) =>
  figures.requests === 0 ? 'none answered' : ms(valueMs);
const p99Within = (figures: LoadFigures, barMs: number) => figures.requests > 0 && figures.p99Ms < barMs;

const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(1)} s`;
