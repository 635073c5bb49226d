import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './test-app';

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The HTML part, from the .html the outbox writes beside a branded mail. */
  html?: string;
}

/** Every mail the app wrote to its outbox so far, after running every mail job waiting. */
export async function outbox(app: TestApp): Promise<OutboxMail[]> {
  await app.services.jobs.drain();
  return outboxFiles(app.dataDir);
}

/** The mails in a data folder's outbox as they stand, without running any job (other workers send them). */
export async function outboxFiles(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map(async (n) => {
        const mail = JSON.parse(await readFile(path.join(dir, n), 'utf8')) as OutboxMail;
        const html = await readFile(path.join(dir, n.replace(/\.json$/, '.html')), 'utf8').catch(() => null);
        return html === null ? mail : { ...mail, html };
      }),
  );
  return mails;
}
