import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  title: ReactNode;
  /** Read by screen readers when the sheet opens; visually hidden. */
  description: string;
  closeLabel: string;
  children: ReactNode;
  /** Replaces the title row (e.g. the logo in the menu drawer). */
  header?: ReactNode;
}

const SIDE_CLASSES = {
  left: 'left-0 sheet-left',
  right: 'right-0 sheet-right',
} as const;

/** A side panel on Radix Dialog: focus is trapped inside and handed back to the opener on close. */
export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  description,
  closeLabel,
  children,
  header,
}: SheetProps) {
  // Opened from outside a Radix trigger (header cart icon, menu button), so the opener is
  // remembered here and focused again on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-earth-950/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={`sheet-content fixed top-0 z-50 flex h-dvh w-[26rem] max-w-[90vw] flex-col bg-canvas text-ink shadow-2xl outline-none ${SIDE_CLASSES[side]}`}
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
            {header}
            <Dialog.Title className={header ? 'sr-only' : 'font-display text-xl text-earth-900'}>
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-earth-900 hover:bg-shea-200"
              aria-label={closeLabel}
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
