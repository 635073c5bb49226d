// The token of a one-time link mailed to someone (an invitation, a password reset): 32 random
// bytes, base64url. Kept apart from the zod schemas so a page can check it without shipping zod.
export const ONE_TIME_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
