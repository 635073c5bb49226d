export interface FaqGroup {
  title: string;
  items: { question: string; answer: string }[];
}

/** SPEC §2 FAQ: four groups, quoting the Pay Later promise of the owner's settings. */
export const faqGroups = ({ callWithinMinutes }: { callWithinMinutes: number }): FaqGroup[] => [
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
      {
        question: 'Where does your shea butter come from?',
        answer:
          'It is pressed from shea nuts gathered by women-led cooperatives in West and East Africa, bought at fair prices, and blended in small batches in Kenya.',
      },
      {
        question: 'Are your products tested on animals?',
        answer: 'Never. We test on ourselves, our families and our friends, not on animals.',
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
      {
        question: 'Does shea butter help with a dry, itchy scalp?',
        answer:
          'Yes. Massage a small amount into the scalp once or twice a week to soothe dryness and flaking. Rinse or leave it in, as you prefer.',
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
      {
        question: 'How should I apply shea butter to my skin?',
        answer:
          'Warm a small amount between your palms until it melts, then press it into slightly damp skin after a bath or shower, when it absorbs best.',
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
        answer: `Pay with M-Pesa at checkout, or choose Pay Later and we will contact you within ${callWithinMinutes} minutes to arrange payment. Card payments are coming soon.`,
      },
      {
        question: 'Is delivery free?',
        answer:
          'Delivery within Kenya is free on orders over KSH 3,000. Below that, and for deliveries outside Kenya, the fee for your area is shown at checkout before you pay.',
      },
      {
        question: 'Can I return a product?',
        answer:
          'Yes: request a return within 14 days of delivery and we will send you a return authorization number. Refunds or replacements follow within 7 to 10 business days.',
      },
      {
        question: 'How do I track my order?',
        answer: 'Use the Track Order page with your order number and the email address you gave at checkout.',
      },
    ],
  },
];
