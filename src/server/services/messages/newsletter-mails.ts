// The newsletter's own mails. They are marketing: each goes out through enqueueMarketingMail,
// which adds the unsubscribe link and sends nothing to an address that left the list.
import type { Mail } from '../../integrations/mail/mail';

/** The welcome to a new subscriber; it repeats nothing but the address the form was given. */
export function newsletterWelcomeMail(email: string, publicUrl: string): Mail {
  return {
    to: email,
    subject: 'Welcome to the Heritage Shea newsletter',
    text: [
      'Hello,',
      '',
      'Thank you for subscribing to the Heritage Shea newsletter with this address.',
      'We write now and then with new products, offers and tips for skin and hair.',
      `Browse the shop at ${publicUrl}/products`,
      '',
      `How we keep your address: ${publicUrl}/privacy`,
      'If you did not subscribe, use the link below and you will hear no more from us.',
    ].join('\n'),
  };
}
