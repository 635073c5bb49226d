import { Mail, MessageCircle, Phone } from 'lucide-react';
import { telHref } from '../../../core/contact-links';

const LINK =
  'inline-flex min-h-11 items-center gap-2 break-all text-earth-700 underline-offset-4 hover:underline';

/** A person's email and phone as links the owner can tap to write, call or chat. */
export function ContactLines({
  email,
  mailHref = `mailto:${email}`,
  phone,
  whatsappHref,
}: {
  email: string;
  mailHref?: string;
  phone?: string | null;
  whatsappHref?: string | null;
}) {
  return (
    <ul className="flex flex-col text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
      <li>
        <a href={mailHref} className={LINK}>
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          {email}
        </a>
      </li>
      {phone && (
        <li>
          <a href={telHref(phone)} className={LINK}>
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {phone}
          </a>
        </li>
      )}
      {whatsappHref && (
        <li>
          <a href={whatsappHref} target="_blank" rel="noreferrer" className={LINK}>
            <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
            WhatsApp
          </a>
        </li>
      )}
    </ul>
  );
}
