// The mails of accounts: a reseller's application and approval, passwords, and the console's
// security notices. Branded like every mail the shop sends; a link the reader acts on is a button.
// `shop` is the shop's name (settings.brand) as it stands in the transaction that queues the mail.
import { deviceName } from '../../../core/device-name';
import type { Mail } from '../../integrations/mail/mail';
import { brandedMail } from '../notifications';
import type { SessionUser } from './users';

/** The mail a reseller gets once an admin approves the account, with the owner's wholesale discount. */
export function resellerApprovedMail(user: SessionUser, publicUrl: string, discountPercent: number): Mail {
  return brandedMail(
    { to: user.email, subject: 'Your reseller account is approved' },
    {
      greeting: `Hello ${user.firstName},`,
      body: [
        `Good news: the reseller account for ${user.businessName || user.email} is approved.`,
        `Sign in to see wholesale prices (${discountPercent}% off retail) and place bulk orders.`,
        { kind: 'button', label: 'Sign in', url: `${publicUrl}/login` },
        '',
        'Thank you for growing with us.',
      ],
    },
  );
}

// The two mails of the register form. Neither repeats what the form's sender typed beyond the
// address itself: whoever sent it may not be the address's owner.

/** To a new reseller: the application is in, and where to see how it stands. */
export function registeredMail(email: string, publicUrl: string, shop: string): Mail {
  return brandedMail(
    { to: email, subject: 'Your reseller application is waiting for approval' },
    {
      greeting: 'Hello,',
      body: [
        `Thank you for applying for a ${shop} reseller account with this address.`,
        'We review every application and write again once yours is approved.',
        'Meanwhile you can sign in to see its status.',
        { kind: 'button', label: 'Sign in', url: `${publicUrl}/login` },
        '',
        'If you did not apply, you can ignore this message.',
      ],
    },
  );
}

/** To the owner of an account when someone registers with its address again. */
export function registeredAgainMail(email: string, publicUrl: string): Mail {
  return brandedMail(
    { to: email, subject: 'Someone tried to register with your email address' },
    {
      greeting: 'Hello,',
      body: [
        'Someone just tried to open a reseller account with this address, which already has one.',
        'If it was you, sign in with your existing password.',
        { kind: 'button', label: 'Sign in', url: `${publicUrl}/login` },
        '',
        'If it was not you, you can ignore this message: nothing about your account has changed.',
      ],
    },
  );
}

/** The "Forgot password?" link: to the address only, and saying what to do if it was not them. */
export function passwordResetMail(
  user: { email: string; firstName: string },
  link: string,
  shop: string,
): Mail {
  return brandedMail(
    { to: user.email, subject: `Reset your ${shop} password` },
    {
      greeting: `Hello ${user.firstName},`,
      body: [
        `Someone asked to reset the password of the ${shop} account with this address.`,
        'If it was you, open this link within an hour to choose a new password. It works once:',
        { kind: 'button', label: 'Choose a new password', url: link },
        '',
        'If it was not you, you can ignore this message: your password stays as it is.',
      ],
    },
  );
}

/** After any new password: the account's owner hears of it even when they did not do it. */
export function passwordChangedMail(
  user: { email: string; firstName: string },
  publicUrl: string,
  shop: string,
): Mail {
  return brandedMail(
    { to: user.email, subject: `Your ${shop} password was changed` },
    {
      greeting: `Hello ${user.firstName},`,
      body: [
        `The password of your ${shop} account was just changed, and every other device signed in to it was signed out.`,
        `If this was not you, choose a new password at once at ${publicUrl}/forgot-password and tell us by replying to this mail.`,
      ],
    },
  );
}

/** To a console member: their account was signed in to from a browser it had not used before. */
export function newConsoleDeviceMail(
  user: { email: string; firstName: string },
  origin: { userAgent: string; clientAddress: string },
  publicUrl: string,
  shop: string,
): Mail {
  return brandedMail(
    { to: user.email, subject: `New sign-in to the ${shop} console` },
    {
      greeting: `Hello ${user.firstName},`,
      body: [
        'Your console account was just signed in to from a device it has not used before:',
        `${deviceName(origin.userAgent)}, from the address ${origin.clientAddress || 'unknown'}.`,
        '',
        `If this was you, there is nothing to do. If not, change your password at ${publicUrl}/account at once: that signs every other device out.`,
      ],
    },
  );
}

const TWO_FACTOR_NEWS = {
  enabled: ['Two-step sign-in turned on', 'Two-step sign-in is now on for your console account.'],
  disabled: [
    'Two-step sign-in turned off',
    'Two-step sign-in was just turned off for your console account: a password alone now signs it in.',
  ],
  recovery_code_used: [
    'A recovery code was used',
    'One of your recovery codes was just used to sign in to your console account. It will not work again.',
  ],
} as const;

/** To a console member: their two-step sign-in changed, or stood in for by a recovery code. */
export function twoFactorMail(
  user: { email: string; firstName: string },
  event: keyof typeof TWO_FACTOR_NEWS,
  publicUrl: string,
  shop: string,
): Mail {
  const [subject, news] = TWO_FACTOR_NEWS[event];
  return brandedMail(
    { to: user.email, subject: `${subject} for your ${shop} account` },
    {
      greeting: `Hello ${user.firstName},`,
      body: [
        news,
        '',
        `If this was not you, change your password at ${publicUrl}/account at once and tell the shop's owner.`,
      ],
    },
  );
}
