import type { SessionUser } from './accounts';

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
