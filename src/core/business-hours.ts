/** The contact page's lines of business hours: the owner writes one line per day or span. */
export function businessHoursLines(hours: string): string[] {
  return hours
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
