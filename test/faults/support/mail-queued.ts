// "The order's mail is on its way", checked in one place. A Pay Later order mails the shop at once
// (the promise of a call within 10 minutes hangs on it), and today the process that placed the
// order hands that mail to its mailer after the commit; with no SMTP_URL the mailer writes it to
// DATA_DIR/outbox/. Once mail jobs are written in the order's own transaction, this check becomes
// "the order's mail job is stored", which a database restart or a killed process cannot undo.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const WITHIN_MS = 15_000;

export function mailCheck({ dataDir }: { dataDir: string; databaseUrl: string }) {
  const outbox = path.join(dataDir, 'outbox');
  const subjects = new Map<string, string>();

  async function readNewMails() {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names) {
      // The .json is written last (outbox-transport.ts): once it is there the mail is whole.
      if (!name.endsWith('.json') || subjects.has(name)) continue;
      const mail = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as { subject: string };
      subjects.set(name, mail.subject);
    }
  }

  /** Resolves once a mail naming `orderNumber` has been sent; throws if none comes within 15 s. */
  async function expectMailFor(orderNumber: string): Promise<void> {
    const deadline = Date.now() + WITHIN_MS;
    for (;;) {
      await readNewMails();
      if ([...subjects.values()].some((subject) => subject.includes(orderNumber))) return;
      if (Date.now() > deadline) throw new Error(`no mail for acknowledged order ${orderNumber}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return { expectMailFor };
}
