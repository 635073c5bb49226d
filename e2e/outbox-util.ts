import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { expectNoSidewaysScroll } from './layout-util';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part the outbox writes beside a branded mail. */
  html?: string;
}

/** Every mail one shop has written so far to `dataDir`, oldest first. */
async function outbox(dataDir: string): Promise<Mail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (n) => {
      const mail = JSON.parse(await readFile(path.join(dir, n), 'utf8')) as Mail;
      const html = await readFile(path.join(dir, n.replace(/\.json$/, '.html')), 'utf8').catch(
        () => undefined,
      );
      return { ...mail, html };
    }),
  );
}

/**
 * Every mail the running test's shop has written so far, oldest first; for the mail gallery, every
 * shop's, one shop after another (the projects' data folders, playwright.config.ts).
 */
export async function mails(): Promise<Mail[]> {
  const dataDirs = test.info().project.metadata.dataDirs as string[];
  return (await Promise.all(dataDirs.map(outbox))).flat();
}

/** The newest mail to `to` with `subject`, waiting for the shop's mail job to write it. */
export async function mailTo(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails()).filter((m) => m.to === to && m.subject === subject).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * A branded mail's HTML part as a narrow phone and a wide desktop mail client show it: no sideways
 * scroll and every picture loaded; each width is screenshotted to `output(name-width.png)`.
 */
export async function lookAtMail(
  browser: Browser,
  html: string,
  name: string,
  output: (file: string) => string,
) {
  for (const width of [360, 800]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'networkidle' });
    await expectNoSidewaysScroll(page, `${name} mail at ${width} px`);
    const broken = await page.$$eval('img', (images) =>
      images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
    );
    expect(broken, `${name} mail at ${width} px: pictures that did not load`).toEqual([]);
    await page.screenshot({ path: output(`${name}-${width}.png`), fullPage: true });
    await context.close();
  }
}
