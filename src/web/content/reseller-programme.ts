// The /resellers coming-soon page (SPEC §2): what the programme offers and why stock the range.
// Each line describes something the reseller dashboard or the shop already does.

export type ProgrammeFeatureIcon = 'pricing' | 'bulk' | 'tracking' | 'support';

export interface ProgrammeFeature {
  title: string;
  text: string;
  icon: ProgrammeFeatureIcon;
}

export const PROGRAMME_FEATURES: ProgrammeFeature[] = [
  {
    title: 'Wholesale pricing',
    text: 'Trade prices on the whole range, shown beside the retail price once your account is approved.',
    icon: 'pricing',
  },
  {
    title: 'Bulk ordering',
    text: 'Build a wholesale cart from your reseller dashboard and restock your shelves in one order.',
    icon: 'bulk',
  },
  {
    title: 'Order tracking',
    text: 'Follow every wholesale order from pending to delivered under My Orders.',
    icon: 'tracking',
  },
  {
    title: 'Dedicated support',
    text: 'Questions about stock or an order? Our team replies within 24 hours by email or WhatsApp.',
    icon: 'support',
  },
];

/** SPEC §2 and §9: the landing page advertises up to 20% off, so that line leads the list. */
export const PROGRAMME_BENEFITS: string[] = [
  'Up to 20% off retail prices on every product you stock',
  'Pure, unrefined shea butter your clients can trust, handmade in small batches',
  'One supplier for moisturisers, serums, cleansers, hair care, raw shea butter and gift sets',
  'A shelf life of 12 to 18 months, so stock keeps between orders',
  'A story your customers will love: shea from women-led cooperatives, made in Kenya',
];
