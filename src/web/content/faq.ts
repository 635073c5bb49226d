export interface FaqGroup {
  title: string;
  items: { question: string; answer: string }[];
}

/** SPEC §2 FAQ: four groups. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'Product Information',
    items: [
      {
        question: 'Is your shea butter really 100% natural?',
        answer:
          'Yes. Our shea butter is unrefined and cold-processed, blended only with plant oils and botanicals. We add no parabens, sulphates, mineral oil or synthetic fragrance.',
      },
      {
        question: 'How long do the products last?',
        answer:
          'Unopened, our products keep for 12 to 18 months. Once opened, use them within 6 to 12 months and store them somewhere cool and dry.',
      },
    ],
  },
  {
    title: 'Hair Care',
    items: [
      {
        question: 'Can I use shea butter on natural hair?',
        answer:
          'Absolutely. Shea butter seals in moisture, softens curls and coils and helps reduce breakage. Apply a small amount to damp hair, focusing on the ends.',
      },
      {
        question: 'Will it make my hair greasy?',
        answer:
          'A little goes a long way. Start with a pea-sized amount, warm it between your palms and add more only if needed.',
      },
    ],
  },
  {
    title: 'Usage & Application',
    items: [
      {
        question: 'Is it suitable for sensitive skin?',
        answer:
          'Most customers with sensitive skin use our products comfortably. As with any new product, try a small patch on your inner arm first and wait 24 hours.',
      },
      {
        question: 'My shea butter feels grainy. Is that normal?',
        answer:
          'Yes. Natural shea butter can form small grains when the temperature changes. They melt on contact with your skin and do not affect quality.',
      },
    ],
  },
  {
    title: 'Ordering & Shipping',
    items: [
      {
        question: 'How long does delivery take?',
        answer:
          'Within Kenya, 1 to 2 days. Elsewhere in Africa, 3 to 7 days, and international orders arrive in 7 to 14 days.',
      },
      {
        question: 'How can I pay?',
        answer:
          'Pay with M-Pesa at checkout, or choose Pay Later and we will contact you within 10 minutes to arrange payment. Card payments are coming soon.',
      },
    ],
  },
];
