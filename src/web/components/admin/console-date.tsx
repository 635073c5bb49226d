// The shop works in Nairobi time whatever the server's zone, so server and browser render alike.
const DATE = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium', timeZone: 'Africa/Nairobi' });
const DATE_TIME = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

export function ConsoleDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  return <time dateTime={iso}>{(withTime ? DATE_TIME : DATE).format(new Date(iso))}</time>;
}
