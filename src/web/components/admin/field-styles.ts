/** The console's form controls: full width on a phone, 44 px tall, the shop's focus ring. */
export const CONTROL_CLASSES =
  'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink focus:border-earth-700';

export const LABEL_CLASSES = 'mb-1 block text-xs font-semibold tracking-wide text-ink-muted uppercase';
