/** What a console page action answers: a success in the shop's words, or a refusal and its fields. */
export interface ConsoleNoticeData {
  ok: boolean;
  message: string;
  errors?: Record<string, string> | undefined;
}
