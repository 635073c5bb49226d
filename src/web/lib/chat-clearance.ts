/**
 * Marks a block the floating chat button must never hide (DESIGN §7) that holds no control of its
 * own to keep it clear: totals beside the buttons that buy. While one passes under the button, the
 * button steps aside (use-chat-clearance.ts).
 */
export const KEEP_CLEAR_OF_CHAT = { 'data-chat-clear': '' } as const;

/** Everything a visitor can click, type in or open. */
export const CONTROL_SELECTOR = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="tab"]',
  '[role="button"]',
  '[role="checkbox"]',
  '[role="radio"]',
].join(', ');

/**
 * The marked blocks, every control, and every table cell: on a phone a table's right-hand column
 * (a fee, a delivery time) runs through the button's corner.
 */
export const KEEP_CLEAR_SELECTOR = `[data-chat-clear], td, th, ${CONTROL_SELECTOR}`;
