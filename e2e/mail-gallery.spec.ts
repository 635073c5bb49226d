// Runs after every other spec (its own project, which depends on theirs): by then the shop has
// written each kind of mail it sends to the outbox, through the flows that send them. Each kind is
// drawn at 360 and 800 px, as a phone's and a desktop's mail client show it, and screenshotted.
import { expect, test } from '@playwright/test';
import { lookAtMail, mails, type Mail } from './outbox-util';

const ORDER = 'HM-[0-9A-Z]+';

/** Every mail the shop sends, by a pattern of its subject. */
const KINDS: [name: string, subject: RegExp][] = [
  ['order-confirmed', new RegExp(`^Order ${ORDER} confirmed$`)],
  ['order-received-pay-later', new RegExp(`^Order ${ORDER} received: we will call you`)],
  ['pay-later-alert', new RegExp(`^Pay Later order ${ORDER}: call the customer`)],
  ['payment-reminder', new RegExp(`^Order ${ORDER}: your payment did not go through$`)],
  ['order-being-prepared', new RegExp(`^Order ${ORDER} is being prepared$`)],
  ['order-on-its-way', new RegExp(`^Order ${ORDER} is on its way$`)],
  ['order-delivered', new RegExp(`^Order ${ORDER} delivered$`)],
  ['order-cancelled', new RegExp(`^Order ${ORDER} cancelled$`)],
  ['refund', new RegExp(`^Refund of KSH [\\d,.]+ for order ${ORDER}$`)],
  ['back-in-stock', / is back in stock$/],
  ['back-in-stock-waiting', /^We will tell you when .+ is back$/],
  ['low-stock', /^Low stock: /],
  ['newsletter-welcome', /^Welcome to the Heritage Shea newsletter$/],
  ['reseller-application', /^Your reseller application is waiting for approval$/],
  ['reseller-approved', /^Your reseller account is approved$/],
  ['password-reset', /^Reset your Heritage Shea password$/],
  ['password-changed', /^Your Heritage Shea password was changed$/],
  ['console-new-sign-in', /^New sign-in to the Heritage Shea console$/],
  ['console-invitation', /^You are invited to run the Heritage Shea shop$/],
  ['two-step-on', /^Two-step sign-in turned on for your Heritage Shea account$/],
  ['two-step-off', /^Two-step sign-in turned off for your Heritage Shea account$/],
  ['recovery-code-used', /^A recovery code was used for your Heritage Shea account$/],
  ['registered-again', /^Someone tried to register with your email address$/],
];

test('every kind of mail the shop sent reads well at 360 and 800 px', async ({ browser }, testInfo) => {
  test.setTimeout(KINDS.length * 15_000);
  const sent = await mails();
  const latest = (subject: RegExp): Mail | undefined =>
    sent.filter((mail) => subject.test(mail.subject) && mail.html).at(-1);

  const missing = KINDS.filter(([, subject]) => !latest(subject)).map(([name]) => name);
  expect(missing, 'kinds of mail no spec made the shop send').toEqual([]);
  const unknown = [...new Set(sent.map((mail) => mail.subject))].filter(
    (subject) => !KINDS.some(([, pattern]) => pattern.test(subject)),
  );
  expect(unknown, 'mails the gallery does not know: add their kind').toEqual([]);
  expect(
    sent.filter((mail) => !mail.html).map((mail) => mail.subject),
    'mails without an HTML part',
  ).toEqual([]);

  for (const [name, subject] of KINDS) {
    await lookAtMail(browser, latest(subject)!.html!, `mail-${name}`, testInfo.outputPath.bind(testInfo));
  }
});
