import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Without Africa's Talking the shop writes each text to DATA_DIR/sms-outbox/ as <ref>.json
// (src/server/integrations/sms/outbox-transport.ts): the phones of the browser tests.

interface Text {
  to: string;
  message: string;
  writtenAt: string;
}

/** Every text the running test's shop has written so far, oldest first. */
async function texts(): Promise<Text[]> {
  const [dataDir] = test.info().project.metadata.dataDirs as string[];
  const dir = path.join(dataDir!, 'sms-outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'));
  const all = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as Text),
  );
  return all.sort((a, b) => a.writtenAt.localeCompare(b.writtenAt));
}

/** The same phone however it is written: its last nine digits. */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-9);

/** The newest text to `phone` that matches `pattern`, waiting for the shop's text job to send it. */
export async function textTo(phone: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await texts())
          .filter((t) => phoneKey(t.to) === phoneKey(phone) && pattern.test(t.message))
          .at(-1)?.message;
        return Boolean(found);
      },
      { timeout: 20_000, message: `a text to ${phone} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}
