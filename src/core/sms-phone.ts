// Phone numbers for text messages. Africa's Talking takes international form with a leading '+';
// the checkout accepts numbers as people write them (0712 345 678, +254 712..., 254712...).

/** '0712 345 678' -> '+254712345678'; a number already international keeps its country code. */
export function toInternationalPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (input.trim().startsWith('+')) return `+${digits}`;
  if (/^0\d{9}$/.test(digits)) return `+254${digits.slice(1)}`;
  if (/^[17]\d{8}$/.test(digits)) return `+254${digits}`;
  return `+${digits}`;
}

/**
 * Whether the shop texts this number: its international form starts with one of `countries`, the
 * calling codes the SMS provider serves for the shop (SMS_COUNTRIES). Anywhere else a text costs
 * more, or pays whoever runs the number.
 */
export function isTextable(phone: string, countries: readonly string[]): boolean {
  const digits = toInternationalPhone(phone).slice(1);
  return countries.some((code) => digits.startsWith(code));
}

/** For logs: the country code and the last three digits only ('+254*******678'). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 6) return '*'.repeat(digits.length);
  return `+${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}
