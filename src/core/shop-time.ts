// The shop's days are Nairobi days (East Africa Time, UTC+3 all year: Kenya keeps no daylight
// saving), so "today" on the console starts at midnight in Nairobi wherever the server runs.
const OFFSET_MS = 3 * 60 * 60 * 1000;
/** The same zone by name, for SQL that groups instants into the shop's days. */
export const SHOP_TIME_ZONE = 'Africa/Nairobi';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date as the shop writes it: 2026-11-24. */
export const SHOP_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight in Nairobi of the day `at` falls on. */
export function startOfShopDay(at: Date): Date {
  const local = at.getTime() + OFFSET_MS;
  return new Date(local - (local % DAY_MS) - OFFSET_MS);
}

/** Midnight in Nairobi on the Monday of the week `at` falls in. */
export function startOfShopWeek(at: Date): Date {
  const day = startOfShopDay(at);
  const weekday = new Date(day.getTime() + OFFSET_MS).getUTCDay(); // 0 = Sunday
  return new Date(day.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

/** The instant a shop date begins; null for a date that does not exist (2026-02-30). */
export function shopDateStart(date: string): Date | null {
  if (!SHOP_DATE.test(date)) return null;
  const utc = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== date) return null;
  return new Date(utc.getTime() - OFFSET_MS);
}

export function addShopDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The shop date of an instant, as written in forms and file names. */
export function shopDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The instant moved to Nairobi's wall clock, read through the UTC getters. */
const nairobiClock = (at: Date | string) => new Date(new Date(at).getTime() + OFFSET_MS);

// Written out rather than through Intl: 'en-KE' reads hours on a 24-hour clock without am or pm,
// and the browser's ICU data may differ from the server's, which would break hydration.

/** '7 Dec 2026': the day an instant falls on in Nairobi, as every page and mail writes it. */
export function formatShopDate(at: Date | string): string {
  const local = nairobiClock(at);
  return `${local.getUTCDate()} ${MONTH_ABBREVIATIONS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** '7 Dec 2026, 6:48 am' in Nairobi time: the one way the shop writes a time, to shoppers and the owner. */
export function formatShopDateTime(at: Date | string): string {
  const local = nairobiClock(at);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  return `${formatShopDate(at)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** An instant as a date-and-time field shows it in Nairobi: '2026-12-01T08:00'. */
export function shopDateTimeInput(at: Date | string): string {
  return new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * A date-and-time field's Nairobi value as an instant ('2026-12-01T08:00' is 05:00 UTC); a value that
 * is no such time comes back as typed, for a schema to refuse in its own words.
 */
export function fromShopDateTimeInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  const at = new Date(`${value}:00+03:00`);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}
