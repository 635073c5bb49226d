// What the password forms say, shared by the API, the services and the pages; no zod, so a page
// can show them without shipping it.
export const RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for an hour.';
export const RESET_LINK_GONE = 'This reset link has expired or was already used. Ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password is changed. Sign in with your new password.';
export const WRONG_CURRENT_PASSWORD = 'This is not your current password';
export const PASSWORD_CHANGED = 'Your password is changed. Every other device was signed out.';
