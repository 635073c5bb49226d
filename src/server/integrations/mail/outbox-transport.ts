// Without SMTP every mail is written to DATA_DIR/outbox/: a JSON file for programs, a .txt beside
// it that a developer can read, and the HTML part (if any) as a .html to open in a browser. Files are named by the mail's ref, so a mail sent again
// (a job run twice) replaces its files instead of adding a copy.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutgoingMail, MailTransport } from './mail';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

export function createOutboxTransport(outboxDir: string): MailTransport {
  return {
    kind: 'outbox',
    async deliver(mail) {
      if (!SAFE_NAME.test(mail.ref)) throw new Error('an outbox mail needs a plain file name as its ref');
      await mkdir(outboxDir, { recursive: true });
      const { ref, html, ...record } = { ...mail, sentAt: new Date().toISOString() };
      await writeFile(path.join(outboxDir, `${ref}.txt`), readable(record));
      if (html) await writeFile(path.join(outboxDir, `${ref}.html`), html);
      // The .json is written last and renamed into place: a reader that sees it can rely on the
      // whole mail being there.
      const json = path.join(outboxDir, `${ref}.json`);
      await writeFile(`${json}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
      await rename(`${json}.tmp`, json);
    },
  };
}

function readable(mail: Omit<OutgoingMail, 'ref'> & { sentAt: string }): string {
  const headers = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Date: ${mail.sentAt}`,
    `Subject: ${mail.subject}`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${headers.join('\n')}\n\n${mail.text}\n`;
}
