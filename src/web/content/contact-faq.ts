/** The short FAQ beside the contact form: the questions people write in about most, quoting the
 * Pay Later promise of the owner's settings. */
export const contactFaq = ({ callWithinMinutes }: { callWithinMinutes: number }) => [
  {
    question: 'How fast will you reply?',
    answer: 'We answer every message within 24 hours, and usually much sooner during business hours.',
  },
  {
    question: 'How long does delivery take?',
    answer:
      'In Nairobi, 1 to 2 business days (Monday to Saturday, 8AM to 6PM). Elsewhere in Kenya 1 to 2 days, across Africa 3 to 7 days and internationally 7 to 14 days.',
  },
  {
    question: 'Can I pay when my order arrives?',
    answer: `Choose Pay Later at checkout and we will contact you within ${callWithinMinutes} minutes to arrange payment. You can also pay at once with M-Pesa.`,
  },
  {
    question: 'Do you sell wholesale?',
    answer: 'Yes. Choose "Wholesale" as the subject below, or apply through the Reseller Portal.',
  },
];
