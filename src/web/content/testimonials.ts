export interface Testimonial {
  name: string;
  location: string;
  text: string;
  /** Which generated portrait to show (portraitImage(n)). */
  portrait: number;
}

/** The home page's three customer testimonials (SPEC §2: fixed, each with five stars). */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Wanjiru Kamau',
    location: 'Nairobi, Kenya',
    text: 'My skin has never felt this soft. The whipped shea butter melts straight in, and the dry patches on my elbows were gone within two weeks.',
    portrait: 1,
  },
  {
    name: 'Amina Odhiambo',
    location: 'Mombasa, Kenya',
    text: 'The hair butter keeps my curls moisturised even in the coastal humidity. It smells gentle and natural, and a little goes a long way.',
    portrait: 2,
  },
  {
    name: 'Grace Mensah',
    location: 'Accra, Ghana',
    text: 'It reminds me of the shea butter my grandmother made, only beautifully packaged. Delivery was quick and everything arrived well wrapped.',
    portrait: 3,
  },
];
