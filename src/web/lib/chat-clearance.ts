/**
 * Marks a block the floating chat button must never hide (DESIGN §7): totals, the buttons that buy.
 * While one passes under the button, the button steps aside (use-chat-clearance.ts).
 */
export const KEEP_CLEAR_OF_CHAT = { 'data-chat-clear': '' } as const;

export const KEEP_CLEAR_SELECTOR = '[data-chat-clear]';
