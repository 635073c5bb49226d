import { deviceName } from '../../../core/device-name';
import type { SessionUser } from './users';

/** The mail a reseller gets once an admin approves the account. */
export function resellerApprovedMail(user: SessionUser, publicUrl: string) {
  return {
    to: user.email,
    subject: 'Your reseller account is approved',
    text: [
      `Hello ${user.firstName},`,
      '',
      `Good news: the reseller account for ${user.businessName || user.email} is approved.`,
      `Sign in at ${publicUrl}/login to see wholesale prices (30% off retail) and place bulk orders.`,
      '',
      'Thank you for growing with us.',
    ].join('\n'),
  };
}

// The two mails of the register form. Neither repeats what the form's sender typed beyond the
// address itself: whoever sent it may not be the address's owner.

/** To a new reseller: the application is in, and where to see how it stands. */
export function registeredMail(email: string, publicUrl: string) {
  return {
    to: email,
    subject: 'Your reseller application is waiting for approval',
    text: [
      'Hello,',
      '',
      'Thank you for applying for a Heritage Shea reseller account with this address.',
      'We review every application and write again once yours is approved.',
      `Meanwhile you can sign in at ${publicUrl}/login to see its status.`,
      '',
      'If you did not apply, you can ignore this message.',
    ].join('\n'),
  };
}

/** To the owner of an account when someone registers with its address again. */
export function registeredAgainMail(email: string, publicUrl: string) {
  return {
    to: email,
    subject: 'Someone tried to register with your email address',
    text: [
      'Hello,',
      '',
      'Someone just tried to open a reseller account with this address, which already has one.',
      `If it was you, sign in at ${publicUrl}/login with your existing password.`,
      'If it was not you, you can ignore this message: nothing about your account has changed.',
    ].join('\n'),
  };
}

/** The "Forgot password?" link: to the address only, and saying what to do if it was not them. */
export function passwordResetMail(user: { email: string; firstName: string }, link: string) {
  return {
    to: user.email,
    subject: 'Reset your Heritage Shea password',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Someone asked to reset the password of the Heritage Shea account with this address.',
      'If it was you, open this link within an hour to choose a new password. It works once:',
      link,
      '',
      'If it was not you, you can ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

/** After any new password: the account's owner hears of it even when they did not do it. */
export function passwordChangedMail(user: { email: string; firstName: string }, publicUrl: string) {
  return {
    to: user.email,
    subject: 'Your Heritage Shea password was changed',
    text: [
      `Hello ${user.firstName},`,
      '',
      'The password of your Heritage Shea account was just changed, and every other device signed in to it was signed out.',
      `If this was not you, choose a new password at once at ${publicUrl}/forgot-password and tell us by replying to this mail.`,
    ].join('\n'),
  };
}

/** To a console member: their account was signed in to from a browser it had not used before. */
export function newConsoleDeviceMail(
  user: { email: string; firstName: string },
  origin: { userAgent: string; clientAddress: string },
  publicUrl: string,
) {
  return {
    to: user.email,
    subject: 'New sign-in to the Heritage Shea console',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Your console account was just signed in to from a device it has not used before:',
      `${deviceName(origin.userAgent)}, from the address ${origin.clientAddress || 'unknown'}.`,
      '',
      `If this was you, there is nothing to do. If not, change your password at ${publicUrl}/account at once: that signs every other device out.`,
    ].join('\n'),
  };
}

const TWO_FACTOR_NEWS = {
  enabled: ['Two-step sign-in is on', 'Two-step sign-in is now on for your console account.'],
  disabled: [
    'Two-step sign-in was turned off',
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
) {
  const [subject, news] = TWO_FACTOR_NEWS[event];
  return {
    to: user.email,
    subject: `${subject} on your Heritage Shea account`,
    text: [
      `Hello ${user.firstName},`,
      '',
      news,
      '',
      `If this was not you, change your password at ${publicUrl}/account at once and tell the shop's owner.`,
    ].join('\n'),
  };
}
