import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/server/integrations/mail/mail';
import { createOutboxTransport } from '../../src/server/integrations/mail/outbox-transport';
import { messageId } from '../../src/server/integrations/mail/smtp-transport';

const mail: OutgoingMail = {
  to: 'amina@example.com',
  from: 'Shop <shop@example.com>',
  subject: 'Order HM-TEST0001 confirmed',
  text: 'Thank you.',
  ref: '0000000007-mail-order-event-12-customer',
};

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

describe('the outbox', () => {
  it('writes a JSON and a readable text file per mail, named by its ref', async () => {
    const dir = await tempDir();
    await createOutboxTransport(dir).deliver(mail);
    expect((await readdir(dir)).sort()).toEqual([`${mail.ref}.json`, `${mail.ref}.txt`]);
    const json = JSON.parse(await readFile(path.join(dir, `${mail.ref}.json`), 'utf8'));
    expect(json).toMatchObject({ to: mail.to, from: mail.from, subject: mail.subject, text: mail.text });
    const text = await readFile(path.join(dir, `${mail.ref}.txt`), 'utf8');
    expect(text).toContain('Subject: Order HM-TEST0001 confirmed');
    expect(text).toContain('Thank you.');
  });

  it('writes the HTML part of a mail that has one beside its text, and leaves it out of the JSON', async () => {
    const dir = await tempDir();
    await createOutboxTransport(dir).deliver({ ...mail, html: '<p>Thank you.</p>' });
    expect((await readdir(dir)).sort()).toEqual([`${mail.ref}.html`, `${mail.ref}.json`, `${mail.ref}.txt`]);
    expect(await readFile(path.join(dir, `${mail.ref}.html`), 'utf8')).toBe('<p>Thank you.</p>');
    const json = JSON.parse(await readFile(path.join(dir, `${mail.ref}.json`), 'utf8'));
    expect(json).not.toHaveProperty('html');
  });

  it('keeps one copy of a mail sent twice, and one per different mail', async () => {
    const dir = await tempDir();
    const transport = createOutboxTransport(dir);
    await transport.deliver(mail);
    await transport.deliver({ ...mail, text: 'Thank you, again.' });
    await transport.deliver({ ...mail, ref: '0000000008-mail-order-event-12-shop' });
    const names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
    expect(names).toHaveLength(2);
    const json = JSON.parse(await readFile(path.join(dir, `${mail.ref}.json`), 'utf8'));
    expect(json.text).toBe('Thank you, again.');
  });

  it('refuses a ref that is not a plain file name', async () => {
    const dir = await tempDir();
    await expect(createOutboxTransport(dir).deliver({ ...mail, ref: '../escape' })).rejects.toThrow();
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });
});

describe('SMTP Message-ID', () => {
  it("is the mail's ref at the sender's domain, the same for every try", () => {
    expect(messageId(mail.ref, 'Heritage Shea <hello@heritageshea.co.ke>')).toBe(
      `<${mail.ref}@heritageshea.co.ke>`,
    );
    expect(messageId('7-x', 'shop@example.com')).toBe('<7-x@example.com>');
  });
});
