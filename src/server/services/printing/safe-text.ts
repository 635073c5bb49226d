// The shop's PDFs use the standard Helvetica fonts, so nothing is embedded or downloaded; those
// fonts write WinAnsi (PDF 32000-1 annex D.2) and pdf-lib throws on any other character. A
// buyer's name, a refund's reason or a customer's address may hold anything, so every string
// passes through pdfSafe.

// WinAnsi's printable range is Latin-1 (0x20-0x7E, 0xA0-0xFF) plus these from 0x80-0x9F.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

// Look-alikes WinAnsi lacks that the shop's own text and Intl's output use.
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–', // figure dash
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u2248': '~', // almost equal
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
};

/**
 * `text` written with WinAnsi characters only: spacing and line breaks become plain spaces, a
 * look-alike replaces a sign WinAnsi lacks, an accented letter outside it loses its accent
 * ('Ā' is 'A'), and anything else (emoji, other scripts) becomes '?'.
 */
export function pdfSafe(text: string): string {
  let safe = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) safe += char;
    else if (REPLACEMENTS[char] !== undefined) safe += REPLACEMENTS[char];
    else if (/\s/u.test(char)) safe += ' ';
    else if (/\p{Cc}|\p{Cf}|\p{M}/u.test(char)) continue;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      safe += bare !== char && [...bare].every(isWinAnsi) ? bare : '?';
    }
  }
  return safe;
}
