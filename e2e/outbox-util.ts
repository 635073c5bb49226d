import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part the outbox writes beside a branded mail. */
  html?: string;
}

async function mails(): Promise<Mail[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
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
