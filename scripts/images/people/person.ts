// Who a drawn woman is: skin, hair and clothing. Heroes and testimonial portraits both draw from
// these, so the cast stays consistent across the site.

export type HairStyle = 'afro' | 'headwrap' | 'puff' | 'locs' | 'coils';

export interface Person {
  skin: string;
  hair: HairStyle;
  /** Hair colour, or the headwrap's main fabric colour. */
  hairColour: string;
  /** Second fabric colour of a headwrap, for its pattern. */
  accent: string;
  clothing: string;
  lips: string;
  eyes: 'closed' | 'open';
  /** Degrees the head leans; positive tilts it to her left (our right). */
  tilt: number;
  earrings: boolean;
  /** A closed-mouth smile instead of a calm mouth. */
  smile?: boolean;
}

/** Deep, warm skin tones; the shading is derived from these. */
export const SKIN = {
  ebony: '#4b2c1d',
  mahogany: '#5e3523',
  chestnut: '#7a4a2e',
  umber: '#8c5a3a',
  caramel: '#9f6a45',
} as const;
