// A failure's reason as it may be stored and logged. A transport error may quote a URL with its
// password, or a recipient's address (`550 5.1.1 <amina@example.com>: Recipient address rejected`).
const MAX_LENGTH = 500;

export function errorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/\/\/[^\s/@]+@/g, '//***@')
    .replace(/[^\s<>()[\]"',;:/@]+@(?=[^\s@]*\.)/g, '***@')
    .slice(0, MAX_LENGTH);
}
