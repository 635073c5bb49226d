// The printed label shared by every pack: brand in spaced capitals, the product name in serif
// (wrapped to fit), a gold rule with a leaf, and the net size. Packs draw the label's shape; this
// fills a box with its words, so all labels look like one range.

import { BRAND, BRAND_NAME, SANS, SERIF } from './brand';
import { luminance, mix } from './color';
import { escapeXml, n } from './svg-doc';
import { fitText, measure } from './text-fit';

export interface LabelBox {
  /** Centre x of the label's printable area. */
  cx: number;
  top: number;
  width: number;
  height: number;
}

export interface LabelWords {
  name: string;
  size: string;
  /** A small line under the name, such as "Gift Set". */
  kicker?: string;
}

/** The accent for rules and the brand line: gold on dark labels, a deep bronze on light ones. */
export function labelAccent(label: string, text: string): string {
  return luminance(label) < 0.45 ? BRAND.goldLight : mix(text, BRAND.gold, 0.55);
}

function leafRule(cx: number, y: number, width: number, colour: string, unit: number): string {
  const gap = unit * 0.9;
  const leafPath = (dir: number) =>
    `M${n(cx)} ${n(y)} q${n(dir * unit * 0.35)} ${n(-unit * 0.55)} ${n(dir * unit * 0.95)} ${n(-unit * 0.62)} ` +
    `q${n(-dir * unit * 0.1)} ${n(unit * 0.55)} ${n(-dir * unit * 0.95)} ${n(unit * 0.62)}Z`;
  return (
    `<path d="M${n(cx - width / 2)} ${n(y)} H${n(cx - gap)} M${n(cx + gap)} ${n(y)} H${n(cx + width / 2)}" ` +
    `stroke="${colour}" stroke-width="${n(Math.max(1, unit * 0.09))}" stroke-linecap="round"/>` +
    `<path d="${leafPath(1)} ${leafPath(-1)}" fill="${colour}"/>`
  );
}

function fitSize(size: string, preferred: number, width: number): { text: string; fontSize: number } {
  const spacing = 0.12;
  const widthAt = (text: string, fontSize: number) => measure(text, fontSize, 'sans', fontSize * spacing);
  if (widthAt(size, preferred) <= width) return { text: size, fontSize: preferred };
  const shrunk = (preferred * width) / widthAt(size, preferred);
  if (shrunk >= preferred * 0.8) return { text: size, fontSize: shrunk };
  const short = size.split(':')[0]!.trim();
  return { text: short, fontSize: Math.min(preferred, (preferred * width) / widthAt(short, preferred)) };
}

/** The words of a label laid out inside `box`, in the label's text colour. */
export function labelText(
  box: LabelBox,
  words: LabelWords,
  colours: { label: string; text: string },
): string {
  const { cx, top, width, height } = box;
  const accent = labelAccent(colours.label, colours.text);
  const brandSize = Math.min(26, Math.max(12, Math.min(width * 0.058, height * 0.08)));
  const brandSpacing = brandSize * 0.28;
  const brand = BRAND_NAME.toUpperCase();
  // Very narrow labels (a dropper) drop the letter spacing before the brand would overflow.
  const brandFits = measure(brand, brandSize, 'sans', brandSpacing) < width * 0.92;
  const margin = height * 0.1;
  // Long sizes ("3 pieces: 200 ml, 120 g, 75 ml") shrink to fit, and past that keep only the count.
  const sizeText = fitSize(words.size, brandSize * 0.95, width * 0.9);
  const sizeSize = sizeText.fontSize;
  const kickerSize = brandSize * 0.9;
  const ruleY = top + height - margin - sizeSize * 1.9;
  const nameTop = top + margin + brandSize * 1.9;
  const nameBottom = ruleY - brandSize * (words.kicker ? 2.6 : 1.1);
  const fitted = fitText(
    words.name,
    { width: width * 0.84, height: nameBottom - nameTop },
    { maxSize: Math.min(brandSize * 3.4, height * 0.24), minSize: brandSize * 1.4, font: 'serif' },
  );
  const lineHeight = fitted.fontSize * 1.16;
  // Cap height plus line gaps: what the eye sees as the block, for centring.
  const blockHeight = fitted.fontSize * 0.72 + lineHeight * (fitted.lines.length - 1);
  const firstBaseline = nameTop + (nameBottom - nameTop - blockHeight) / 2 + fitted.fontSize * 0.72;
  const nameLines = fitted.lines
    .map(
      (line, i) => `<tspan x="${n(cx)}" y="${n(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const kicker = words.kicker
    ? `<text x="${n(cx)}" y="${n(ruleY - brandSize * 1.05)}" font-family="${SERIF}" font-style="italic" font-size="${n(kickerSize)}" fill="${accent}" text-anchor="middle">${escapeXml(words.kicker)}</text>`
    : '';
  return (
    `<g>` +
    `<text x="${n(cx)}" y="${n(top + margin + brandSize * 0.8)}" font-family="${SANS}" font-size="${n(brandSize)}" ` +
    `letter-spacing="${n(brandFits ? brandSpacing : brandSize * 0.08)}" fill="${accent}" text-anchor="middle">${escapeXml(brand)}</text>` +
    `<text font-family="${SERIF}" font-size="${fitted.fontSize}" fill="${colours.text}" text-anchor="middle">${nameLines}</text>` +
    kicker +
    leafRule(cx, ruleY, Math.min(width * 0.5, brandSize * 7), accent, brandSize) +
    `<text x="${n(cx)}" y="${n(top + height - margin)}" font-family="${SANS}" font-size="${n(sizeSize)}" ` +
    `letter-spacing="${n(sizeSize * 0.12)}" fill="${colours.text}" fill-opacity="0.85" text-anchor="middle">${escapeXml(sizeText.text)}</text>` +
    `</g>`
  );
}
