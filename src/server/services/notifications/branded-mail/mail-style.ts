// The shop's colours as mails carry them (the pages' tokens in src/web/app.css), inline, since
// mail clients drop style sheets. Web-safe fonts only: a mail cannot load the shop's.
export const COLOURS = {
  canvas: '#f7f0e3',
  card: '#fdfaf4',
  line: '#e6d8c0',
  ink: '#3d2616',
  muted: '#6e5444',
  heading: '#2b1a0e',
  gold: '#7a5518',
  panel: '#f6ead0',
} as const;

export const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

// A long word a customer or the owner wrote (a map link in an address, an e-mail address) breaks at
// the edge of a phone instead of widening the whole mail.
export const WRAP = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;
