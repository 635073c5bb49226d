// What the unsubscribe page says; no zod, so the page can show it without shipping it.
export const LINK_REFUSED =
  'This unsubscribe link is not valid. Please open the link from the newest mail again, or contact us.';
