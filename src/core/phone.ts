// M-Pesa phone numbers (SPEC §5). Safaricom numbers are 07XXXXXXXX or 01XXXXXXXX at home and
// 2547XXXXXXXX / 2541XXXXXXXX on Daraja's wire.

export type PhoneResult = { ok: true; phone: string } | { ok: false; title: string; message: string };

export const INVALID_PHONE_TITLE = 'Invalid Phone Number';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid M-Pesa phone number';

const SAFARICOM_LOCAL = /^0[17]\d{8}$/;

/**
 * SPEC §5's steps: keep digits only (drops spaces, '+' and dashes); a leading 254 becomes 0; a
 * leading 7 or 1 gets a 0 in front. SPEC rejects fewer than 10 digits; we also reject more than
 * 10 and anything not starting 07/01, which Daraja would refuse after the shopper waited.
 */
export function normalizeMpesaPhone(input: string): PhoneResult {
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith('254')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('7') || digits.startsWith('1')) digits = `0${digits}`;
  if (!SAFARICOM_LOCAL.test(digits)) {
    return { ok: false, title: INVALID_PHONE_TITLE, message: INVALID_PHONE_MESSAGE };
  }
  return { ok: true, phone: digits };
}

/** '0712345678' (or any form normalizeMpesaPhone accepts) -> '254712345678' for Daraja. */
export function toDarajaMsisdn(input: string): string {
  const result = normalizeMpesaPhone(input);
  // Inputs are validated at the API's edge; reaching here with a bad number is a programming error.
  if (!result.ok) throw new Error(`${INVALID_PHONE_MESSAGE}: ${JSON.stringify(input)}`);
  return `254${result.phone.slice(1)}`;
}

/**
 * One key for one phone however it was typed ('+254 712 345 678', '0712345678'): its digits, a
 * Kenyan 254 prefix read as the local 0. For counting what one customer did, never for dialling.
 */
export function phoneMatchKey(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.startsWith('254') ? `0${digits.slice(3)}` : digits;
}
