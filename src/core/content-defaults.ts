// Today's texts of the content pages, the defaults a fresh shop shows (SPEC §2 and §9).
import { portraitImagePath } from './images';

/** SPEC §2 FAQ: four groups. */
export const DEFAULT_FAQ = {
  groups: [
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
          answer:
            'Pay with M-Pesa at checkout, or choose Pay Later and we will contact you within {payLaterMinutes} minutes to arrange payment. Card payments are coming soon.',
        },
        {
          question: 'Is delivery free?',
          answer:
            'Delivery within Kenya is free on orders over {freeDeliveryThreshold}. Below that, and for deliveries outside Kenya, the fee for your area is shown at checkout before you pay.',
        },
        {
          question: 'Can I return a product?',
          answer:
            'Yes: request a return within 14 days of delivery and we will send you a return authorization number. Refunds or replacements follow within 7 to 10 business days.',
        },
        {
          question: 'How do I track my order?',
          answer:
            'Use the Track Order page with your order number and the email address you gave at checkout.',
        },
      ],
    },
  ],
};

/** The home page's three customer testimonials (SPEC §2), each shown with five stars. */
export const DEFAULT_TESTIMONIALS = [
  {
    name: 'Wanjiru Kamau',
    place: 'Nairobi, Kenya',
    text: 'My skin has never felt this soft. The whipped shea butter melts straight in, and the dry patches on my elbows were gone within two weeks.',
    photo: portraitImagePath(1),
  },
  {
    name: 'Amina Odhiambo',
    place: 'Mombasa, Kenya',
    text: 'The hair butter keeps my curls moisturised even in the coastal humidity. It smells gentle and natural, and a little goes a long way.',
    photo: portraitImagePath(2),
  },
  {
    name: 'Grace Mensah',
    place: 'Accra, Ghana',
    text: 'It reminds me of the shea butter my grandmother made, only beautifully packaged. Delivery was quick and everything arrived well wrapped.',
    photo: portraitImagePath(3),
  },
];

/** The about page's story. */
export const ABOUT_STORY_MARKDOWN = `{shopName} began in a family kitchen, with a grandmother's shea butter and the belief that the best care for skin and hair comes straight from nature.

Today we work with women-led cooperatives who gather and press the shea nuts by hand. We blend the butter with plant oils and botanicals in small batches in Kenya, and deliver across the country and around the world.

No parabens, no sulphates, no synthetic fragrance: just ingredients you can pronounce, and care you can feel.
`;

/** The return policy (SPEC §9). */
export const RETURNS_MARKDOWN = `## Requesting a return

Please request a return within **14 days** of receiving your order. [Contact us](/contact) with your order number and the reason for the return, and we will send you a return authorization number. Returns sent without an authorization number cannot be accepted.

## Refunds and replacements

Once we have received and checked the returned item, we issue a refund or a replacement within **7–10 business days**.

## Payments

Payments are final once an order is confirmed; refunds are made only under this policy.

## Return shipping

The customer pays the cost of return shipping, unless the item arrived damaged, faulty or was not what you ordered — then we cover it.

## How to return an item

- Contact us within 14 days of delivery with your order number.
- Wait for your return authorization number, and write it on the parcel.
- Send the item back unused, in its original packaging where possible.
`;

/**
 * The shipping page's words (SPEC §9) around the parts the settings own: delivery times and the
 * fees by area come from the delivery settings and show above this text.
 */
