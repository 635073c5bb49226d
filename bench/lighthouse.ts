// Lighthouse's performance category with its default settings: a mid-range phone on a slow 4G
// line, simulated (DESIGN §7's "Lighthouse mobile"). Scores vary from run to run, so each page is
// measured several times and the median of each figure is kept.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './median';
import { scoped } from './scope';

export interface LighthouseRun {
  /** 0 to 100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's estimate of this machine's speed at the time; low when other work competes. */
  benchmarkIndex: number;
}

export interface LighthousePage extends LighthouseRun {
  path: string;
  runs: LighthouseRun[];
}

export async function lighthousePages(
  shopUrl: string,
  paths: string[],
  { runs, chromePath }: { runs: number; chromePath: string },
): Promise<LighthousePage[]> {
  return scoped(async (defer) => {
    // No sandbox: the benchmark may run as root, where Chromium refuses to start with one.
    const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
    defer(async () => chrome.kill());
    const pages: LighthousePage[] = [];
    for (const pagePath of paths) {
      const each: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) each.push(await auditWithRetry(`${shopUrl}${pagePath}`, chrome.port));
      pages.push({
        path: pagePath,
        score: median(each.map((r) => r.score)),
        lcpMs: median(each.map((r) => r.lcpMs)),
        tbtMs: median(each.map((r) => r.tbtMs)),
        cls: median(each.map((r) => r.cls)),
        benchmarkIndex: median(each.map((r) => r.benchmarkIndex)),
        runs: each,
      });
    }
    return pages;
  });
}

// On a busy machine Lighthouse now and then loses the trace of a page load (NO_NAVSTART and the
// like) and asks to be run again; a run that fails this often is a real failure.
const ATTEMPTS = 3;

async function auditWithRetry(url: string, port: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS) throw error;
      console.log(`  ${error.message}; running it again`);
    }
  }
}

class LighthouseRunError extends Error {}

async function audit(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new LighthouseRunError(`Lighthouse on ${url} measured no ${id}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined)
    throw new LighthouseRunError(`Lighthouse on ${url} gave no performance score`);
  return {
    score: Math.round(score * 100),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
