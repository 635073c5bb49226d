import { Reply } from 'lucide-react';
import { customerWhatsappLink, replyMailto } from '../../../core/contact-links';
import { useShopSettings } from '../../lib/shop-settings-context';
import { buttonClasses } from '../ui/button-styles';
import { ConsoleDate } from './console-date';
import { ContactLines } from './contact-lines';
import { RecordActions } from './record-actions';

export interface MessageCardData {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subjectLabel: string;
  message: string;
  handledAt: string | null;
  createdAt: string;
}

/** One contact-form message: who wrote, about what, the text, and the ways to answer it. */
export function MessageCard({ message }: { message: MessageCardData }) {
  const headingId = `message-${message.id}`;
  const from = `${message.firstName} ${message.lastName}`;
  const reply = replyMailto(message.email, message.subjectLabel, message.firstName);
  const { shopName } = useShopSettings().brand;
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-card border bg-surface p-4 shadow-card sm:p-5 ${
        message.handledAt ? 'border-line' : 'border-l-4 border-line border-l-gold-500'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-sans text-lg font-semibold text-earth-900">
          {message.subjectLabel} <span className="font-normal text-ink-muted">from {from}</span>
        </h2>
        <p className="text-sm text-ink-muted">
          <ConsoleDate iso={message.createdAt} withTime />
        </p>
      </div>
      <div className="mt-1">
        <ContactLines
          email={message.email}
          mailHref={reply}
          phone={message.phone}
          whatsappHref={
            message.phone ? customerWhatsappLink(message.phone, message.firstName, shopName) : null
          }
        />
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-ink">{message.message}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
        <p className="text-sm text-ink-muted">
          {message.handledAt ? (
            <>
              Handled <ConsoleDate iso={message.handledAt} withTime />
            </>
          ) : (
            <span className="font-semibold text-earth-900">Open</span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={reply} className={buttonClasses('secondary')}>
            <Reply className="size-4" aria-hidden="true" />
            Reply by email<span className="sr-only"> to {from}</span>
          </a>
          <RecordActions
            id={message.id}
            about={`the message from ${from}`}
            actions={
              message.handledAt
                ? [{ intent: 'reopen', label: 'Reopen' }]
                : [{ intent: 'handled', label: 'Mark handled', variant: 'primary' }]
            }
          />
        </div>
      </div>
    </article>
  );
}
