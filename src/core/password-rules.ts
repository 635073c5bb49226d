// The password rules, apart from the zod schemas so that pages can state them without shipping zod.

export const MIN_PASSWORD_LENGTH = 10;
// Hashing is deliberately slow; a cap keeps a huge "password" from tying up the server.
export const MAX_PASSWORD_LENGTH = 200;
