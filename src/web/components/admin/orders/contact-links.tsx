import { Mail, MessageCircle, Phone } from 'lucide-react';
import { internationalDigits, whatsappLink } from '../../../../core/whatsapp';
import { useShopSettings } from '../../../lib/shop-settings-context';

const LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-earth-800 hover:bg-shea-200';

/** Call, WhatsApp or mail the customer straight from the order, as the 10-minute promise needs. */
export function ContactLinks({
  name,
  phone,
  email,
  orderNumber,
}: {
  name: string;
  phone: string;
  email: string;
  orderNumber: string;
}) {
  const digits = internationalDigits(phone);
  const { shopName } = useShopSettings().brand;
  const greeting = `Hello ${name.split(' ')[0]}, this is ${shopName} about your order ${orderNumber}.`;
  return (
    <div className="flex flex-wrap gap-2">
      {digits && (
        <a href={`tel:+${digits}`} className={LINK}>
          <Phone className="size-4" aria-hidden="true" />
          Call {phone}
        </a>
      )}
      {digits && (
        <a href={whatsappLink(digits, greeting)} className={LINK} target="_blank" rel="noreferrer">
          <MessageCircle className="size-4" aria-hidden="true" />
          WhatsApp
        </a>
      )}
      {email && (
        <a
          href={`mailto:${email}?subject=${encodeURIComponent(`Your order ${orderNumber}`)}`}
          className={LINK}
        >
          <Mail className="size-4" aria-hidden="true" />
          Email
        </a>
      )}
    </div>
  );
}
