import { MessageCircle } from 'lucide-react';
import { useRef } from 'react';
import { generalEnquiryLink } from '../../../core/whatsapp';
import { useShopSettings } from '../../lib/shop-settings-context';
import { useChatClearance } from './use-chat-clearance';

/**
 * The floating chat link, bottom right on every page (SPEC §2). Its tooltip is CSS: it appears
 * 700 ms after hover or keyboard focus (SPEC §9) and costs no JavaScript on every page.
 */
export function WhatsAppButton({ whatsappNumber }: { whatsappNumber: string }) {
  const corner = useRef<HTMLElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  // Slides out of sight while a control or a total lies beneath it (DESIGN §7); keyboard focus
  // always brings it back.
  const stepAside = useChatClearance(corner, link);
  const { shopName } = useShopSettings().brand;
  return (
    // A landmark of its own, so screen-reader users find it like the rest of the page.
    <aside
      ref={corner}
      aria-label="WhatsApp chat"
      className={`group fixed right-3 bottom-3 z-30 motion-safe:transition-[translate,opacity] motion-safe:duration-200 focus-within:translate-y-0 focus-within:opacity-100 sm:right-6 sm:bottom-6 ${
        stepAside ? 'pointer-events-none translate-y-[calc(100%+2rem)] opacity-0' : ''
      }`}
    >
      <a
        ref={link}
        href={generalEnquiryLink(whatsappNumber, shopName)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        aria-describedby="whatsapp-tooltip"
        className="peer inline-flex size-12 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:scale-105 motion-reduce:transition-none sm:size-14"
      >
        <MessageCircle className="size-6 sm:size-7" aria-hidden="true" />
      </a>
      <span
        id="whatsapp-tooltip"
        role="tooltip"
        className="pointer-events-none absolute top-1/2 right-full mr-3 w-max max-w-56 -translate-y-1/2 rounded-control bg-earth-950 px-3 py-2 text-sm text-shea-50 opacity-0 shadow-lg transition-opacity delay-0 duration-150 peer-hover:opacity-100 peer-hover:delay-700 peer-focus-visible:opacity-100 peer-focus-visible:delay-700"
      >
        Chat with us on WhatsApp! We're happy to help you choose.
      </span>
    </aside>
  );
}
