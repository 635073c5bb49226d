// "The order's mail is on its way", checked in one place. A Pay Later order mails the shop at once
// (the promise of a call within 10 minutes hangs on it). Where mails are queued (the
// background_jobs table, a job per mail with the mail as its payload), the job must be stored: it
// is written in the order's own transaction, so a 2xx means it exists, and no restart or killed
// process can take it back. Where they are not, the process that placed the order hands the mail
// to its mailer after the commit, and with no SMTP_URL the mail lands in DATA_DIR/outbox/.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { AckedOrder } from './order-stream';

const OUTBOX_WITHIN_MS = 15_000;

export function mailCheck({ dataDir, databaseUrl }: { dataDir: string; databaseUrl: string }) {
  const outbox = path.join(dataDir, 'outbox');
  const subjects = new Map<string, string>();
  let queued: Promise<boolean> | undefined;

  async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** Whether this shop queues its mail in the database (the job queue of issue 13). */
  function mailIsQueued(): Promise<boolean> {
    queued ??= query<{ table: string | null }>(`select to_regclass('background_jobs')::text as table`).then(
      ([row]) => typeof row?.table === 'string',
    );
    return queued;
  }

  async function readNewMails() {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names) {
      // The .json is written last (outbox-transport.ts): once it is whole, so is the mail.
      if (!name.endsWith('.json') || subjects.has(name)) continue;
      try {
        const mail = JSON.parse(await readFile(path.join(outbox, name), 'utf8')) as { subject: string };
        subjects.set(name, mail.subject);
      } catch {
        // Caught half-written: read again on the next look.
      }
    }
  }

  async function expectMailFor(orderNumber: string): Promise<void> {
    if (await mailIsQueued()) {
      const [row] = await query<{ jobs: number }>(
        `select count(*)::int as jobs from background_jobs where strpos(payload->>'subject', $1) > 0`,
        [orderNumber],
      );
      if (row!.jobs === 0) throw new Error(`no mail queued for acknowledged order ${orderNumber}`);
      return;
    }
    const deadline = Date.now() + OUTBOX_WITHIN_MS;
    for (;;) {
      await readNewMails();
      if ([...subjects.values()].some((subject) => subject.includes(orderNumber))) return;
      if (Date.now() > deadline) throw new Error(`no mail sent for acknowledged order ${orderNumber}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return { expectMailFor, mailIsQueued };
}

/**
 * The acknowledged orders whose mail must be on its way. Queued mail: all of them. Mail handed to
 * the mailer after the commit: those answered 201 by the request that placed them. An order whose
 * commit went through while its answer was lost with the connection is acknowledged by its retry
 * (200, the same order), and its mail was never handed over; a queued mail commits with its order.
 */
export async function ordersWithMailDue(
  mail: ReturnType<typeof mailCheck>,
  acked: readonly AckedOrder[],
): Promise<AckedOrder[]> {
  return (await mail.mailIsQueued()) ? [...acked] : acked.filter((order) => order.created);
}
