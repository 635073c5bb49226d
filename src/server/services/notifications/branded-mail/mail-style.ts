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
