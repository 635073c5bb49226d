// KRA's eTIMS tax types (OSCU specification, code class 04 "Taxation Type"): the letter each
// invoice line carries and the VAT rate it stands for. Prices in the shop include VAT, so the tax
// in an amount is amount × rate / (100 + rate).
export const TAX_TYPES = ['A', 'B', 'C', 'D', 'E'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

export const TAX_TYPE_INFO: Record<TaxType, { ratePercent: number; label: string }> = {
  A: { ratePercent: 0, label: 'A: Exempt' },
  B: { ratePercent: 16, label: 'B: VAT 16% (standard rate)' },
  C: { ratePercent: 0, label: 'C: Zero-rated (0%)' },
  D: { ratePercent: 0, label: 'D: Non-VAT' },
  E: { ratePercent: 8, label: 'E: VAT 8%' },
};

/** What a VAT-registered seller charges unless the owner chose otherwise for a product. */
export const STANDARD_TAX_TYPE: TaxType = 'B';
/** Every line of a seller that is not registered for VAT. */
export const NON_VAT_TAX_TYPE: TaxType = 'D';

export function isTaxType(value: unknown): value is TaxType {
  return typeof value === 'string' && (TAX_TYPES as readonly string[]).includes(value);
}

/** The VAT inside a VAT-inclusive amount in cents, rounded to the cent. */
export function taxInCents(grossCents: number, type: TaxType): number {
  const rate = TAX_TYPE_INFO[type].ratePercent;
  return Math.round((grossCents * rate) / (100 + rate));
}

/** The type a line is taxed at: the product's own for a VAT-registered seller, else Non-VAT. */
export function lineTaxType(productType: TaxType, vatRegistered: boolean): TaxType {
  return vatRegistered ? productType : NON_VAT_TAX_TYPE;
}

// A KRA PIN: P (a company) or A (a person), nine digits, a check letter (P051234567X).
export const KRA_PIN_PATTERN = /^[AP]\d{9}[A-Z]$/;
export const KRA_PIN_MESSAGE = 'KRA PIN must be a letter, nine digits and a letter (e.g. P051234567X)';
