import { readdir, readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mail, MailTransport } from '../../src/server/integrations/mail/mail';
import { createMailer } from '../../src/server/integrations/mail/mailer';
import { createOutboxTransport } from '../../src/server/integrations/mail/outbox-transport';

const mail: Mail = { to: 'amina@example.com', subject: 'Order HM-TEST0001 confirmed', text: 'Thank you.' };

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) => lines.push({ level, details, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

/** Fails the first `failures` deliveries, then writes to the outbox. */
function flakyTransport(dir: string, failures: number): MailTransport & { calls: number } {
  const outbox = createOutboxTransport(dir);
  const transport = {
    kind: 'smtp' as const,
    calls: 0,
    async deliver(m: Mail & { from: string }) {
      transport.calls++;
      if (transport.calls <= failures)
        throw new Error('connect ECONNREFUSED smtp://user:secret@mail.example');
      await outbox.deliver(m);
    },
  };
  return transport;
}

let dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  dirs = [];
});
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-mail-'));
  dirs.push(dir);
  return dir;
}

describe('mailer', () => {
  it('writes a JSON and a readable text file per mail to the outbox', async () => {
    const dir = await tempDir();
    const { log } = recordingLog();
    const mailer = createMailer({
      transport: createOutboxTransport(dir),
      from: 'Shop <shop@example.com>',
      log,
    });
    expect(await mailer.send(mail)).toBe(true);
    const names = (await readdir(dir)).sort();
    expect(names.map((n) => path.extname(n))).toEqual(['.json', '.txt']);
    const json = JSON.parse(await readFile(path.join(dir, names[0]!), 'utf8'));
    expect(json).toMatchObject({ ...mail, from: 'Shop <shop@example.com>' });
    const text = await readFile(path.join(dir, names[1]!), 'utf8');
    expect(text).toContain('Subject: Order HM-TEST0001 confirmed');
    expect(text).toContain('Thank you.');
  });

  it('retries a failing transport with backoff until the mail goes out', async () => {
    const dir = await tempDir();
    const { log, lines } = recordingLog();
    const transport = flakyTransport(dir, 2);
    const mailer = createMailer({
      transport,
      from: 'shop@example.com',
      log,
      retry: { attempts: 4, firstDelayMs: 5 },
    });
    expect(await mailer.send(mail)).toBe(true);
    expect(transport.calls).toBe(3);
    expect((await readdir(dir)).filter((n) => n.endsWith('.json'))).toHaveLength(1);
    expect(lines.map((l) => l.level)).toEqual(['warn', 'warn', 'info']);
  });

  it('gives up after the last try without throwing, logs it, and never logs the recipient or secrets', async () => {
    const dir = await tempDir();
    const { log, lines } = recordingLog();
    const transport = flakyTransport(dir, 10);
    const mailer = createMailer({
      transport,
      from: 'shop@example.com',
      log,
      retry: { attempts: 3, firstDelayMs: 1 },
    });
    void mailer.send(mail);
    await mailer.idle();
    expect(transport.calls).toBe(3);
    expect(await readdir(dir)).toEqual([]);
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'mail not sent: giving up' });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('amina@');
    expect(logged).not.toContain('secret');
  });

  it('keeps addresses a refusing server quotes out of the log', async () => {
    const { log, lines } = recordingLog();
    const transport: MailTransport = {
      kind: 'smtp',
      deliver: async () => {
        throw new Error('550 5.1.1 <amina@example.com>: Recipient address rejected; from shop@example.com');
      },
    };
    const mailer = createMailer({
      transport,
      from: 'shop@example.com',
      log,
      retry: { attempts: 1, firstDelayMs: 1 },
    });
    expect(await mailer.send(mail)).toBe(false);
    expect(lines).toEqual([
      {
        level: 'error',
        message: 'mail not sent: giving up',
        details: expect.objectContaining({
          reason: '550 5.1.1 <***@example.com>: Recipient address rejected; from ***@example.com',
        }),
      },
    ]);
  });
});
