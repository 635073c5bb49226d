/** What a console page action answers: a success in the shop's words, or a refusal and its fields. */
export interface ConsoleNoticeData {
  ok: boolean;
  message: string;
  errors?: Record<string, string> | undefined;
  /** Which of the page's forms it answers, where a page has several alike (one per parcel). */
  form?: string | undefined;
  /** A link the action made, shown once for the owner to copy (a rider's drop). */
  link?: string | undefined;
}
