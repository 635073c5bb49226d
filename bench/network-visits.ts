// A shopper on a slow mobile line: Chromium's own network emulation (1.6 Mbit/s down, 750 kbit/s
// up, 150 ms round trips, set through the DevTools protocol) on a phone-sized window. For each page:
// the first visit (what the first view costs, and in all once the service worker has kept the
// shop's shell), a repeat visit in a new tab (bytes and LCP), the same with the network off, and a
// first visit with `Save-Data: on`. Bytes are counted on the wire by a relay in front of the shop,
// so the service worker's own requests count too.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { startCountingProxy, type CountingProxy } from './counting-proxy';
import { scoped } from './scope';

export const SLOW_MOBILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
};

// Lighthouse's phone: the same window the Lighthouse figures are taken on.
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface VisitFigures {
  /** Bytes sent to the browser. */
  bytes: number;
  lcpMs: number;
}

export interface PageVisits {
  path: string;
  /** The first visit when the page has loaded: what its first view cost. */
  firstView: VisitFigures;
  /** The first visit in all, once the service worker has kept the shell in the background. */
  firstVisitBytes: number;
  repeat: VisitFigures;
  /** A repeat visit with the network off: LCP, and whether the page (not the offline page) showed. */
  offline: { lcpMs: number; shown: boolean };
  dataSaver: VisitFigures;
}

export async function networkVisits(
  shopUrl: string,
  paths: string[],
  { chromePath }: { chromePath: string },
): Promise<PageVisits[]> {
  return scoped(async (defer) => {
    const proxy = await startCountingProxy(shopUrl);
    defer(proxy.close);
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
    defer(() => browser.close());
    const figures: PageVisits[] = [];
    for (const path of paths) figures.push(await visitPage(browser, proxy, path));
    return figures;
  });
}

async function visitPage(browser: Browser, proxy: CountingProxy, path: string): Promise<PageVisits> {
  const url = `${proxy.url}${path}`;
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    await proxy.settled(500);
    proxy.reset();
    const first = await throttledPage(context);
    await first.goto(url, { waitUntil: 'load' });
    const firstViewBytes = proxy.counts().down;
    const firstLcp = await largestContentfulPaint(first);
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await proxy.settled();
    const firstVisitBytes = proxy.counts().down;
    await first.close();

    proxy.reset();
    const again = await throttledPage(context);
    await again.goto(url, { waitUntil: 'load' });
    const repeatLcp = await largestContentfulPaint(again);
    // The worker asks whether the page changed after answering from its copy: that counts too.
    await proxy.settled();
    const repeatBytes = proxy.counts().down;
    await again.close();

    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(url, { waitUntil: 'load' });
    const offlineLcp = await largestContentfulPaint(offline);
    const shown = (await offline.getByRole('heading', { level: 1, name: 'You are offline' }).count()) === 0;

    const saver = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'Save-Data': 'on' } });
    try {
      await proxy.settled(500);
      proxy.reset();
      const light = await throttledPage(saver);
      await light.goto(url, { waitUntil: 'load' });
      const saverLcp = await largestContentfulPaint(light);
      await proxy.settled();
      return {
        path,
        firstView: { bytes: firstViewBytes, lcpMs: firstLcp },
        firstVisitBytes,
        repeat: { bytes: repeatBytes, lcpMs: repeatLcp },
        offline: { lcpMs: offlineLcp, shown },
        dataSaver: { bytes: proxy.counts().down, lcpMs: saverLcp },
      };
    } finally {
      await saver.close();
    }
  } finally {
    await context.close();
  }
}

/** A new tab on the slow line. */
async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_MOBILE.latencyMs,
    downloadThroughput: SLOW_MOBILE.downloadBitsPerSecond / 8,
    uploadThroughput: SLOW_MOBILE.uploadBitsPerSecond / 8,
  });
  return page;
}

/** The page's LCP in ms from the start of its navigation, once nothing larger has painted for a moment. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let latest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) latest = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(latest), 1_000);
      }),
  );
}
