// What an erased customer's personal fields read as (services/privacy erases them): plainly not a
// person, and never a deliverable address. An order that reads so proves nothing by e-mail or phone.

export const ERASED = {
  name: 'Erased customer',
  email: 'erased@erased.invalid',
  text: '[erased]',
} as const;

/** True for an erased order's e-mail: it names nobody, so it proves no order is anybody's. */
export function isErasedEmail(email: string): boolean {
  return email.trim().toLowerCase() === ERASED.email;
}
