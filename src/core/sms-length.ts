// How many SMS segments a text takes (3GPP TS 23.038). A text of GSM-7 characters fits 160 in one
// segment, 153 a segment once split; one character outside that alphabet turns the whole text into
// UCS-2: 70, then 67 a segment. The extension characters (€, brackets...) count twice in GSM-7.

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export const SMS_SINGLE_GSM7 = 160;
export const SMS_SINGLE_UCS2 = 70;

/** True when every character of `text` is in the GSM-7 alphabet (basic or extension). */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!BASIC.has(char) && !EXTENSION.has(char)) return false;
  return true;
}

/** Septets in GSM-7, or UTF-16 code units in UCS-2: what the segment limits count. */
export function smsUnits(text: string): { encoding: 'gsm7' | 'ucs2'; units: number } {
  if (!isGsm7(text)) return { encoding: 'ucs2', units: text.length };
  let units = 0;
  for (const char of text) units += EXTENSION.has(char) ? 2 : 1;
  return { encoding: 'gsm7', units };
}

export function smsSegments(text: string): number {
  const { encoding, units } = smsUnits(text);
  const [single, part] = encoding === 'gsm7' ? [SMS_SINGLE_GSM7, 153] : [SMS_SINGLE_UCS2, 67];
  return units <= single ? 1 : Math.ceil(units / part);
}

// Typographic characters that phones and keyboards put in text, and their GSM-7 stand-ins.
const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
};

/** `text` with typographic quotes, dashes and spaces made plain, so it stays GSM-7 when it can. */
export function plainSmsText(text: string): string {
  return text.replace(/[‘’“”–—…\u00a0]/g, (char) => PLAIN[char] ?? char);
}
