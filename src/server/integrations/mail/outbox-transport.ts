// Without SMTP every mail is written to DATA_DIR/outbox/: a JSON file for programs and a .txt
// beside it that a developer can read.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mail, MailTransport } from './mail';

export function createOutboxTransport(outboxDir: string): MailTransport {
  return {
    kind: 'outbox',
    async deliver(mail) {
      await mkdir(outboxDir, { recursive: true });
      const sentAt = new Date();
      // Sortable by time, unique within the same millisecond.
      const base = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const record = { ...mail, sentAt: sentAt.toISOString() };
      await writeFile(path.join(outboxDir, `${base}.txt`), readable(record));
      // The .json is written last: a reader that sees it can rely on the whole mail being there.
      await writeFile(path.join(outboxDir, `${base}.json`), `${JSON.stringify(record, null, 2)}\n`);
    },
  };
}

function readable(mail: Mail & { from: string; sentAt: string }): string {
  const headers = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Date: ${mail.sentAt}`,
    `Subject: ${mail.subject}`,
  ];
  return `${headers.join('\n')}\n\n${mail.text}\n`;
}
