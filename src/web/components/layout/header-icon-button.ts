export const HEADER_ICON_BUTTON =
  'relative inline-flex size-9 items-center justify-center rounded-full text-earth-900 transition-colors hover:bg-shea-200 sm:size-10';
