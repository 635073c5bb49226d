// The newsletter's own mails. They are marketing: each goes out through enqueueMarketingMail,
// which adds the unsubscribe link and sends nothing to an address that left the list.
import type { Mail } from '../../integrations/mail/mail';
import { brandedMail } from '../notifications';

/** The welcome to a new subscriber; it repeats nothing but the address the form was given. */
export function newsletterWelcomeMail(email: string, publicUrl: string, shop: string): Mail {
  return brandedMail(
    { to: email, subject: `Welcome to the ${shop} newsletter` },
    {
      greeting: 'Hello,',
      body: [
        `Thank you for subscribing to the ${shop} newsletter with this address.`,
        'We write now and then with new products, offers and tips for skin and hair.',
        { kind: 'button', label: 'Browse the shop', url: `${publicUrl}/products` },
      ],
      footer: [
        `How we keep your address: ${publicUrl}/privacy`,
        'If you did not subscribe, use the link below and you will hear no more from us.',
      ],
    },
  );
}
