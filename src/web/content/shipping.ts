// The shipping page's facts (SPEC §9). Fees charged at checkout come from core/delivery.ts instead.

export const DELIVERY_TIMES = [
  { area: 'Nairobi', days: '1–2 business days' },
  { area: 'Major cities in Kenya', days: '2–3 business days' },
  { area: 'Rural Kenya', days: '3–5 business days' },
  { area: 'East Africa', days: '5–7 business days' },
  { area: 'West and Southern Africa', days: '7–10 business days' },
  { area: 'North America', days: '10–14 business days' },
  { area: 'Europe', days: '12–16 business days' },
];

export const KENYA_SERVICES = [
  { area: 'Nairobi', standard: 'KSH 300', express: 'KSH 600' },
  { area: 'Major cities', standard: 'KSH 500', express: 'KSH 900' },
  { area: 'Rural areas', standard: 'KSH 800', express: 'KSH 1,200' },
];

export const INTERNATIONAL_RATES = [
  { region: 'East Africa', usd: '$15–25' },
  { region: 'West Africa', usd: '$25–35' },
  { region: 'Southern Africa', usd: '$20–30' },
  { region: 'North America', usd: '$35–50' },
  { region: 'Europe', usd: '$40–55' },
  { region: 'Rest of the world', usd: '$45–60' },
];

export const SHIPPING_METHODS = [
  { title: 'Own riders in Nairobi', text: 'Our riders deliver Monday to Saturday, 8AM–6PM.' },
  { title: 'Courier partners in Kenya', text: 'Trusted couriers reach major towns and rural areas.' },
  { title: 'International couriers', text: 'Tracked, insured parcels to Africa and the rest of the world.' },
];
