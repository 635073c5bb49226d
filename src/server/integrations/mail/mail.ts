import type { MailContent } from '../../../core/mail-content';

/** One e-mail as the shop writes it; the sender's address comes from configuration. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A branded mail's content: its HTML part is made from it when the mail is sent. */
  content?: MailContent;
  replyTo?: string;
  /** Extra header fields, such as List-Unsubscribe on a marketing mail (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

/** A mail on its way out. */
export interface OutgoingMail extends Mail {
  from: string;
  /**
   * Names this message for good: sending it again carries the same ref, so the outbox overwrites
   * its file and a receiving server can drop the copy by its Message-ID.
   */
  ref: string;
}

/** One attempt at delivering a mail; throws when it did not go out. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<void>;
}
