const CONTROL =
  'mt-1.5 block min-h-11 w-full rounded-control border bg-surface px-3.5 text-base text-ink placeholder:text-ink-muted/70 sm:text-sm';

/** Class names for an input, select or textarea; an invalid control gets a red border. */
export function controlClasses(invalid: boolean, extra = ''): string {
  return `${CONTROL} ${invalid ? 'border-red-700' : 'border-line hover:border-shea-300'} ${extra}`;
}
