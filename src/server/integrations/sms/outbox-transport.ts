// Without Africa's Talking every message is written to DATA_DIR/sms-outbox/ as <ref>.json with
// `to` and `message`, like the mail outbox: a message sent again replaces its file.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsTransport } from './sms';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

export function createSmsOutboxTransport(outboxDir: string): SmsTransport {
  return {
    kind: 'outbox',
    async send(sms) {
      if (!SAFE_NAME.test(sms.ref)) throw new Error('an outbox message needs a plain file name as its ref');
      await mkdir(outboxDir, { recursive: true });
      const record = { to: sms.to, message: sms.message, writtenAt: new Date().toISOString() };
      // Written beside and renamed into place: a reader that sees the file sees all of it.
      const file = path.join(outboxDir, `${sms.ref}.json`);
      await writeFile(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
      await rename(`${file}.tmp`, file);
      return { providerMessageId: null, status: 'Written', cost: null };
    },
  };
}
