/** One e-mail as the shop writes it; the sender's address comes from configuration. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** What other services use to send mail. */
export interface Mailer {
  /**
   * Sends in the background with retries and never rejects: a mail failure must not fail the
   * action that caused it. Resolves true once delivered, false once given up (logged).
   */
  send(mail: Mail): Promise<boolean>;
  /** Resolves when every mail accepted so far is delivered or given up (shutdown, tests). */
  idle(): Promise<void>;
}

/** One attempt at delivering a mail; throws when it did not go out. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: Mail & { from: string }): Promise<void>;
}

/** The part of a pino logger mail needs. */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