export const SHIPPING_MARKDOWN = `## Shipping areas

Everywhere in Kenya, from Nairobi to the coast and rural areas, and internationally across Africa, Europe, North America and beyond. We do not ship to PO Boxes outside Kenya.

## Standard and express in Kenya

| Area | Standard | Express |
| --- | --- | --- |
| Nairobi | KSH 300 | KSH 600 |
| Major cities | KSH 500 | KSH 900 |
| Rural areas | KSH 800 | KSH 1,200 |

Express delivery can be arranged on request.

## Shipping methods

- **Own riders in Nairobi:** our riders deliver Monday to Saturday, 8AM–6PM.
- **Courier partners in Kenya:** trusted couriers reach major towns and rural areas.
- **International couriers:** tracked, insured parcels to Africa and the rest of the world.

## Order processing

- Orders are processed within 1–2 business days after payment is confirmed.
- Orders placed at the weekend are processed on the next business day.
- You can cancel or change an order within 2 hours of placing it.
- Once your parcel leaves, we send its tracking number by email and SMS.
- We accept M-Pesa, cards, PayPal and bank transfer, and Pay Later for local customers.

## International orders

| Region | Charge (indicative, USD) |
| --- | --- |
| East Africa | $15–25 |
| West Africa | $25–35 |
| Southern Africa | $20–30 |
| North America | $35–50 |
| Europe | $40–55 |
| Rest of the world | $45–60 |

No free shipping on international orders. Rates effective January 2025.

Prices are set in Kenyan shillings. For Kenya, Uganda, Tanzania, Rwanda and Ethiopia they are converted at the rates we set; all other countries include a {currencyMarkup} regional markup. Any customs duties are paid by the recipient.

Our products keep for 12–18 months unopened; use them within 6–12 months of opening.
`;

/** What each shipped carousel picture shows (scripts/images/heroes), in order. */
export const DEFAULT_HERO_ALTS = [
  'A woman with glowing skin in the golden evening light',
  'A woman in a teal head wrap before acacia trees at sunset',
  'A bowl of whipped shea butter and a jar beside it on a wooden table',
  'A hand taking whipped shea butter from an open jar',
  'A woman carrying shea nuts past a shea tree in the savanna',
  'A woman with long locs among green leaves',
  'A woman with shea butter, oil and cream at dusk',
];

/**
 * The privacy page (/privacy): what the shop keeps, why, for how long, who sees it, and the rights
 * Kenya's Data Protection Act, 2019 gives customers. The owner edits it in the console.
 */
export const PRIVACY_MARKDOWN = `{shopName} keeps only what it needs to sell to you, deliver to you and keep its books. This page says what that is, why, for how long, who else sees it, and how to use your rights under Kenya's **Data Protection Act, 2019**.

## What we keep

- **Orders:** your name, e-mail, phone number, delivery address and area, any note you add, what you bought and what you paid.
- **Payments:** the M-Pesa number that paid and the M-Pesa receipt number.
- **Messages:** what you send through the contact form, with your name, e-mail and phone.
- **Newsletter:** your e-mail address, if you subscribe.
- **Text messages:** the texts we send you about your order, and their delivery reports.
- **Reseller accounts:** your name, business name, e-mail, phone and password (stored only as a one-way hash).
- **Reviews:** the name you give and what you write.

We do not sell your data, and we do not use advertising trackers.

## Why we keep it

To deliver your order and tell you how it is going; to take and, if needed, refund your payment; to answer your messages; to send the newsletter you asked for; and to keep the records of sales the law requires.

## How long we keep it

Orders and payments are kept for **five years**, as Kenyan tax law asks of every trader's records. Messages are kept for as long as we need them to help you. Your newsletter subscription lasts until you unsubscribe: every newsletter mail has an unsubscribe link that works without signing in.

## Who else sees it

- **Safaricom (M-Pesa)** receives your phone number and the amount, to take or refund a payment.
- **Couriers** receive your name, phone and delivery address, to bring your parcel.
- **Our mail and text message providers** carry our mails and texts to you.

Nobody else, unless the law requires it.

## Your rights

Under the Data Protection Act, 2019 you may:

- **know** what we hold about you and get a copy of it;
- **correct** anything that is wrong;
- **have it erased** — we then remove your name, e-mail, phone and address from our records, and keep only the amounts, dates and M-Pesa receipts our books must keep;
- **object** to marketing at any time, and unsubscribe from the newsletter;
- **complain** to the Office of the Data Protection Commissioner (www.odpc.go.ke).

## How to ask

[Contact us](/contact) with the e-mail or phone number you used with us, and say what you would like. We answer within **seven days**, and we may ask you to show that the e-mail or phone is yours before we send or erase anything.
`;
