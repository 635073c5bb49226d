// The console sends a signed-out member to /login with the way back (`redirectTo`) into the
// console: that page is then the console's sign-in, not the reseller portal's.

/** Whether a way back leads into the console. */
export const isConsolePath = (to: string | null): boolean => to !== null && /^\/admin(?:[/?#]|$)/.test(to);

/** Whether the page at `pathname` with `search` is the console's sign-in. */
export function isConsoleSignIn(pathname: string, search: string): boolean {
  return pathname === '/login' && isConsolePath(new URLSearchParams(search).get('redirectTo'));
}
