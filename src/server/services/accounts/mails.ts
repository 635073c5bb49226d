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
