// librsvg cannot measure text for us, so labels are fitted with the fonts' own advance widths:
// DejaVu Serif and DejaVu Sans, printable ASCII (32-126), in thousandths of an em, read from the
// fonts' hmtx tables. Other characters count as 0.6 em. Kerning is ignored; the margins absorb it.

const SERIF_WIDTHS =
  '318,402,460,838,636,950,890,275,390,390,500,838,318,338,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,536,1000,722,735,765,802,730,694,799,872,395,401,747,664,1024,875,820,673,820,753,685,667,843,722,1028,712,660,695,390,337,390,838,500,500,596,640,560,640,592,370,640,644,320,310,606,320,948,644,602,640,640,478,513,402,644,565,856,564,565,527,636,337,636,838';
const SANS_WIDTHS =
  '318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838';

const TABLES = { serif: SERIF_WIDTHS.split(',').map(Number), sans: SANS_WIDTHS.split(',').map(Number) };
export type FontKind = keyof typeof TABLES;

/** Width in px of `text` set at `fontSize`, with optional letter spacing. */
export function measure(text: string, fontSize: number, font: FontKind, letterSpacing = 0): number {
  const table = TABLES[font];
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? table[code - 32]! : 600;
  }
  return (units / 1000) * fontSize + letterSpacing * text.length;
}

/** Words, with "&" kept on the word before it so no line starts with it. */
function breakableWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    if (word === '&' && words.length > 0) words[words.length - 1] += ' &';
    else words.push(word);
  }
  return words;
}

/** Every way to split `words` into exactly `count` lines (names are short, so this stays small). */
function splits(words: string[], count: number): string[][] {
  if (count === 1) return [[words.join(' ')]];
  const result: string[][] = [];
  for (let end = 1; end <= words.length - count + 1; end += 1) {
    for (const rest of splits(words.slice(end), count - 1))
      result.push([words.slice(0, end).join(' '), ...rest]);
  }
  return result;
}

// Fewer lines read better: one line wins over two unless two are 8% larger; a third line has to
// buy 25% more size, since stacked single words look like a list, except in a tall, narrow box
// (a tube or a pump), where three short lines are the natural shape.
const preference = (lineCount: number, tall: boolean) =>
  lineCount === 1 ? 1.08 : lineCount === 2 ? 1 : tall ? 0.92 : 0.8;

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/**
 * Picks the line breaks and font size that show `text` largest inside a box of `width` x `height`:
 * "Whipped Shea Body Butter" becomes "Whipped Shea / Body Butter".
 */
export function fitText(
  text: string,
  box: { width: number; height: number },
  options: { maxSize: number; minSize: number; font: FontKind; lineHeight?: number; maxLines?: number },
): FittedText {
  const lineHeight = options.lineHeight ?? 1.16;
  const words = breakableWords(text);
  const tall = box.height > box.width * 0.6;
  let best: FittedText | null = null;
  for (let count = 1; count <= Math.min(options.maxLines ?? 3, words.length); count += 1) {
    for (const lines of splits(words, count)) {
      const widest = Math.max(...lines.map((line) => measure(line, 1, options.font)));
      const byHeight = box.height / (1 + (lines.length - 1) * lineHeight);
      const size = Math.min(options.maxSize, box.width / widest, byHeight);
      if (
        !best ||
        size * preference(lines.length, tall) > best.fontSize * preference(best.lines.length, tall)
      )
        best = { lines, fontSize: size };
    }
  }
  const fitted = best!;
  return { lines: fitted.lines, fontSize: Math.max(options.minSize, Math.floor(fitted.fontSize * 10) / 10) };
}
