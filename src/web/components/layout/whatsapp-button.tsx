import * as Tooltip from '@radix-ui/react-tooltip';
import { MessageCircle } from 'lucide-react';
import { generalEnquiryLink } from '../../../core/whatsapp';

// SPEC §9: the tooltip opens after 700 ms.
const TOOLTIP_DELAY_MS = 700;

/** The floating chat link, bottom right on every page (SPEC §2). */
export function WhatsAppButton({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    // A landmark of its own, so screen-reader users find it like the rest of the page.
    <aside aria-label="WhatsApp chat">
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <a
              href={generalEnquiryLink(whatsappNumber)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Chat with us on WhatsApp (opens in a new tab)"
              className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg transition-transform hover:scale-105 motion-reduce:transition-none sm:right-6 sm:bottom-6"
            >
              <MessageCircle className="size-7" aria-hidden="true" />
            </a>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              side="left"
              sideOffset={10}
              className="z-40 max-w-56 rounded-control bg-earth-950 px-3 py-2 text-sm text-shea-50 shadow-lg"
            >
              Chat with us on WhatsApp! We're happy to help you choose.
              <Tooltip.Arrow className="fill-earth-950" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
    </aside>
  );
}
