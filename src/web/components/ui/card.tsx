import type { ComponentProps, ElementType } from 'react';

const LOOKS = {
  /** The shop's card: a light surface lifted off the page. */
  raised: 'rounded-card border border-line bg-surface shadow-card',
  /** The same surface lying flat, for panels inside a page section. */
  flat: 'rounded-card border border-line bg-surface',
  /** The console's panels: tighter corners, no shadow. */
  console: 'rounded-2xl border border-line bg-surface',
} as const;

const PADDINGS = {
  none: '',
  /** List rows and tiles. */
  compact: 'p-4 sm:p-5',
  regular: 'p-5',
  roomy: 'p-6',
  /** Forms and results that stand alone on a page. */
  spacious: 'p-6 sm:p-8',
} as const;

export type CardLook = keyof typeof LOOKS;
export type CardPadding = keyof typeof PADDINGS;

export interface CardStyle {
  look?: CardLook;
  padding?: CardPadding;
  /** Layout and anything else the card needs besides its look. */
  className?: string;
}

/** The card's class list, for elements that cannot be a Card themselves. */
export function cardClasses({ look = 'raised', padding = 'none', className = '' }: CardStyle = {}): string {
  return [LOOKS[look], PADDINGS[padding], className].filter(Boolean).join(' ');
}

type CardProps<T extends ElementType> = CardStyle & { as?: T } & Omit<ComponentProps<T>, 'as' | 'className'>;

/** A card of the shop's look, rendered as `as` (a div unless told) so landmarks and roles stay. */
export function Card<T extends ElementType = 'div'>({ as, look, padding, className, ...rest }: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={cardClasses({ look, padding, className })} {...rest} />;
}
