// KRA's dates are Nairobi wall-clock time written yyyyMMddHHmmss (yyyyMMdd for a day). Nairobi is
// UTC+3 all year (no daylight saving, core/shop-time.ts), so a fixed offset is exact.
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** 20261124140502 for 24 Nov 2026, 14:05:02 in Nairobi. */
export function etimsDateTime(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** 20261124: the Nairobi day of `at`. */
export function etimsDate(at: Date): string {
  return etimsDateTime(at).slice(0, 8);
}

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** The instant a yyyyMMddHHmmss Nairobi time stands for, or null when it is no such time. */
export function fromEtimsDateTime(value: string): Date | null {
  const parts = DATE_TIME.exec(value);
  if (!parts) return null;
  const [, y, mo, d, h, mi, s] = parts;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+03:00`);
  return Number.isNaN(at.getTime()) || etimsDateTime(at) !== value ? null : at;
}
