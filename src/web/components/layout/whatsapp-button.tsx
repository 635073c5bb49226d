import { MessageCircle } from 'lucide-react';
import { generalEnquiryLink } from '../../../core/whatsapp';

/** The floating chat link, bottom right on every page (SPEC §2). */
export function WhatsAppButton({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    // A landmark of its own, so screen-reader users find it like the rest of the page.
    <aside aria-label="WhatsApp chat">
      <a
        href={generalEnquiryLink(whatsappNumber)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:scale-105 motion-reduce:transition-none sm:right-6 sm:bottom-6"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
