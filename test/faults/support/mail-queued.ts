// "The order's mail is on its way", checked in one place. A Pay Later order mails the shop at once
// (the promise of a call within 10 minutes hangs on it). The mail is a job in background_jobs,
// written in the order's own transaction with the mail as its payload: a 2xx means the job is
// stored, and no restart or killed process can take it back. Sending it is the queue's part
// (queued-mail-killed.test.ts).
import pg from 'pg';

export async function expectMailFor(databaseUrl: string, orderNumber: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ jobs: number }>(
      `select count(*)::int as jobs from background_jobs where strpos(payload->>'subject', $1) > 0`,
      [orderNumber],
    );
    if (rows[0]!.jobs === 0) throw new Error(`no mail queued for acknowledged order ${orderNumber}`);
  } finally {
    await client.end();
  }
}
