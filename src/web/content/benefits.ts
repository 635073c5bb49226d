export type BenefitIcon = 'leaf' | 'hand-heart' | 'earth';

export interface Benefit {
  title: string;
  text: string;
  icon: BenefitIcon;
}

/** The home page's benefits section (SPEC §2: natural, small-batch, African). */
export const BENEFITS: Benefit[] = [
  {
    title: '100% Natural',
    text: 'Pure, unrefined shea butter and plant oils, with no parabens, sulphates or synthetic fragrance.',
    icon: 'leaf',
  },
  {
    title: 'Handmade in Small Batches',
    text: 'Every jar is whipped and filled by hand, so each batch reaches you fresh and carefully checked.',
    icon: 'hand-heart',
  },
  {
    title: 'Proudly African',
    text: 'Sourced from women-led shea cooperatives and made in Kenya, supporting the communities behind every jar.',
    icon: 'earth',
  },
];
